import type { TemplateProps } from '../../contracts/templates.ts';
import { BlogListing } from '../shared/BlogListing.tsx';

/** A list of posts: a topic, a page of the blog (/blog/page/n/), the webinars. */
export default function PostsListTemplate({ props }: TemplateProps<'templates/posts-list'>) {
  return <BlogListing props={props} eyebrow="Blog" />;
}
