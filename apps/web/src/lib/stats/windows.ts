import { MONTHLY_WINDOW_MS, STATS_BAR_CHART_DAYS, TIME_OF_DAY_BUCKETS } from '@applypilot/contracts';

/**
 * Counting windows over application times (milliseconds). Days are the browser's local calendar days, built with
 * `new Date(y, m, d)` so a day across a daylight-saving change is 23 or 25 hours long, as the user lives it.
 */

/** Local midnight of the day `offsetDays` away from the day of `now` (0 = today, -1 = yesterday). */
export function localDayStart(now: number, offsetDays = 0): number {
  const date = new Date(now);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + offsetDays).getTime();
}

function countIn(times: readonly number[], from: number, before: number): number {
  return times.filter((t) => t >= from && t < before).length;
}

/** Applications since local midnight. A time slightly after `now` (clocks differ) is still today. */
export function countToday(times: readonly number[], now: number): number {
  return countIn(times, localDayStart(now), localDayStart(now, 1));
}

/** Applications from yesterday's local midnight up to and including the same clock time yesterday. */
export function countYesterdayUntilSameTime(times: readonly number[], now: number): number {
  const date = new Date(now);
  const sameTime = new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate() - 1,
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
    date.getMilliseconds(),
  ).getTime();
  return countIn(times, localDayStart(now, -1), sameTime + 1);
}

/** Rolling 30-day windows: the last 30 days (`back` = 0), or the 30 days before them (`back` = 1). */
export function countThirtyDays(times: readonly number[], now: number, back: 0 | 1 = 0): number {
  const before = back === 0 ? Number.POSITIVE_INFINITY : now - MONTHLY_WINDOW_MS + 1;
  const from = now - (back + 1) * MONTHLY_WINDOW_MS;
  return times.filter((t) => t > from && t < before).length;
}

export interface DayBar {
  label: string;
  count: number;
}

/** The bar chart: 7 local days, oldest first, labelled 6d … 1d, Today. */
export function lastSevenDays(times: readonly number[], now: number): DayBar[] {
  const bars: DayBar[] = [];
  for (let back = STATS_BAR_CHART_DAYS - 1; back >= 0; back -= 1) {
    bars.push({
      label: back === 0 ? 'Today' : `${back}d`,
      count: countIn(times, localDayStart(now, -back), localDayStart(now, -back + 1)),
    });
  }
  return bars;
}

export type TimeOfDay = (typeof TIME_OF_DAY_BUCKETS)[number]['name'];

export interface TimeOfDayCount {
  name: TimeOfDay;
  count: number;
}

/** Every timed application by the local hour it was sent, in the buckets' order (Morning, Afternoon, Evening, Night). */
export function timeOfDayCounts(times: readonly number[]): TimeOfDayCount[] {
  const counts = TIME_OF_DAY_BUCKETS.map((bucket) => ({ name: bucket.name, count: 0 }) as TimeOfDayCount);
  for (const t of times) {
    const hour = new Date(t).getHours();
    const index = TIME_OF_DAY_BUCKETS.findIndex((bucket) => hour >= bucket.from && hour < bucket.before);
    const slot = counts[index];
    if (slot) slot.count += 1;
  }
  return counts;
}

/** The bucket with the highest count (the earlier bucket on a tie), or null when nothing is timed. */
export function mostActiveTime(counts: readonly TimeOfDayCount[]): TimeOfDay | null {
  let best: TimeOfDayCount | null = null;
  for (const entry of counts) if (entry.count > 0 && (!best || entry.count > best.count)) best = entry;
  return best?.name ?? null;
}

/** The browser's local date of `now` as YYYY-MM-DD, to compare with the date the server counted "today" for. */
export function localDateKey(now: number): string {
  const date = new Date(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
