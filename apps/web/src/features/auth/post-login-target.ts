import { DEFAULT_POST_LOGIN_PATH } from '@applypilot/contracts';

export interface PostLoginTarget {
  to: string;
  state?: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The in-app path a visitor came from (`state.from`, a path or a location object), or null. Only same-app paths
 * are followed ("//evil.example" would leave the site) and /login itself is never a target.
 */
export function fromPath(from: unknown): string | null {
  let path: string | null = null;
  if (typeof from === 'string') path = from;
  else if (isRecord(from) && typeof from.pathname === 'string') {
    const search = typeof from.search === 'string' ? from.search : '';
    const hash = typeof from.hash === 'string' ? from.hash : '';
    path = `${from.pathname}${search}${hash}`;
  }
  if (path === null || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (/^\/login(?:[/?#]|$)/.test(path)) return null;
  return path;
}

/**
 * Where /login sends an authenticated visitor: to /buy with the plan when they came from a pricing card
 * (keeping the pricing page's state so /buy knows the plan), else back where they came from, else /dashboard.
 */
export function postLoginTarget(locationState: unknown): PostLoginTarget {
  const state = isRecord(locationState) ? locationState : {};
  if (typeof state.planToBuy === 'string' && state.planToBuy !== '') {
    const paymentState = isRecord(state.paymentState) ? state.paymentState : {};
    return {
      to: '/buy',
      state: {
        ...paymentState,
        fromPricing: state.fromPricing === true,
        planToBuy: state.planToBuy,
        paymentState: state.paymentState,
      },
    };
  }
  return { to: fromPath(state.from) ?? DEFAULT_POST_LOGIN_PATH };
}
