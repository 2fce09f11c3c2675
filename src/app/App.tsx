/**
 * The whole app for one page: site data, the router's view of the location, the chrome and
 * the page's template. The same tree renders on the server and hydrates in the browser.
 */
import { Router } from 'wouter';
import { Layout } from '../chrome/Layout.tsx';
import type { PageComponent } from './loader.ts';
import type { NavigationStatus } from './navigation.ts';
import type { PageResources } from './page-data.ts';
import { RouteProgress } from './RouteProgress.tsx';
import { SiteDataProvider } from './site-data.tsx';

export interface AppProps {
  /** Path of the browser's location. */
  path: string;
  search: string;
  resources: PageResources;
  component: PageComponent;
  status: NavigationStatus;
  /** Client-side navigation; absent on the server. */
  navigate?: (to: string, options?: { replace?: boolean }) => void;
}

export function App({ path, search, resources, component: Page, status, navigate }: AppProps) {
  const { page, shared, slices } = resources;
  const routerProps = navigate
    ? {
        hook: () => [path, navigate] as [string, typeof navigate],
        searchHook: () => search.replace(/^\?/, ''),
      }
    : { ssrPath: path, ssrSearch: search.replace(/^\?/, '') };
  return (
    <Router {...routerProps}>
      <SiteDataProvider value={{ shared, slices, path }}>
        <RouteProgress status={status} />
        <Layout path={path}>
          <Page path={page.path} props={page.props as never} />
        </Layout>
      </SiteDataProvider>
    </Router>
  );
}
