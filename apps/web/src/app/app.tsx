import { BrowserRouter } from 'react-router';
import { DialogProvider } from '../components/dialog-provider';
import { AuthProvider } from '../lib/auth/auth-context';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppRoutes } from './router';

/**
 * The declarative router (BrowserRouter + useRoutes), not the data router: nothing here loads data through the
 * router, and leaving out its data layer keeps about 20 KB gzip off every first load (decision 039). The data layer
 * of the pages that fetch (TanStack Query) loads with those routes (router.tsx, decision 035).
 */
export function App() {
  return (
    <BrowserRouter>
      <AuthProvider>
        <DialogProvider>
          <RouteErrorBoundary>
            <AppRoutes />
          </RouteErrorBoundary>
        </DialogProvider>
      </AuthProvider>
    </BrowserRouter>
  );
}
