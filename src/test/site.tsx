/** Site data for component tests: the real default settings and empty slices. */
import type { ReactNode } from 'react';
import { SiteDataProvider } from '../site/site-data.tsx';
import type { SharedData } from '../contracts/shared.ts';
import { TEST_SETTINGS } from './settings.ts';

export function TestSite({
  path = '/x/',
  shared = { settings: TEST_SETTINGS },
  children,
}: {
  path?: string;
  /** The shared data the page loaded: the settings alone unless a test needs more. */
  shared?: SharedData;
  children: ReactNode;
}) {
  return (
    <SiteDataProvider
      value={{
        shared,
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
