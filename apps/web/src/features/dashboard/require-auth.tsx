import { MESSAGES } from '@applypilot/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/spinner';
import { useAuth } from '../../lib/auth/auth-context';

/** The dashboard guard: "Loading..." while the session initialises, then /login (remembering where to return). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <LoadingScreen message={MESSAGES.loading} />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return <>{children}</>;
}
