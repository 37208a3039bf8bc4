import {
  DAILY_APPLICATION_LIMIT,
  MONTHLY_APPLICATION_LIMIT,
  RECOMMENDED_DAILY_APPLICATIONS,
} from '@applypilot/contracts';
import { appliedTimes, type HistoryEntry } from './history-entry';
import {
  countThirtyDays,
  countToday,
  countYesterdayUntilSameTime,
  lastSevenDays,
  mostActiveTime,
  timeOfDayCounts,
  type DayBar,
  type TimeOfDay,
  type TimeOfDayCount,
} from './windows';

/** What the panel receives: job info, with a history whose entries may lack a time. */
export interface StatsInput {
  jobHistory: readonly HistoryEntry[];
  availableJobs: number;
  isPremium: boolean;
  /** The server's count against the daily limit (rolling 24 hours, open reservations included). */
  dailyCount: number;
  /** The server's count against the monthly limit (rolling 30 days). */
  monthlyCount: number;
}

/** A relative change in percent, or null when there is nothing to compare with (the earlier window is empty). */
export function percentChange(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return ((current - previous) / previous) * 100;
}

/** "+10.8%", "-5.2%", "0.0%". */
export function formatChange(change: number): string {
  const rounded = Math.round(change * 10) / 10;
  const text = `${Math.abs(rounded).toFixed(1)}%`;
  if (rounded > 0) return `+${text}`;
  return rounded < 0 ? `-${text}` : text;
}

/** A share of a limit in whole percent, capped at 100 (section 2.2). */
export function limitPercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((used / limit) * 100)));
}

export function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

export interface StatsSummary {
  total: number;
  /** Since local midnight, from the history. */
  today: number;
  /** Today against yesterday up to the same clock time; null without applications yesterday by then. */
  todayChange: number | null;
  /** The last 30 days, from the history. */
  thirtyDays: number;
  /** The last 30 days against the 30 days before; null when those were empty. */
  thirtyDaysChange: number | null;
  bars: DayBar[];
  timeOfDay: TimeOfDayCount[];
  mostActive: TimeOfDay | null;
  weeklyAverage: string;
  dailyAverage: string;
  /** Today's applications against the recommended 40 a day, in whole percent (capped at 100). */
  todayProgress: number;
  dailyLimitPercent: number;
  monthlyLimitPercent: number;
}

/** Every figure of the panel, computed once per render from job info and the current time. */
export function summarize(input: StatsInput, now: number): StatsSummary {
  const times = appliedTimes(input.jobHistory);
  const today = countToday(times, now);
  const thirtyDays = countThirtyDays(times, now);
  const timeOfDay = timeOfDayCounts(times);
  return {
    total: input.jobHistory.length,
    today,
    todayChange: percentChange(today, countYesterdayUntilSameTime(times, now)),
    thirtyDays,
    thirtyDaysChange: percentChange(thirtyDays, countThirtyDays(times, now, 1)),
    bars: lastSevenDays(times, now),
    timeOfDay,
    mostActive: mostActiveTime(timeOfDay),
    weeklyAverage: oneDecimal(thirtyDays / 4),
    dailyAverage: oneDecimal(thirtyDays / 30),
    todayProgress: limitPercent(today, RECOMMENDED_DAILY_APPLICATIONS),
    dailyLimitPercent: limitPercent(input.dailyCount, DAILY_APPLICATION_LIMIT),
    monthlyLimitPercent: limitPercent(input.monthlyCount, MONTHLY_APPLICATION_LIMIT),
  };
}
