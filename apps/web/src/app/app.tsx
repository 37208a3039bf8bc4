import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { DialogProvider } from '../components/dialog-provider';
import { AuthProvider } from '../lib/auth/auth-context';
import { createAppRouter } from './router';

/** The data layer (TanStack Query) is not here: it loads with the routes that fetch (router.tsx, decision 035). */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AuthProvider>
      <DialogProvider>
        <RouterProvider router={router} />
      </DialogProvider>
    </AuthProvider>
  );
}
