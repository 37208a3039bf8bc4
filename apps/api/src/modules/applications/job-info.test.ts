import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import {
  HISTORY_PAGE_SIZE,
  HISTORY_PREVIEW_COUNT,
  HistoryPageResponseSchema,
  JobInfoResponseSchema,
  MESSAGES,
} from '@applypilot/contracts';
import { backends } from '../../../test/backends';
import { account, jobInfo, query, type Account } from '../../../test/spending';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { JOB_INFO_MESSAGES } from './job-info-routes';

/**
 * Job-info's figures computed by the database in the browser's time zone, and the history's pages (decision 035).
 * Rows are written straight into the table at instants computed by the database itself, so the edges (local
 * midnight, the same clock time yesterday, the 30-day windows) are exact to the microsecond.
 */

/** Zones with half- and three-quarter-hour offsets; at any instant one of them is well away from local midnight. */
const ODD_ZONES = ['Asia/Kolkata', 'Australia/Adelaide', 'Pacific/Chatham', 'America/St_Johns'];

describe.each(backends)('job-info and the history pages on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  /** A sent application of `who` at the instant `at` (SQL, may use the zone as $tz through `tz`). */
  async function sentAt(who: Account, title: string, at: SQL): Promise<void> {
    await t.database.db.execute(sql`
      INSERT INTO applications (user_id, job_id, job_url, job_title, company, status, reserved_at, sent_at)
      SELECT ${who.id}, ${title}, ${`https://example.com/${title}`}, ${title}, 'Acme', 'sent', at, at
      FROM (SELECT ${at} AS at) x`);
  }

  async function info(who: Account, tz?: string) {
    const response = await t.app.inject({
      url: tz === undefined ? '/api/user/job-info' : `/api/user/job-info?tz=${encodeURIComponent(tz)}`,
      cookies: { ap_session: who.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return JobInfoResponseSchema.parse(response.json()).user;
  }

  /** One of ODD_ZONES whose local time is between 02:00 and 22:00 now, so no edge below crosses midnight mid-test. */
  async function zoneAwayFromMidnight(): Promise<string> {
    for (const zone of ODD_ZONES) {
      const [row] = await query<{ hour: number }>(
        t,
        sql`SELECT extract(hour FROM now() AT TIME ZONE ${zone})::int AS hour`,
      );
      if (row && row.hour >= 2 && row.hour < 22) return zone;
    }
    throw new Error('unreachable: the zones are spread over the day');
  }

  it('answers an account without applications with zeros, UTC days, and the fields the specification names', async () => {
    const who = await account(t);
    const [today] = await query<{ d: string }>(
      t,
      sql`SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS d`,
    );
    expect(await info(who)).toEqual({
      jobHistory: [],
      availableJobs: 5,
      isPremium: false,
      dailyCount: 0,
      monthlyCount: 0,
      totalApplications: 0,
      jobHistoryNextCursor: null,
      stats: {
        timeZone: 'UTC',
        localDate: today?.d,
        today: 0,
        yesterdayUntilNow: 0,
        last30Days: 0,
        previous30Days: 0,
        lastSevenDays: [0, 0, 0, 0, 0, 0, 0],
        timeOfDay: { Morning: 0, Afternoon: 0, Evening: 0, Night: 0 },
        easyApply: 0,
        companySites: 0,
      },
    });
  });

  it('counts local days from local midnight, yesterday up to the same clock time, and the two 30-day windows', async () => {
    const who = await account(t);
    const tz = await zoneAwayFromMidnight();
    const midnight = sql`(date_trunc('day', now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`;
    const sixDaysAgo = sql`((date_trunc('day', now() AT TIME ZONE ${tz}) - interval '6 days') AT TIME ZONE ${tz})`;
    const sameTimeYesterday = sql`((now() AT TIME ZONE ${tz} - interval '1 day') AT TIME ZONE ${tz})`;
    const days30 = sql`make_interval(secs => 30 * 86400)`;
    await sentAt(who, 'at-local-midnight', midnight);
    await sentAt(who, 'just-before-midnight', sql`${midnight} - interval '1 microsecond'`);
    await sentAt(who, 'yesterday-earlier', sql`${sameTimeYesterday} - interval '1 minute'`);
    await sentAt(who, 'yesterday-later', sql`${sameTimeYesterday} + interval '1 minute'`);
    await sentAt(who, 'six-days-ago-midnight', sixDaysAgo);
    await sentAt(who, 'before-the-bars', sql`${sixDaysAgo} - interval '1 microsecond'`);
    await sentAt(who, 'inside-30-days', sql`now() - ${days30} + interval '1 minute'`);
    await sentAt(who, 'inside-previous-30', sql`now() - ${days30} - interval '1 minute'`);
    await sentAt(who, 'older-than-60-days', sql`now() - 2 * ${days30} - interval '1 minute'`);
    const [expected] = await query<{ daily: number; local: string }>(
      t,
      sql`SELECT count(*)::int AS daily, to_char(now() AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS local
          FROM applications WHERE user_id = ${who.id} AND sent_at > now() - interval '24 hours'`,
    );

    const user = await info(who, tz);
    expect(user.stats).toMatchObject({
      timeZone: tz,
      localDate: expected?.local,
      today: 1,
      yesterdayUntilNow: 1,
      // 6d … Today: the day six local days back from its first microsecond; yesterday's three; today's one.
      lastSevenDays: [1, 0, 0, 0, 0, 3, 1],
      last30Days: 7,
      previous30Days: 1,
    });
    expect(user.totalApplications).toBe(9);
    expect(user.dailyCount).toBe(expected?.daily);
    expect(user.monthlyCount).toBe(7);

    // The same rows counted in UTC days: the local-midnight row is not at a day's edge there.
    const utc = await info(who, 'UTC');
    expect(utc.stats?.timeZone).toBe('UTC');
    expect(utc.stats?.lastSevenDays.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(4);
    expect(utc.stats?.last30Days).toBe(7);
  });

  it('puts each application in its local hour bucket at every edge, daylight saving included', async () => {
    const who = await account(t);
    const kolkata = (local: string) => sql`${local}::timestamp AT TIME ZONE 'Asia/Kolkata'`;
    const edges = [
      '2025-03-10 04:59:59.999999', // Night
      '2025-03-10 05:00:00', // Morning
      '2025-03-10 11:59:59.999999', // Morning
      '2025-03-10 12:00:00', // Afternoon
      '2025-03-10 16:59:59.999999', // Afternoon
      '2025-03-10 17:00:00', // Evening
      '2025-03-10 23:59:59.999999', // Evening
      '2025-03-11 00:00:00', // Night
    ];
    for (const [i, local] of edges.entries()) await sentAt(who, `edge-${i}`, kolkata(local));
    expect((await info(who, 'Asia/Kolkata')).stats?.timeOfDay).toEqual({
      Morning: 2,
      Afternoon: 2,
      Evening: 2,
      Night: 2,
    });

    // 16:30 UTC is 12:30 in New York in July (EDT) and 11:30 in January (EST).
    const other = await account(t);
    await sentAt(other, 'summer', sql`'2025-07-15 16:30:00+00'::timestamptz`);
    await sentAt(other, 'winter', sql`'2025-01-15 16:30:00+00'::timestamptz`);
    expect((await info(other, 'America/New_York')).stats?.timeOfDay).toEqual({
      Morning: 1,
      Afternoon: 1,
      Evening: 0,
      Night: 0,
    });
    expect((await info(other)).stats?.timeOfDay).toEqual({
      Morning: 0,
      Afternoon: 2,
      Evening: 0,
      Night: 0,
    });
  });

  it('refuses a time zone that is not an IANA name with 400, and still wants a session first', async () => {
    const who = await account(t);
    for (const tz of [
      'Mars/Olympus_Mons',
      '',
      'Asia/Kolkata; DROP TABLE users',
      '../../etc/passwd',
      'x'.repeat(80),
    ]) {
      const response = await t.app.inject({
        url: `/api/user/job-info?tz=${encodeURIComponent(tz)}`,
        cookies: { ap_session: who.cookie },
      });
      expect(response.statusCode, tz).toBe(400);
      expect(response.json()).toEqual({ success: false, error: JOB_INFO_MESSAGES.badTimeZone });
    }
    const twice = await t.app.inject({
      url: '/api/user/job-info?tz=UTC&tz=Asia/Kolkata',
      cookies: { ap_session: who.cookie },
    });
    expect(twice.statusCode).toBe(400);
    // Aliases the browser may report are names too.
    expect((await info(who, 'Asia/Calcutta')).stats?.timeZone).toBe('Asia/Calcutta');
    // The dashboard names its zone in a header (the URL stays the specification's); the parameter wins over it.
    const byHeader = await t.app.inject({
      url: '/api/user/job-info',
      cookies: { ap_session: who.cookie },
      headers: { 'x-time-zone': 'America/New_York' },
    });
    expect(JobInfoResponseSchema.parse(byHeader.json()).user.stats?.timeZone).toBe('America/New_York');
    const both = await t.app.inject({
      url: '/api/user/job-info?tz=Asia/Kolkata',
      cookies: { ap_session: who.cookie },
      headers: { 'x-time-zone': 'America/New_York' },
    });
    expect(JobInfoResponseSchema.parse(both.json()).user.stats?.timeZone).toBe('Asia/Kolkata');
    const badHeader = await t.app.inject({
      url: '/api/user/job-info',
      cookies: { ap_session: who.cookie },
      headers: { 'x-time-zone': 'Nowhere/Special' },
    });
    expect(badHeader.statusCode).toBe(400);
    const anonymous = await t.app.inject({ url: '/api/user/job-info?tz=Mars/Olympus_Mons' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, error: MESSAGES.notAuthenticated });
  });

  describe('the history, page by page', () => {
    async function page(who: Account, cursor?: string | null) {
      const response = await t.app.inject({
        url:
          cursor === undefined || cursor === null
            ? '/api/user/applications'
            : `/api/user/applications?cursor=${encodeURIComponent(cursor)}`,
        cookies: { ap_session: who.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return HistoryPageResponseSchema.parse(response.json());
    }

    /** `count` sent applications, three at a time sharing one instant (ties go by id), a second apart. */
    async function history(who: Account, count: number) {
      await t.database.db.execute(sql`
        INSERT INTO applications (user_id, job_id, job_url, job_title, company, status, reserved_at, sent_at)
        SELECT ${who.id}, 'p-' || g, 'https://example.com/p-' || g, 'Job ' || g, 'Acme', 'sent', at, at
        FROM generate_series(1, ${count}::int) g,
          LATERAL (SELECT date_trunc('second', now()) - make_interval(secs => (g / 3) * 1) AS at) x`);
      // Newest first: by sent_at, then id (both descending), exactly as the pages must come.
      return (
        await query<{ title: string }>(
          t,
          sql`SELECT job_title AS title FROM applications WHERE user_id = ${who.id} AND status = 'sent'
              ORDER BY sent_at DESC, id DESC`,
        )
      ).map((row) => row.title);
    }

    it('walks 120 applications newest first, 50 a page, each once, ties included, to a null cursor', async () => {
      const who = await account(t);
      const expected = await history(who, 120);
      const user = await info(who);
      expect(user.totalApplications).toBe(120);
      expect(user.jobHistory.map((e) => e.jobTitle)).toEqual(expected.slice(0, HISTORY_PREVIEW_COUNT));
      expect(user.jobHistoryNextCursor).toEqual(expect.any(String));

      const seen: string[] = [];
      const sizes: number[] = [];
      let cursor: string | null | undefined;
      do {
        const next = await page(who, cursor);
        sizes.push(next.jobHistory.length);
        seen.push(...next.jobHistory.map((e) => e.jobTitle));
        cursor = next.nextCursor;
      } while (cursor !== null);
      expect(sizes).toEqual([HISTORY_PAGE_SIZE, HISTORY_PAGE_SIZE, 20]);
      expect(seen).toEqual(expected);

      // The preview's cursor continues right after the preview.
      const rest = await page(who, user.jobHistoryNextCursor);
      expect(rest.jobHistory.map((e) => e.jobTitle)).toEqual(
        expected.slice(HISTORY_PREVIEW_COUNT, HISTORY_PREVIEW_COUNT + HISTORY_PAGE_SIZE),
      );
    });

    it('keeps its place when applications are sent between two pages, to the microsecond', async () => {
      const who = await account(t);
      const expected = await history(who, 60);
      const first = await page(who);
      // Sent meanwhile: one newer than everything, and one a microsecond after the first page's last entry.
      await sentAt(who, 'sent-meanwhile', sql`now()`);
      await t.database.db.execute(sql`
        INSERT INTO applications (user_id, job_id, job_url, job_title, company, status, reserved_at, sent_at)
        SELECT user_id, 'squeezed', job_url, 'squeezed', company, 'sent', sent_at + interval '1 microsecond',
          sent_at + interval '1 microsecond'
        FROM applications WHERE user_id = ${who.id} AND job_title = ${expected[HISTORY_PAGE_SIZE - 1] ?? ''}`);
      const second = await page(who, first.nextCursor);
      expect([...first.jobHistory, ...second.jobHistory].map((e) => e.jobTitle)).toEqual(expected);
      expect(second.nextCursor).toBeNull();
      // From the top again, both are there.
      expect((await page(who)).jobHistory.slice(0, 1).map((e) => e.jobTitle)).toEqual(['sent-meanwhile']);
    });

    it('shows only the asking user its own rows, refuses cursors it did not make, and wants a session', async () => {
      const owner = await account(t);
      await history(owner, 55);
      const cursor = (await page(owner)).nextCursor;
      const stranger = await account(t);
      // Another user's cursor is only a position: the stranger's own (empty) history after it.
      expect(await page(stranger, cursor)).toEqual({ success: true, jobHistory: [], nextCursor: null });
      for (const bad of [
        '',
        'abc',
        '123.not-a-uuid',
        `${'9'.repeat(17)}.00000000-0000-4000-8000-000000000000`,
      ]) {
        const response = await t.app.inject({
          url: `/api/user/applications?cursor=${encodeURIComponent(bad)}`,
          cookies: { ap_session: owner.cookie },
        });
        expect(response.statusCode, bad).toBe(400);
        expect(response.json()).toEqual({ success: false, error: JOB_INFO_MESSAGES.badCursor });
      }
      const anonymous = await t.app.inject({ url: '/api/user/applications' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, error: MESSAGES.notAuthenticated });
    });
  });

  it('compresses the whole history for a client that asks, and sends the small polled answer as it is', async () => {
    const who = await account(t);
    await t.database.db.execute(sql`
      INSERT INTO applications (user_id, job_id, job_url, job_title, company, status, reserved_at, sent_at)
      SELECT ${who.id}, 'c-' || g, 'https://www.linkedin.com/jobs/view/' || g || '/', 'A job title ' || g,
        'Company ' || g, 'sent', now() - make_interval(secs => g * 60), now() - make_interval(secs => g * 60)
      FROM generate_series(1, 200) g`);
    // The specification's call: all 200 entries, compressed when asked (decision 038).
    const spec = { 'x-user-email': who.email };
    const plain = await jobInfo(t, who, spec);
    const compressed = await jobInfo(t, who, { ...spec, 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    const { gunzipSync } = await import('node:zlib');
    const decoded = JSON.parse(gunzipSync(compressed.rawPayload).toString('utf8'));
    expect(decoded).toEqual(plain.json());
    expect(decoded.user.jobHistory).toHaveLength(200);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    // A browser offers br first; one that refuses everything (q=0) gets the text as it is.
    const brotli = await jobInfo(t, who, { ...spec, 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());
    const refused = await jobInfo(t, who, { ...spec, 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());

    // The dashboard's poll (a zone named): the preview and the figures, under 4 KB, sent as they are.
    const poll = await jobInfo(t, who, { 'x-time-zone': 'Asia/Kolkata', 'accept-encoding': 'gzip, br' });
    expect(poll.headers['content-encoding']).toBeUndefined();
    expect(poll.rawPayload.length).toBeLessThan(4096);
    expect(JobInfoResponseSchema.parse(poll.json()).user.jobHistory).toHaveLength(HISTORY_PREVIEW_COUNT);
  });
});
