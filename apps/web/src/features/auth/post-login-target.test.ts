import { describe, expect, it } from 'vitest';
import { fromPath, postLoginTarget } from './post-login-target';

describe('postLoginTarget', () => {
  it('goes to /dashboard by default', () => {
    expect(postLoginTarget(undefined)).toEqual({ to: '/dashboard' });
    expect(postLoginTarget({})).toEqual({ to: '/dashboard' });
  });

  it('returns to where the visitor came from, with query and hash', () => {
    expect(postLoginTarget({ from: { pathname: '/dashboard/setup', search: '?a=1', hash: '#x' } })).toEqual({
      to: '/dashboard/setup?a=1#x',
    });
    expect(postLoginTarget({ from: '/dashboard/resume-builder' })).toEqual({
      to: '/dashboard/resume-builder',
    });
  });

  it('never leaves the site or loops back to /login', () => {
    expect(fromPath('//evil.example/x')).toBeNull();
    expect(fromPath('https://evil.example')).toBeNull();
    expect(fromPath('/\\evil.example')).toBeNull();
    expect(fromPath({ pathname: '/login', search: '?x' })).toBeNull();
    expect(fromPath('/login-help')).toBe('/login-help');
  });

  it('sends a visitor from a pricing card on to /buy with the plan', () => {
    const paymentState = { selectedPlanName: 'Pro Pack', price: 1500, credits: 375 };
    expect(
      postLoginTarget({ fromPricing: true, planToBuy: 'Pro Pack', paymentState, from: '/dashboard' }),
    ).toEqual({
      to: '/buy',
      state: { ...paymentState, fromPricing: true, planToBuy: 'Pro Pack', paymentState },
    });
  });
});
