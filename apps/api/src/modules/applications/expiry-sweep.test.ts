import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { backends } from '../../../test/backends';
import { TEST_ORIGIN, TEST_SCRYPT_COST, type TestApp } from '../../../test/test-app';
import { account, balance, query, reserve } from '../../../test/spending';

/** The periodic sweep of the API process, started on ready with a short interval so the test need not wait long. */
describe.each(backends)('periodic expiry sweep on $name', (backend) => {
  let t: TestApp;
  let database: Database;
  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'applypilot-sweep-'));
    const config = loadConfig({
      APP_ORIGIN: TEST_ORIGIN,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      NODE_ENV: 'test',
    });
    database = await backend.open();
    const built = await buildApp({
      config,
      db: database.db,
      logger: false,
      scryptCost: TEST_SCRYPT_COST,
      applications: { sweepIntervalMs: 50 },
    });
    await built.app.ready();
    t = {
      ...built,
      config,
      database,
      dataDir,
      async close() {
        await built.app.close();
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  });
  afterAll(() => t.close());

  it('gives an hour-old reservation back without any request from its user', async () => {
    const who = await account(t);
    const id = (await reserve(t, who, 'job-timer')).json().application.id as string;
    await t.database.db.execute(
      sql`UPDATE applications SET reserved_at = now() - interval '61 minutes' WHERE id = ${id}`,
    );
    let row: { status: string; cancel_reason: string | null } | undefined;
    // Polls the database (no request of the user's, which would sweep lazily); the interval is 50 ms.
    for (let i = 0; i < 200; i += 1) {
      [row] = await query<{ status: string; cancel_reason: string | null }>(
        t,
        sql`SELECT status, cancel_reason FROM applications WHERE id = ${id}`,
      );
      if (row?.status !== 'reserved') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(row).toEqual({ status: 'cancelled', cancel_reason: 'expired' });
    expect(await balance(t, who)).toEqual({ credits: 5, ledgerSum: 5 });
  });
});
