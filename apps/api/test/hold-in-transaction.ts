import type { SQL } from 'drizzle-orm';
import type { TestApp } from './test-app';

/**
 * Runs `statement` (a lock, say) in a transaction of its own that stays open, as a stuck request or a migration would
 * hold it, until the returned function is called; that function ends the transaction and waits for it.
 */
export async function holdInTransaction(
  t: Pick<TestApp, 'database'>,
  statement: SQL,
): Promise<() => Promise<void>> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = () => undefined as void;
  const isHeld = new Promise<void>((resolve) => (held = resolve));
  const holder = t.database.db.transaction(async (tx) => {
    await tx.execute(statement);
    held();
    await released;
  });
  // A statement that fails ends the transaction at once: the caller's test then fails on it rather than waiting.
  await Promise.race([isHeld, holder]);
  return async () => {
    release();
    await holder;
  };
}
