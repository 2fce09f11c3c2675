import type { TemplateProps } from '../../contracts/templates.ts';
import { BlogListing } from '../shared/BlogListing.tsx';
import styles from '../shared/Blog.module.css';

/** The blog's front page: its categories, the newest post featured, the next ones in a grid. */
export default function PostsLandingTemplate({ props }: TemplateProps<'templates/posts-landing'>) {
  return (
    <BlogListing props={props} eyebrow="Blog" featured>
      {props.categories?.length ? (
        <nav className={styles.categories} aria-label="Blog topics">
          <ul>
            {props.categories.map((category) => (
              <li key={category.name}>
                <a href={category.href}>
                  {category.name}
                  <span className={styles.count}>
                    <span className="visually-hidden">,</span> {category.count}{' '}
                    <span className="visually-hidden">articles</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </BlogListing>
  );
}
