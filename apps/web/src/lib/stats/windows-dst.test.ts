import { afterAll, describe, expect, it } from 'vitest';
import { countToday, countYesterdayUntilSameTime, lastSevenDays } from './windows';

// New York moved its clocks from 02:00 to 03:00 on Sunday 8 March 2026: that day had 23 hours.
const previousTz = process.env.TZ;
process.env.TZ = 'America/New_York';
afterAll(() => {
  process.env.TZ = previousTz;
});

const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).getTime();

describe('local days across a daylight-saving change', () => {
  it('compares with the same wall-clock time yesterday, not 24 hours ago', () => {
    const now = at(9, 10, 30);
    // 10:30 on the 8th is 23 hours before 10:30 on the 9th; 11:00 on the 8th is later in that day.
    expect(countYesterdayUntilSameTime([at(8, 10, 30), at(8, 11)], now)).toBe(1);
    expect(countToday([at(9, 0), at(8, 23, 59)], now)).toBe(1);
  });

  it('keeps each bar on its calendar day', () => {
    const now = at(9, 12);
    const bars = lastSevenDays([at(8, 0, 30), at(8, 3, 30), at(8, 23, 30), at(7, 23, 30)], now);
    expect(bars.map((bar) => bar.count)).toEqual([0, 0, 0, 0, 1, 3, 0]);
  });
});
