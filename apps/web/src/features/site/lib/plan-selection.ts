import { findPlan, type Plan } from '@applypilot/contracts';

/** Navigation state /pricing hands to /buy for a logged-in user. */
export interface BuyState {
  selectedPlanName: string;
  price: number;
  credits: number;
}

/** Navigation state /pricing hands to /login for a visitor; the login page sends it on to /buy afterwards. */
export interface LoginFromPricingState {
  fromPricing: true;
  planToBuy: string;
  paymentState: BuyState;
}

export function buyStateFor(plan: Plan): BuyState {
  return { selectedPlanName: plan.name, price: plan.price, credits: plan.credits };
}

export function loginStateFor(plan: Plan): LoginFromPricingState {
  return { fromPricing: true, planToBuy: plan.name, paymentState: buyStateFor(plan) };
}

/**
 * The plan /buy was opened for: `selectedPlanName`, else `planToBuy`, looked up in the fixed plan list so the price
 * shown and charged is never the one from navigation state. Anything else (no state, unknown name) gives undefined.
 */
export function planFromNavigationState(
  state: unknown,
  plans: readonly Plan[] | undefined = undefined,
): Plan | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const record = state as Record<string, unknown>;
  const name =
    typeof record.selectedPlanName === 'string'
      ? record.selectedPlanName
      : typeof record.planToBuy === 'string'
        ? record.planToBuy
        : undefined;
  if (name === undefined) return undefined;
  return plans ? plans.find((plan) => plan.name === name) : findPlan(name);
}

/** "₹1,500": rupees grouped the Indian way. */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`;
}
