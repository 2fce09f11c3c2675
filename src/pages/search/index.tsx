/**
 * `/search/`: site search on a page of its own, running the query of its `?q=` and keeping the
 * URL in step as the visitor types. Prerendered without a query: without JavaScript it explains
 * that search needs it and lists the blog's topics instead (docs/search.md).
 */
import { useSyncExternalStore } from 'react';
import { queryFromSearch, searchPageHref } from '../../contracts/search.ts';
import type { TemplateProps } from '../../contracts/templates.ts';
import { SearchPanel } from '../../search/SearchPanel.tsx';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';
import styles from './SearchPage.module.css';

const noop = () => () => {};
/** False on the server and while hydrating, true once the page runs in the browser. */
const useInBrowser = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

/** Results on the page: more than the dialog's, each still one fragment request. */
const PAGE_LIMIT = 20;

function keepUrlInStep(query: string) {
  const href = searchPageHref(query);
  if (`${location.pathname}${location.search}` !== href)
    history.replaceState(history.state, '', href);
}

export default function SearchPage({ props }: TemplateProps<'pages/search'>) {
  const inBrowser = useInBrowser();
  const topics = props.categories ?? [];
  return (
    <BasicPage props={props}>
      {inBrowser ? (
        <SearchPanel
          initialQuery={queryFromSearch(location.search)}
          limit={PAGE_LIMIT}
          onQueryChange={keepUrlInStep}
        />
      ) : (
        <p className={styles.noScript}>
          Search runs in your browser and needs JavaScript, which is turned off or has not loaded.
          You can browse the <a href="/blog/">blog</a> by topic instead.
        </p>
      )}
      {topics.length ? (
        <nav className={styles.topics} aria-label="Blog topics">
          <h2 className={styles.topicsHeading}>Browse the blog by topic</h2>
          <ul>
            {topics.map((topic) => (
              <li key={topic.href}>
                <a href={topic.href}>{topic.name}</a> ({topic.count})
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </BasicPage>
  );
}
