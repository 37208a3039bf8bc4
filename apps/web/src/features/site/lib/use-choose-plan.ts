import type { Plan } from '@applypilot/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { buyStateFor, loginStateFor } from './plan-selection';

/** Choosing a plan: a logged-in user goes to /buy, a visitor to /login carrying the plan (section 2, /pricing). */
export function useChoosePlan(): (plan: Plan) => void {
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  return useCallback(
    (plan: Plan) => {
      if (isAuthenticated) void navigate('/buy', { state: buyStateFor(plan) });
      else void navigate('/login', { state: loginStateFor(plan) });
    },
    [isAuthenticated, navigate],
  );
}
