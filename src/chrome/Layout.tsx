import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { layoutFor } from './layout-variations.ts';
import styles from './Layout.module.css';

export function Layout({ path, children }: { path: string; children: ReactNode }) {
  const layout = layoutFor(path);
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Header variant={layout.header} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {layout.footer === 'none' ? null : <Footer variant={layout.footer} />}
    </>
  );
}
