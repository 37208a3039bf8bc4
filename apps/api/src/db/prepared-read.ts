import pg from 'pg';
import type { Db } from './client';

/** What both drivers' clients answer a parameterised query with. */
interface RawClient {
  query(config: string | pg.QueryConfig, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * A read of the hottest paths (/auth/me, job-info) straight on the driver, named so PostgreSQL parses and plans it
 * once per connection: Drizzle's prepared statements cost a few microseconds more a call in mapping and cloning, a
 * measurable share of a route that is one primary-key read (decision 035). `text` uses the tables' SQL names and
 * `$1…` parameters, and names its columns as `Row` does (`AS "camelCase"`); PGlite runs the same text unnamed.
 */
export function preparedRead<Row>(db: Db, name: string, text: string): (values: unknown[]) => Promise<Row[]> {
  const client = (db as unknown as { $client: RawClient }).$client;
  if (client instanceof pg.Pool) {
    return async (values) => (await client.query({ name, text, values })).rows as Row[];
  }
  return async (values) => (await client.query(text, values)).rows as Row[];
}
