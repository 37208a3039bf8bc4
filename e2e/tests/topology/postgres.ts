import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The local PostgreSQL server, reached with Debian's psql (the e2e workspace has no driver of its own): TEST_DATABASE_URL
 * names it (CI sets it), else the server every machine of this project starts on 127.0.0.1:5432. DATABASE_URL from the
 * environment is never read.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface Database {
  /** postgres://… of the fresh database. */
  url: string;
  name: string;
  /** The rows of one SELECT, as JSON objects (PostgreSQL builds the JSON, so types come back as JSON types). */
  rows<T>(select: string): Promise<T[]>;
  /** Runs statements; returns nothing. */
  execute(statements: string): Promise<void>;
  drop(): Promise<void>;
  /** A new database restored from a `pg_dump --format=custom` file with pg_restore. */
  restoredCopy(dumpFile: string): Promise<Database>;
}

async function psql(url: string, sql: string): Promise<string> {
  try {
    const { stdout } = await run(
      'psql',
      ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', sql],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return stdout;
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr ?? String(error);
    throw new Error(`psql failed on ${new URL(url).pathname}: ${detail.trim()}\n${sql}`);
  }
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** A database of its own for one run, dropped afterwards; a clear error when no server answers. */
export async function createDatabase(): Promise<Database> {
  const name = `applypilot_topology_${randomBytes(6).toString('hex')}`;
  try {
    await psql(SERVER_URL, `CREATE DATABASE ${name}`);
  } catch (error) {
    throw new Error(
      `The topology test needs the PostgreSQL server of TEST_DATABASE_URL (${new URL(SERVER_URL).host}): ` +
        (error instanceof Error ? error.message : String(error)),
    );
  }
  const url = withDatabase(SERVER_URL, name);
  return {
    url,
    name,
    async rows<T>(select: string) {
      const out = await psql(url, `SELECT coalesce(json_agg(t), '[]'::json) FROM (${select}) t`);
      return JSON.parse(out) as T[];
    },
    async execute(statements: string) {
      await psql(url, statements);
    },
    async drop() {
      await psql(SERVER_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
    async restoredCopy(dumpFile: string) {
      const copy = await createDatabase();
      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${copy.url}`, dumpFile]);
      return copy;
    },
  };
}
