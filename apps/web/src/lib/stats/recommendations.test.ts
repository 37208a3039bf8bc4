import { MESSAGES } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { launchState } from './launch-label';
import { recommendations, type RecommendationInput } from './recommendations';

const base: RecommendationInput = {
  today: 5,
  total: 20,
  dailyCount: 5,
  monthlyCount: 20,
  isPremium: true,
  availableJobs: 100,
};
const ids = (overrides: Partial<RecommendationInput>) =>
  recommendations({ ...base, ...overrides }).map((r) => r.id);
const textOf = (overrides: Partial<RecommendationInput>, id: string) =>
  recommendations({ ...base, ...overrides }).find((r) => r.id === id)?.text;

describe('recommendations (section 9)', () => {
  it('says nothing for a premium user with 5 today and room under both limits', () => {
    expect(ids({})).toEqual([]);
  });

  it("nudges a user with history who hasn't applied today, not one without history", () => {
    expect(ids({ today: 0, total: 1 })).toEqual(['not-applied-today']);
    expect(textOf({ today: 0, total: 1 }, 'not-applied-today')).toBe(
      "You haven't applied to any jobs today. Launch the assistant to get started!",
    );
    expect(ids({ today: 0, total: 0, dailyCount: 0, monthlyCount: 0 })).toEqual(['first-steps']);
    expect(textOf({ total: 0, today: 0 }, 'first-steps')).toBe(MESSAGES.recommendations.firstSteps);
  });

  it('warns from 35 in the daily window, showing used/40', () => {
    expect(ids({ dailyCount: 34 })).toEqual([]);
    expect(textOf({ dailyCount: 35 }, 'approaching-daily')).toBe(
      'Approaching daily limit: 35/40 applications used in the last 24 hours.',
    );
    expect(textOf({ dailyCount: 39 }, 'approaching-daily')).toContain('39/40');
  });

  it('says the daily limit is reached at 40/40, not that it is approaching', () => {
    expect(ids({ dailyCount: 40 })).toEqual(['daily-limit-reached']);
    expect(textOf({ dailyCount: 40 }, 'daily-limit-reached')).toBe(
      'Daily limit reached: 40/40 applications used in the last 24 hours. The assistant applies again as they pass the 24-hour mark.',
    );
  });

  it('warns from 800 in the monthly window, showing what remains of 1000', () => {
    expect(ids({ monthlyCount: 799 })).toEqual([]);
    expect(textOf({ monthlyCount: 800 }, 'approaching-monthly')).toBe(
      'Approaching monthly limit: 200 applications remaining in this 30-day window.',
    );
    expect(textOf({ monthlyCount: 850 }, 'approaching-monthly')).toContain(' 150 ');
    expect(textOf({ monthlyCount: 999 }, 'approaching-monthly')).toContain(' 1 ');
    expect(ids({ monthlyCount: 1000 })).toEqual(['monthly-limit-reached']);
    expect(textOf({ monthlyCount: 1000 }, 'monthly-limit-reached')).toBe(
      'Monthly limit reached: 1000 applications used in the last 30 days. The assistant applies again as they pass the 30-day mark.',
    );
  });

  it('asks a free user with fewer than 10 credits to upgrade, never a premium one', () => {
    expect(ids({ isPremium: false, availableJobs: 10 })).toEqual([]);
    expect(textOf({ isPremium: false, availableJobs: 9 }, 'upgrade')).toBe(
      'Only 9 credits left. Upgrade to Premium to keep applying.',
    );
    expect(textOf({ isPremium: false, availableJobs: 1 }, 'upgrade')).toContain('Only 1 credit left.');
    expect(textOf({ isPremium: false, availableJobs: 0 }, 'upgrade')).toBe(
      'No credits left. Upgrade to Premium to keep applying.',
    );
    expect(ids({ isPremium: true, availableJobs: 0 })).toEqual([]);
  });

  it('cheers 1 to 4 applications today with the count', () => {
    expect(textOf({ today: 1 }, 'momentum')).toBe("Keep up the momentum! You've applied to 1 job today.");
    expect(textOf({ today: 4 }, 'momentum')).toBe("Keep up the momentum! You've applied to 4 jobs today.");
    expect(ids({ today: 5 })).toEqual([]);
  });

  it('lists several in the order of section 9', () => {
    expect(ids({ today: 0, dailyCount: 36, monthlyCount: 900, isPremium: false, availableJobs: 3 })).toEqual([
      'not-applied-today',
      'approaching-daily',
      'approaching-monthly',
      'upgrade',
    ]);
  });
});

describe('launchState', () => {
  it('shows credits first, then the daily limit, else Start Automation', () => {
    expect(launchState({ availableJobs: 0, dailyCount: 40 })).toEqual({
      label: 'No Credits Remaining',
      disabled: true,
    });
    expect(launchState({ availableJobs: 5, dailyCount: 40 })).toEqual({
      label: 'Daily Limit Reached',
      disabled: true,
    });
    expect(launchState({ availableJobs: 5, dailyCount: 39 })).toEqual({
      label: 'Start Automation',
      disabled: false,
    });
    expect(launchState(undefined).label).toBe('Start Automation');
  });
});
