import type { TemplateProps } from '../../contracts/templates.ts';
import type { ContentPageProps } from '../../contracts/schemas/pages.ts';
import { BlogListing } from '../shared/BlogListing.tsx';

/** A list of posts: a topic, a page of the blog (/blog/page/n/), the webinars. */
export default function PostsListTemplate({ props }: TemplateProps<ContentPageProps>) {
  return <BlogListing props={props} eyebrow="Blog" />;
}
