import type { ReactNode } from 'react';
import type { SearchSection } from '../contracts/search.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { layoutFor } from './layout-variations.ts';
import styles from './Layout.module.css';

export interface LayoutProps {
  path: string;
  /** The search index's section of the page; null keeps the page out of the index. */
  searchSection?: SearchSection | null;
  children: ReactNode;
}

export function Layout({ path, searchSection = null, children }: LayoutProps) {
  const layout = layoutFor(path);
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Header variant={layout.header} />
      {/* Only the main content is indexed (header, menu and footer are outside it), under its
          section, shown with each result (docs/search.md). */}
      <main
        id="main"
        className={styles.main}
        tabIndex={-1}
        data-pagefind-body={searchSection ? '' : undefined}
        data-pagefind-filter={searchSection ? `section:${searchSection}` : undefined}
        data-pagefind-meta={searchSection ? `section:${searchSection}` : undefined}
      >
        {children}
      </main>
      {layout.footer === 'none' ? null : <Footer variant={layout.footer} />}
    </>
  );
}
