import { describe, expect, it } from 'vitest';
import { safeError } from './safe-error';

describe('safeError', () => {
  it('keeps the type, code, SQL text and stack frames of a failed query, never its parameters or row values', () => {
    const driver = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: '23505',
        detail: 'Key (email)=(secret@example.com) already exists.',
        query: 'insert into users (email, password_hash) values ($1, $2)',
        params: ['secret@example.com', 'scrypt$hash'],
      },
    );
    const drizzle = Object.assign(
      new Error(
        'Failed query: insert into users (email, password_hash) values ($1, $2)\nparams: secret@example.com,scrypt$hash',
        {
          cause: driver,
        },
      ),
      { query: driver.query, params: driver.params },
    );
    const safe = safeError(drizzle);
    expect(safe).toMatchObject({
      type: 'Error',
      message: 'Failed query',
      query: 'insert into users (email, password_hash) values ($1, $2)',
      cause: { message: 'duplicate key value violates unique constraint "users_email_key"', code: '23505' },
    });
    expect(safe.cause?.query).toBeUndefined();
    expect(safe.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(safe)).not.toMatch(/secret@example\.com|scrypt\$hash|params/);
    expect(safeError('a string')).toEqual({ type: 'string', message: 'a non-Error value was thrown' });
  });
});
