import { afterAll, describe, expect, it } from 'vitest';
import { appliedTimes, type HistoryEntry } from './history-entry';
import { formatChange, limitPercent, percentChange, summarize, type StatsInput } from './summary';
import {
  countThirtyDays,
  countToday,
  countYesterdayUntilSameTime,
  lastSevenDays,
  timeOfDayCounts,
} from './windows';

// Local days and hours are the browser's: these tests live in India (UTC+5:30, no daylight saving).
const previousTz = process.env.TZ;
process.env.TZ = 'Asia/Kolkata';
afterAll(() => {
  process.env.TZ = previousTz;
});

/** A local time on 2026-11-`day` (months and years fixed: the clock is Monday 23 November 2026, 14:30 local). */
const at = (day: number, hour: number, minute = 0, second = 0) =>
  new Date(2026, 10, day, hour, minute, second).getTime();
const NOW = at(23, 14, 30);
const DAY = 24 * 60 * 60 * 1000;

const entry = (ms: number, title = 'Engineer'): HistoryEntry => ({
  jobTitle: title,
  jobUrl: 'https://www.linkedin.com/jobs/view/1/',
  company: 'Acme',
  appliedAt: { _seconds: Math.floor(ms / 1000) },
});

const input = (history: HistoryEntry[], overrides: Partial<StatsInput> = {}): StatsInput => ({
  jobHistory: history,
  availableJobs: 50,
  isPremium: false,
  dailyCount: 0,
  monthlyCount: 0,
  ...overrides,
});

describe('summarize', () => {
  it('gives zeros, no comparison and no most active time for an empty history', () => {
    const summary = summarize(input([]), NOW);
    expect(summary).toMatchObject({
      total: 0,
      today: 0,
      todayChange: null,
      thirtyDays: 0,
      thirtyDaysChange: null,
      mostActive: null,
      weeklyAverage: '0.0',
      dailyAverage: '0.0',
      todayProgress: 0,
      dailyLimitPercent: 0,
      monthlyLimitPercent: 0,
    });
    expect(summary.bars.map((bar) => bar.label)).toEqual(['6d', '5d', '4d', '3d', '2d', '1d', 'Today']);
    expect(summary.bars.every((bar) => bar.count === 0)).toBe(true);
  });

  it('counts 3 applications today against 2 by the same time yesterday', () => {
    const history = [at(23, 9), at(23, 13), at(23, 14, 29), at(22, 10), at(22, 14, 30), at(22, 14, 31)].map(
      (t) => entry(t),
    );
    const summary = summarize(input(history, { dailyCount: 4, monthlyCount: 6 }), NOW);
    expect(summary.today).toBe(3);
    // Yesterday 10:00 and 14:30 (the same clock time, included); 14:31 was later in the day.
    expect(summary.todayChange).toBe(50);
    expect(summary.total).toBe(6);
    expect(summary.bars.at(-1)).toEqual({ label: 'Today', count: 3 });
    expect(summary.bars.at(-2)).toEqual({ label: '1d', count: 3 });
    expect(summary.todayProgress).toBe(8); // 3 of 40, rounded
    expect(summary.dailyLimitPercent).toBe(10);
  });

  it('fills the limit bars from the server counts, capped at 100 %', () => {
    expect(summarize(input([], { dailyCount: 35, monthlyCount: 800 }), NOW)).toMatchObject({
      dailyLimitPercent: 88,
      monthlyLimitPercent: 80,
    });
    expect(summarize(input([], { dailyCount: 40, monthlyCount: 850 }), NOW)).toMatchObject({
      dailyLimitPercent: 100,
      monthlyLimitPercent: 85,
    });
    expect(limitPercent(45, 40)).toBe(100);
    expect(limitPercent(1200, 1000)).toBe(100);
  });

  it('paces 800 applications in 30 days against 400 in the 30 days before, with averages to one decimal', () => {
    const recent = Array.from({ length: 800 }, (_, i) => entry(NOW - 1000 - i * 3000_000));
    const older = Array.from({ length: 400 }, (_, i) => entry(NOW - 30 * DAY - 1000 - i * 6000_000));
    const summary = summarize(input([...recent, ...older]), NOW);
    expect(summary.thirtyDays).toBe(800);
    expect(summary.thirtyDaysChange).toBe(100);
    expect(summary.weeklyAverage).toBe('200.0');
    expect(summary.dailyAverage).toBe('26.7');
  });

  it('reads 850 in 30 days with nothing before as no comparison', () => {
    const history = Array.from({ length: 850 }, (_, i) => entry(NOW - i * 3000_000));
    const summary = summarize(input(history), NOW);
    expect(summary.thirtyDays).toBe(850);
    expect(summary.thirtyDaysChange).toBeNull();
    expect(summary.weeklyAverage).toBe('212.5');
    expect(summary.dailyAverage).toBe('28.3');
  });

  it('takes 35 and 40 applications today as 88 % and 100 % of the day', () => {
    const history = (n: number) => Array.from({ length: n }, (_, i) => entry(at(23, 8) + i * 60_000));
    expect(summarize(input(history(35)), NOW).todayProgress).toBe(88);
    expect(summarize(input(history(40)), NOW).todayProgress).toBe(100);
  });
});

describe("summarize with the server's figures (decision 035)", () => {
  const stats = {
    timeZone: 'Asia/Kolkata',
    localDate: '2026-11-23',
    today: 3,
    yesterdayUntilNow: 2,
    last30Days: 800,
    previous30Days: 400,
    lastSevenDays: [1, 2, 3, 4, 5, 6, 3],
    timeOfDay: { Morning: 4, Afternoon: 9, Evening: 9, Night: 1 },
  };

  it('takes the counts from the server, not from the few entries it sent', () => {
    const summary = summarize(
      input([entry(at(1, 9))], { stats, totalApplications: 1200, dailyCount: 36 }),
      NOW,
    );
    expect(summary).toMatchObject({
      total: 1200,
      today: 3,
      todayChange: 50,
      thirtyDays: 800,
      thirtyDaysChange: 100,
      weeklyAverage: '200.0',
      dailyAverage: '26.7',
      todayProgress: 8,
      dailyLimitPercent: 90,
      mostActive: 'Afternoon',
    });
    expect(summary.bars).toEqual([
      { label: '6d', count: 1 },
      { label: '5d', count: 2 },
      { label: '4d', count: 3 },
      { label: '3d', count: 4 },
      { label: '2d', count: 5 },
      { label: '1d', count: 6 },
      { label: 'Today', count: 3 },
    ]);
    expect(summary.timeOfDay).toEqual([
      { name: 'Morning', count: 4 },
      { name: 'Afternoon', count: 9 },
      { name: 'Evening', count: 9 },
      { name: 'Night', count: 1 },
    ]);
  });

  it("counts an older server's whole history itself when the answer has no figures", () => {
    const history = [at(23, 9), at(23, 13), at(22, 10)].map((t) => entry(t));
    expect(summarize(input(history), NOW)).toMatchObject({ total: 3, today: 2, todayChange: 100 });
  });
});

describe('windows', () => {
  it('puts local midnight in the new day and one second before it in the old one', () => {
    const times = [at(23, 0, 0, 0), at(22, 23, 59, 59), at(17, 0, 0, 0), at(16, 23, 59, 59)];
    expect(countToday(times, NOW)).toBe(1);
    expect(lastSevenDays(times, NOW).map((bar) => bar.count)).toEqual([1, 0, 0, 0, 0, 1, 1]);
  });

  it('counts yesterday only up to the same clock time', () => {
    const early = at(23, 0, 5);
    expect(countYesterdayUntilSameTime([at(22, 0, 0), at(22, 0, 5), at(22, 0, 6)], early)).toBe(2);
    expect(countYesterdayUntilSameTime([at(21, 23, 59)], early)).toBe(0);
  });

  it('keeps the two 30-day windows apart at their edges', () => {
    const times = [NOW, NOW - 30 * DAY + 1, NOW - 30 * DAY, NOW - 60 * DAY + 1, NOW - 60 * DAY];
    expect(countThirtyDays(times, NOW)).toBe(2);
    expect(countThirtyDays(times, NOW, 1)).toBe(2);
  });

  it('buckets by local hour at each boundary', () => {
    const counts = (hours: [number, number][]) =>
      Object.fromEntries(timeOfDayCounts(hours.map(([h, m]) => at(20, h, m))).map((c) => [c.name, c.count]));
    expect(counts([[4, 59]])).toEqual({ Morning: 0, Afternoon: 0, Evening: 0, Night: 1 });
    expect(counts([[5, 0]])).toEqual({ Morning: 1, Afternoon: 0, Evening: 0, Night: 0 });
    expect(counts([[11, 59]])).toEqual({ Morning: 1, Afternoon: 0, Evening: 0, Night: 0 });
    expect(counts([[12, 0]])).toEqual({ Morning: 0, Afternoon: 1, Evening: 0, Night: 0 });
    expect(counts([[16, 59]])).toEqual({ Morning: 0, Afternoon: 1, Evening: 0, Night: 0 });
    expect(counts([[17, 0]])).toEqual({ Morning: 0, Afternoon: 0, Evening: 1, Night: 0 });
    expect(counts([[23, 59]])).toEqual({ Morning: 0, Afternoon: 0, Evening: 1, Night: 0 });
    expect(counts([[0, 0]])).toEqual({ Morning: 0, Afternoon: 0, Evening: 0, Night: 1 });
  });

  it('names the busiest bucket, the earlier one on a tie', () => {
    const history = [at(20, 6), at(20, 13), at(20, 14), at(20, 18), at(20, 19)].map((t) => entry(t));
    expect(summarize(input(history), NOW).mostActive).toBe('Afternoon');
  });
});

describe('entries without _seconds', () => {
  it('reads a timestamp field in milliseconds or as a date string, and skips entries with neither', () => {
    const history: HistoryEntry[] = [
      { jobTitle: 'A', jobUrl: 'https://x.test/a', timestamp: at(23, 10) },
      { jobTitle: 'B', jobUrl: 'https://x.test/b', timestamp: new Date(at(23, 11)).toISOString() },
      { jobTitle: 'C', jobUrl: 'https://x.test/c', appliedAt: { timestamp: at(22, 20) } },
      { jobTitle: 'D', jobUrl: 'https://x.test/d' },
      { jobTitle: 'E', jobUrl: 'https://x.test/e', appliedAt: null, timestamp: 'not a date' },
    ];
    expect(appliedTimes(history)).toEqual([at(23, 10), at(23, 11), at(22, 20)]);
    const summary = summarize(input(history), NOW);
    expect(summary.total).toBe(5);
    expect(summary.today).toBe(2);
    expect(summary.timeOfDay.map((c) => c.count)).toEqual([2, 0, 1, 0]);
  });
});

describe('change figures', () => {
  it('is null without an earlier figure and signed to one decimal otherwise', () => {
    expect(percentChange(0, 0)).toBeNull();
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 4)).toBe(-100);
    expect(formatChange(percentChange(107, 100) ?? 0)).toBe('+7.0%');
    expect(formatChange(-5.2)).toBe('-5.2%');
    expect(formatChange(10.84)).toBe('+10.8%');
    expect(formatChange(0.01)).toBe('0.0%');
  });
});
