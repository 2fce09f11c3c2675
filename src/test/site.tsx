/** Site data for component tests: the real default settings and empty slices. */
import type { ReactNode } from 'react';
import { SiteDataProvider } from '../app/site-data.tsx';
import { TEST_SETTINGS } from './settings.ts';

export function TestSite({ path = '/x/', children }: { path?: string; children: ReactNode }) {
  return (
    <SiteDataProvider
      value={{
        shared: { settings: TEST_SETTINGS },
        slices: {
          header: { name: 'header', sq: [], props: {} },
          footer: { name: 'footer', sq: [], props: { buildYear: 2026 } },
        },
        path,
      }}
    >
      {children}
    </SiteDataProvider>
  );
}
