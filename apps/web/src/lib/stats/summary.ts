import {
  DAILY_APPLICATION_LIMIT,
  MONTHLY_APPLICATION_LIMIT,
  RECOMMENDED_DAILY_APPLICATIONS,
  TIME_OF_DAY_BUCKETS,
  type JobStats,
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
  /** The newest applications (the whole history from a server older than decision 035). */
  jobHistory: readonly HistoryEntry[];
  /** The whole history's length; absent from an older server, whose jobHistory is then all of it. */
  totalApplications?: number;
  /** The figures counted by the server in the browser's time zone (decision 035). */
  stats?: JobStats;
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
  /** Since local midnight. */
  today: number;
  /** Today against yesterday up to the same clock time; null without applications yesterday by then. */
  todayChange: number | null;
  /** The last 30 days. */
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

/** The counts every figure derives from: the server's, or counted here from a whole history. */
interface Counts {
  total: number;
  today: number;
  yesterdayUntilNow: number;
  thirtyDays: number;
  previousThirtyDays: number;
  bars: DayBar[];
  timeOfDay: TimeOfDayCount[];
}

/** The bars' labels, oldest first: 6d … 1d, Today. */
function barLabel(index: number, count: number): string {
  const back = count - 1 - index;
  return back === 0 ? 'Today' : `${back}d`;
}

function serverCounts(stats: JobStats, total: number): Counts {
  return {
    total,
    today: stats.today,
    yesterdayUntilNow: stats.yesterdayUntilNow,
    thirtyDays: stats.last30Days,
    previousThirtyDays: stats.previous30Days,
    bars: stats.lastSevenDays.map((count, i, all) => ({ label: barLabel(i, all.length), count })),
    timeOfDay: TIME_OF_DAY_BUCKETS.map((bucket) => ({
      name: bucket.name,
      count: stats.timeOfDay[bucket.name],
    })),
  };
}

/**
 * An answer without figures comes from a server older than decision 035, which sent the whole history: the same
 * rules (decision 020) are applied to it here, so a dashboard keeps working while instances are upgraded one by one.
 */
function historyCounts(history: readonly HistoryEntry[], now: number): Counts {
  const times = appliedTimes(history);
  return {
    total: history.length,
    today: countToday(times, now),
    yesterdayUntilNow: countYesterdayUntilSameTime(times, now),
    thirtyDays: countThirtyDays(times, now),
    previousThirtyDays: countThirtyDays(times, now, 1),
    bars: lastSevenDays(times, now),
    timeOfDay: timeOfDayCounts(times),
  };
}

/**
 * Every figure of the panel, once per render: the server's counts (over the whole history, in the browser's zone),
 * the changes, averages and percentages derived here.
 */
export function summarize(input: StatsInput, now: number): StatsSummary {
  const counts = input.stats
    ? serverCounts(input.stats, input.totalApplications ?? input.jobHistory.length)
    : historyCounts(input.jobHistory, now);
  const { today, thirtyDays, timeOfDay } = counts;
  return {
    total: counts.total,
    today,
    todayChange: percentChange(today, counts.yesterdayUntilNow),
    thirtyDays,
    thirtyDaysChange: percentChange(thirtyDays, counts.previousThirtyDays),
    bars: counts.bars,
    timeOfDay,
    mostActive: mostActiveTime(timeOfDay),
    weeklyAverage: oneDecimal(thirtyDays / 4),
    dailyAverage: oneDecimal(thirtyDays / 30),
    todayProgress: limitPercent(today, RECOMMENDED_DAILY_APPLICATIONS),
    dailyLimitPercent: limitPercent(input.dailyCount, DAILY_APPLICATION_LIMIT),
    monthlyLimitPercent: limitPercent(input.monthlyCount, MONTHLY_APPLICATION_LIMIT),
  };
}
