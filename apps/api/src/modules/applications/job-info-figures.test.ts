import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { ApplicationResponseSchema, JobInfoResponseSchema } from '@applypilot/contracts';
import { buildApp, type App } from '../../app';
import { backends } from '../../../test/backends';
import { account, cancel, hold, markSent, query, reserve, type Account } from '../../../test/spending';
import { createTestApp, TEST_SCRYPT_COST, type TestApp } from '../../../test/test-app';
import { createApplicationRepository } from './application-repository';
import { computeFiguresSql } from './job-info-figures-sql';

/**
 * Job-info's kept figures (decision 038): the polled call reads one row per user and zone, computed again only when
 * the user's applications changed (a trigger bumps users.applications_version in the same statement) or when a figure
 * moves with time alone (valid_until). The oracle of every test: what job-info serves equals what it computes from
 * scratch once the kept rows are deleted, and the figures a person would see are the expected ones.
 */

/** Zones with half- and three-quarter-hour offsets; at any instant one of them is well away from local midnight. */
const ODD_ZONES = ['Asia/Kolkata', 'Australia/Adelaide', 'Pacific/Chatham', 'America/St_Johns'];

describe.each(backends)('job-info figures kept per user and zone on $name', (backend) => {
  let t: TestApp;
  let second: App;
  beforeAll(async () => {
    t = await createTestApp(backend);
    // A second API instance on the same database: it keeps nothing in memory, so what one changes the other shows.
    second = await buildApp({
      config: t.config,
      db: t.database.db,
      logger: false,
      scryptCost: TEST_SCRYPT_COST,
    });
    await second.app.ready();
  });
  afterAll(async () => {
    await second.app.close();
    await t.close();
  });

  async function served(who: Account, tz: string, through: App = t) {
    const response = await through.app.inject({
      url: `/api/user/job-info?tz=${encodeURIComponent(tz)}`,
      cookies: { ap_session: who.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return JobInfoResponseSchema.parse(response.json()).user;
  }

  /** What job-info serves now, checked against a computation from scratch (the kept rows deleted first). */
  async function current(who: Account, tz: string, through: App = t) {
    const answer = await served(who, tz, through);
    await t.database.db.execute(sql`DELETE FROM job_info_figures WHERE user_id = ${who.id}`);
    expect(answer).toEqual(await served(who, tz, through));
    return answer;
  }

  type User = Awaited<ReturnType<typeof served>>;
  /**
   * The figures of the rolling windows only: after age() moved sent_at back, an entry's local hour and day moved too
   * (real time passing never does that), so only these compare like the clock moving.
   */
  const rolling = (user: User) => ({
    availableJobs: user.availableJobs,
    dailyCount: user.dailyCount,
    monthlyCount: user.monthlyCount,
    last30Days: user.stats?.last30Days,
    previous30Days: user.stats?.previous30Days,
  });

  /** current() for the rolling figures. */
  async function currentRolling(who: Account, tz: string) {
    const answer = rolling(await served(who, tz));
    await t.database.db.execute(sql`DELETE FROM job_info_figures WHERE user_id = ${who.id}`);
    expect(answer).toEqual(rolling(await served(who, tz)));
    return answer;
  }

  async function keptRow(who: Account, tz: string) {
    const [row] = await query<{ version: string; user_version: string; current: boolean; until: string }>(
      t,
      sql`SELECT f.applications_version::text AS version, u.applications_version::text AS user_version,
            f.valid_until > now() AS current, f.valid_until::text AS until
          FROM job_info_figures f JOIN users u ON u.id = f.user_id
          WHERE f.user_id = ${who.id} AND f.time_zone = ${tz}`,
    );
    return row;
  }

  /** True when the kept row's valid_until is exactly the instant `expected` (SQL). */
  async function validUntilIs(who: Account, tz: string, expected: SQL): Promise<boolean> {
    const [row] = await query<{ same: boolean }>(
      t,
      sql`SELECT valid_until = (${expected}) AS same FROM job_info_figures
          WHERE user_id = ${who.id} AND time_zone = ${tz}`,
    );
    return row?.same === true;
  }

  /**
   * Time passing for one user: every instant of their applications and kept rows moves `seconds` into the past, with
   * triggers off (session_replication_role), so the version does not move. For rolling windows this is exactly the
   * clock moving forward by `seconds`.
   */
  async function age(who: Account, seconds: number): Promise<void> {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      const by = sql`make_interval(secs => ${seconds})`;
      await tx.execute(sql`
        UPDATE applications SET reserved_at = reserved_at - ${by}, sent_at = sent_at - ${by},
          held_at = held_at - ${by}, cancelled_at = cancelled_at - ${by}, expired_at = expired_at - ${by}
        WHERE user_id = ${who.id}`);
      await tx.execute(sql`
        UPDATE job_info_figures SET valid_until = valid_until - ${by}, computed_at = computed_at - ${by}
        WHERE user_id = ${who.id}`);
    });
  }

  async function sentAt(who: Account, title: string, at: SQL): Promise<void> {
    await t.database.db.execute(sql`
      INSERT INTO applications (user_id, job_id, job_url, job_title, company, status, reserved_at, sent_at)
      SELECT ${who.id}, ${title}, ${`https://example.com/${title}`}, ${title}, 'Acme', 'sent', at, at
      FROM (SELECT ${at} AS at) x`);
  }

  async function reserved(who: Account, jobId: string): Promise<string> {
    const response = await reserve(t, who, jobId);
    expect(response.statusCode, response.body).toBe(201);
    return ApplicationResponseSchema.parse(response.json()).application.id;
  }

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

  it('serves the kept row while it is current, and any write to the applications makes it stale at once', async () => {
    const who = await account(t);
    expect((await served(who, 'Asia/Kolkata')).totalApplications).toBe(0);
    const kept = await keptRow(who, 'Asia/Kolkata');
    expect(kept).toMatchObject({ current: true });
    expect(kept?.version).toBe(kept?.user_version);

    // The kept row is what is served: a figure written into it by hand shows.
    await t.database.db.execute(sql`
      UPDATE job_info_figures SET figures_json = replace(figures_json, '"totalApplications":0', '"totalApplications":77')
      WHERE user_id = ${who.id}`);
    expect((await served(who, 'Asia/Kolkata')).totalApplications).toBe(77);
    expect((await served(who, 'Asia/Kolkata', second)).totalApplications).toBe(77);

    // A row written straight into applications (no API code involved) bumps the version in the same statement.
    await sentAt(who, 'direct', sql`now() - interval '3 minutes'`);
    const after = await current(who, 'Asia/Kolkata');
    expect(after.totalApplications).toBe(1);
    expect(after.jobHistory.map((e) => e.jobTitle)).toEqual(['direct']);
    // Deleting it too.
    await served(who, 'Asia/Kolkata');
    await t.database.db.execute(sql`DELETE FROM applications WHERE user_id = ${who.id}`);
    expect((await current(who, 'Asia/Kolkata')).totalApplications).toBe(0);

    // A row computed from an older version is never served, even with valid_until ahead.
    await served(who, 'Asia/Kolkata');
    await t.database.db.execute(sql`
      UPDATE job_info_figures SET applications_version = applications_version - 1,
        figures_json = replace(figures_json, '"totalApplications":0', '"totalApplications":55')
      WHERE user_id = ${who.id}`);
    expect((await served(who, 'Asia/Kolkata')).totalApplications).toBe(0);
  });

  it('shows every kind of change at once, whichever instance asks: reserve, hold, sent, cancel, sweep, late sent', async () => {
    const who = await account(t, { credits: 10 });
    const tz = await zoneAwayFromMidnight();
    await served(who, tz);

    const first = await reserved(who, 'first');
    let user = await current(who, tz, second);
    expect(user).toMatchObject({ availableJobs: 9, dailyCount: 1, monthlyCount: 1, totalApplications: 0 });

    // A hold moves the reservation's hour: the kept row's valid_until follows it.
    await served(who, tz);
    expect((await hold(t, who, first)).statusCode).toBe(200);
    await served(who, tz);
    expect(
      await validUntilIs(
        who,
        tz,
        sql`(SELECT held_at + interval '1 hour' FROM applications WHERE id = ${first})`,
      ),
    ).toBe(true);

    expect((await markSent(t, who, first)).statusCode).toBe(200);
    user = await current(who, tz);
    expect(user).toMatchObject({ availableJobs: 9, dailyCount: 1, monthlyCount: 1, totalApplications: 1 });
    expect(user.stats?.today).toBe(1);
    expect(user.jobHistory.map((e) => e.jobTitle)).toEqual(['Engineer first']);

    const second1 = await reserved(who, 'second');
    await served(who, tz);
    expect((await cancel(t, who, second1)).statusCode).toBe(200);
    user = await current(who, tz, second);
    expect(user).toMatchObject({ availableJobs: 9, dailyCount: 1, monthlyCount: 1, totalApplications: 1 });

    // The periodic sweep (another instance's timer): an hour-old reservation given back.
    const third = await reserved(who, 'third');
    await served(who, tz);
    // Two hours pass for this reservation only (the kept row's valid_until stays ahead): only the sweep's own
    // statement can make the row stale.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(
        sql`UPDATE applications SET reserved_at = now() - interval '2 hours' WHERE id = ${third}`,
      );
    });
    expect(await keptRow(who, tz)).toMatchObject({ current: true });
    expect(await createApplicationRepository(t.database.db).sweepExpired()).toBeGreaterThanOrEqual(1);
    user = await current(who, tz);
    expect(user).toMatchObject({ availableJobs: 9, dailyCount: 1, monthlyCount: 1, totalApplications: 1 });

    // The agent reports the swept one as sent after all (decision 033): charged again, in the history.
    await served(who, tz, second);
    expect((await markSent(t, who, third)).statusCode).toBe(200);
    user = await current(who, tz, second);
    expect(user).toMatchObject({ availableJobs: 8, dailyCount: 2, monthlyCount: 2, totalApplications: 2 });
    expect(user.jobHistory.map((e) => e.jobTitle)).toEqual(['Engineer third', 'Engineer first']);
  });

  it('gives an open reservation back when its hour passes while its figures are kept (the lazy sweep)', async () => {
    const who = await account(t);
    const tz = await zoneAwayFromMidnight();
    const id = await reserved(who, 'hour');
    expect(await served(who, tz)).toMatchObject({ availableJobs: 4, dailyCount: 1 });
    expect(
      await validUntilIs(
        who,
        tz,
        sql`(SELECT reserved_at + interval '1 hour' FROM applications WHERE id = ${id})`,
      ),
    ).toBe(true);

    // 59 minutes later the kept row still holds, and is right.
    await age(who, 59 * 60);
    expect(await currentRolling(who, tz)).toMatchObject({ availableJobs: 4, dailyCount: 1 });
    // Past the hour: the row is stale, the reservation is swept before the answer.
    await served(who, tz);
    await age(who, 2 * 60);
    expect(await served(who, tz)).toMatchObject({ availableJobs: 5, dailyCount: 0, monthlyCount: 0 });
    const [row] = await query<{ status: string; expired: boolean }>(
      t,
      sql`SELECT status, expired_at IS NOT NULL AS expired FROM applications WHERE id = ${id}`,
    );
    expect(row).toEqual({ status: 'cancelled', expired: true });
    expect(await currentRolling(who, tz)).toMatchObject({ availableJobs: 5, dailyCount: 0 });
  });

  it('keeps the figures until the oldest application leaves the 24 hours, the 30 days or the 30 before them', async () => {
    const tz = await zoneAwayFromMidnight();
    const cases = [
      { label: '24 hours', age: sql`make_interval(secs => 86400 - 3600)`, window: 86400 },
      { label: '30 days', age: sql`make_interval(secs => 30 * 86400 - 3600)`, window: 30 * 86400 },
      { label: '60 days', age: sql`make_interval(secs => 60 * 86400 - 3600)`, window: 60 * 86400 },
    ];
    for (const c of cases) {
      const who = await account(t);
      await sentAt(who, c.label, sql`now() - ${c.age}`);
      const before = rolling(await current(who, tz));
      await served(who, tz);
      // Valid until the application is exactly `window` old: an hour from now.
      expect(
        await validUntilIs(
          who,
          tz,
          sql`(SELECT sent_at + make_interval(secs => ${c.window}) FROM applications WHERE user_id = ${who.id})`,
        ),
        c.label,
      ).toBe(true);
      // Half an hour later nothing moved and the kept row is still served; past the hour it is computed again.
      await age(who, 30 * 60);
      expect(await currentRolling(who, tz), c.label).toEqual(before);
      await served(who, tz);
      await age(who, 31 * 60);
      const after = await currentRolling(who, tz);
      if (c.window === 86400) {
        expect(before.dailyCount).toBe(1);
        expect(after.dailyCount).toBe(0);
      } else if (c.window === 30 * 86400) {
        expect([before.monthlyCount, before.last30Days, before.previous30Days]).toEqual([1, 1, 0]);
        expect([after.monthlyCount, after.last30Days, after.previous30Days]).toEqual([0, 0, 1]);
      } else {
        expect(before.previous30Days).toBe(1);
        expect(after.previous30Days).toBe(0);
      }
    }
  });

  it('keeps one row per zone for one user, each until its own local midnight, both stale after a change', async () => {
    const who = await account(t);
    await served(who, 'Asia/Kolkata');
    await served(who, 'America/New_York');
    for (const zone of ['Asia/Kolkata', 'America/New_York']) {
      expect(
        await validUntilIs(
          who,
          zone,
          sql`(date_trunc('day', now() AT TIME ZONE ${zone}) + interval '1 day') AT TIME ZONE ${zone}`,
        ),
        zone,
      ).toBe(true);
    }
    await sentAt(who, 'both', sql`now() - interval '1 minute'`);
    for (const zone of ['Asia/Kolkata', 'America/New_York']) {
      const row = await keptRow(who, zone);
      // Still ahead in time, but from the version before the change: not served.
      expect(row, zone).toMatchObject({ current: true });
      expect(row?.version, zone).not.toBe(row?.user_version);
    }
    for (const zone of ['Asia/Kolkata', 'America/New_York']) {
      const user = await current(who, zone);
      expect(user.stats?.timeZone).toBe(zone);
      expect(user.totalApplications).toBe(1);
    }
  });

  it('computes again at a daylight-saving change, and on the day after one while yesterday is still filling', async () => {
    const who = await account(t);
    const untilAt = async (at: string) => {
      const [row] = await query<{ valid_until: string | Date }>(
        t,
        computeFiguresSql(who.id, 'America/New_York', sql`${at}::timestamptz`),
      );
      return new Date(row?.valid_until ?? Number.NaN).toISOString().slice(0, 16).replace('T', ' ');
    };
    // New York springs forward at 07:00 UTC on 8 March 2026 and falls back at 06:00 UTC on 1 November 2026.
    expect(await untilAt('2026-03-08 05:00:00+00')).toBe('2026-03-08 07:00');
    expect(await untilAt('2026-11-01 04:30:00+00')).toBe('2026-11-01 06:00');
    // An ordinary evening (23:00 on 11 March, EDT): the next local midnight.
    expect(await untilAt('2026-03-12 03:00:00+00')).toBe('2026-03-12 04:00');
    // The day after the change, an application of yesterday not yet in "yesterday until now": computed each time.
    await sentAt(who, 'after-change', sql`'2026-03-08 20:00:00+00'::timestamptz`);
    expect(await untilAt('2026-03-09 12:00:00+00')).toBe('2026-03-09 12:00');
    // Once it is in (after 20:00 UTC), the next local midnight again.
    expect(await untilAt('2026-03-09 21:00:00+00')).toBe('2026-03-10 04:00');
  });

  it("sends the specification's call every entry, and a client that names its zone the newest five", async () => {
    const who = await account(t);
    for (let i = 0; i < 8; i += 1)
      await sentAt(who, `job-${i}`, sql`now() - make_interval(mins => ${8 - i})`);
    const spec = await t.app.inject({
      url: '/api/user/job-info',
      cookies: { ap_session: who.cookie },
      headers: { 'x-user-email': who.email },
    });
    const whole = JobInfoResponseSchema.parse(spec.json()).user;
    expect(whole.jobHistory.map((e) => e.jobTitle)).toEqual([7, 6, 5, 4, 3, 2, 1, 0].map((i) => `job-${i}`));
    expect(whole.totalApplications).toBe(8);
    expect(whole.jobHistoryNextCursor).toBeNull();

    const dashboard = await t.app.inject({
      url: '/api/user/job-info',
      cookies: { ap_session: who.cookie },
      headers: { 'x-user-email': who.email, 'x-time-zone': 'Asia/Kolkata' },
    });
    const preview = JobInfoResponseSchema.parse(dashboard.json()).user;
    expect(preview.jobHistory.map((e) => e.jobTitle)).toEqual([7, 6, 5, 4, 3].map((i) => `job-${i}`));
    expect(preview.totalApplications).toBe(8);
    expect(preview.jobHistoryNextCursor).toEqual(expect.any(String));
    // Without either header (a script with the cookie alone): the newest five, UTC days.
    const bare = JobInfoResponseSchema.parse(
      (await t.app.inject({ url: '/api/user/job-info', cookies: { ap_session: who.cookie } })).json(),
    ).user;
    expect(bare.jobHistory).toHaveLength(5);
    expect(bare.stats?.timeZone).toBe('UTC');
  });
});
