import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MESSAGES } from '@applypilot/contracts';
import { LoadingScreen } from '../components/spinner';
import { SiteChrome } from '../features/site/site-chrome';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollRestoration } from './scroll-restoration';

/** The site chrome around every page; a page that fails shows the router's error screen inside it. */
export function RootLayout() {
  return (
    <SiteChrome>
      <Suspense fallback={<LoadingScreen message={MESSAGES.loading} fill />}>
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
        <ScrollRestoration />
      </Suspense>
    </SiteChrome>
  );
}
