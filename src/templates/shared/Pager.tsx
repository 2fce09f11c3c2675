import { blogPageHref, pageWindow, type Pagination } from '../../contracts/pagination.ts';
import styles from './Blog.module.css';

/** Previous / numbered / next links between the pages of the posts list. */
export function Pager({ pagination }: { pagination: Pagination | undefined }) {
  if (!pagination || pagination.total < 2) return null;
  const { current, total } = pagination;
  return (
    <nav className={styles.pager} aria-label="Blog pages">
      {current > 1 ? (
        <a href={blogPageHref(current - 1)} rel="prev" className={styles.pagerStep}>
          <span aria-hidden="true">←</span> Newer <span className="visually-hidden">articles</span>
        </a>
      ) : null}
      <ol className={styles.pagerPages}>
        {pageWindow(pagination).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.pagerGap}>
              …
            </li>
          ) : (
            <li key={page}>
              <a
                href={blogPageHref(page)}
                aria-current={page === current ? 'page' : undefined}
                className={styles.pagerPage}
              >
                <span className="visually-hidden">Page</span> {page}
              </a>
            </li>
          ),
        )}
      </ol>
      {current < total ? (
        <a href={blogPageHref(current + 1)} rel="next" className={styles.pagerStep}>
          Older <span className="visually-hidden">articles</span> <span aria-hidden="true">→</span>
        </a>
      ) : null}
    </nav>
  );
}
