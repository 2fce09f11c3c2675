import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { layoutFor } from './layout-variations.ts';
import styles from './Layout.module.css';

export interface LayoutProps {
  path: string;
  children: ReactNode;
}

export function Layout({ path, children }: LayoutProps) {
  const layout = layoutFor(path);
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Header variant={layout.header} />
      {/* Only the main content is indexed (header, menu and footer are outside it): the build
          marks it for the indexer (scripts/build/search-index.ts, docs/search.md). */}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {layout.footer === 'none' ? null : <Footer variant={layout.footer} />}
    </>
  );
}
