/**
 * The whole app for one page: site data, the chrome and the page's template. The same tree
 * renders on the server and hydrates in the browser.
 */
import { Layout } from '../chrome/Layout.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import type { PageComponent } from '../contracts/templates.ts';
import type { NavigationStatus } from '../runtime/navigation.ts';
import type { PageResources } from '../contracts/page-data.ts';
import { RouteProgress } from './RouteProgress.tsx';
import { SiteDataProvider } from '../site/site-data.tsx';

export interface AppProps {
  /** Path of the browser's location. */
  path: string;
  search: string;
  resources: PageResources;
  component: PageComponent;
  status: NavigationStatus;
}

export function App({ path, resources, component: Page, status }: AppProps) {
  const { page, shared, slices } = resources;
  return (
    <SiteDataProvider value={{ shared, slices, path }}>
      <RouteProgress status={status} />
      <Layout path={path}>
        <ErrorBoundary key={path}>
          <Page path={page.path} props={page.props as never} />
        </ErrorBoundary>
      </Layout>
    </SiteDataProvider>
  );
}
