import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { MESSAGES } from '@applypilot/contracts';
import { LoadingScreen } from '../components/spinner';
import { SiteChrome } from '../features/site/site-chrome';

export function RootLayout() {
  return (
    <SiteChrome>
      <Suspense fallback={<LoadingScreen message={MESSAGES.loading} fill />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </SiteChrome>
  );
}
