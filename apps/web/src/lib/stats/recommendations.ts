import {
  APPROACHING_DAILY_LIMIT_AT,
  APPROACHING_MONTHLY_LIMIT_AT,
  DAILY_APPLICATION_LIMIT,
  LOW_CREDITS_UPGRADE_BELOW,
  MESSAGES,
  MOMENTUM_RANGE,
  MONTHLY_APPLICATION_LIMIT,
} from '@applypilot/contracts';

export type RecommendationKind = 'info' | 'warning' | 'upgrade' | 'success';

export interface Recommendation {
  id:
    | 'not-applied-today'
    | 'approaching-daily'
    | 'daily-limit-reached'
    | 'approaching-monthly'
    | 'monthly-limit-reached'
    | 'upgrade'
    | 'momentum'
    | 'first-steps';
  kind: RecommendationKind;
  text: string;
}

export interface RecommendationInput {
  /** Applications since local midnight (the history). */
  today: number;
  total: number;
  /** The server's counts against the limits. */
  dailyCount: number;
  monthlyCount: number;
  isPremium: boolean;
  availableJobs: number;
}

/**
 * Section 9's recommendations, in its order. The two limit warnings read the server's limit counts (what will stop
 * the next application); "today" and momentum read the local day, as the Today's Applications card does.
 */
export function recommendations(input: RecommendationInput): Recommendation[] {
  const list: Recommendation[] = [];
  const texts = MESSAGES.recommendations;
  if (input.today === 0 && input.total > 0) {
    list.push({ id: 'not-applied-today', kind: 'info', text: MESSAGES.noAppliedToday });
  }
  // At the limit the warning says it is reached (decision 050): "approaching" at 40/40 was not true any more.
  if (input.dailyCount >= DAILY_APPLICATION_LIMIT) {
    list.push({
      id: 'daily-limit-reached',
      kind: 'warning',
      text: texts.dailyLimitReached(input.dailyCount, DAILY_APPLICATION_LIMIT),
    });
  } else if (input.dailyCount >= APPROACHING_DAILY_LIMIT_AT) {
    list.push({
      id: 'approaching-daily',
      kind: 'warning',
      text: texts.approachingDaily(input.dailyCount, DAILY_APPLICATION_LIMIT),
    });
  }
  if (input.monthlyCount >= MONTHLY_APPLICATION_LIMIT) {
    list.push({
      id: 'monthly-limit-reached',
      kind: 'warning',
      text: texts.monthlyLimitReached(MONTHLY_APPLICATION_LIMIT),
    });
  } else if (input.monthlyCount >= APPROACHING_MONTHLY_LIMIT_AT) {
    list.push({
      id: 'approaching-monthly',
      kind: 'warning',
      text: texts.approachingMonthly(MONTHLY_APPLICATION_LIMIT - input.monthlyCount),
    });
  }
  if (!input.isPremium && input.availableJobs < LOW_CREDITS_UPGRADE_BELOW) {
    list.push({ id: 'upgrade', kind: 'upgrade', text: texts.upgrade(input.availableJobs) });
  }
  if (input.today >= MOMENTUM_RANGE.from && input.today <= MOMENTUM_RANGE.to) {
    list.push({ id: 'momentum', kind: 'success', text: texts.momentum(input.today) });
  }
  if (input.total === 0) {
    list.push({ id: 'first-steps', kind: 'info', text: texts.firstSteps });
  }
  return list;
}
