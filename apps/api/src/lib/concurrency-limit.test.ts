import { describe, expect, it } from 'vitest';
import { BusyError, createConcurrencyLimit } from './concurrency-limit';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createConcurrencyLimit', () => {
  it('runs at most `concurrency` tasks, queues `queueLimit` more and refuses the rest with BusyError', async () => {
    const run = createConcurrencyLimit({ concurrency: 2, queueLimit: 1, retryAfterSeconds: 7 });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const task = (i: number) => () => {
      started.push(i);
      return gates[i]?.promise.then(() => i) ?? Promise.resolve(i);
    };
    const first = run(task(0));
    const second = run(task(1));
    const queued = run(task(2));
    const refused = run(task(3));
    await expect(refused).rejects.toEqual(new BusyError(7));
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 7 });
    expect(started).toEqual([0, 1]);
    gates[0]?.resolve();
    expect(await first).toBe(0);
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[1]?.resolve();
    gates[2]?.resolve();
    expect(await Promise.all([second, queued])).toEqual([1, 2]);
    // Every slot is free again: two run at once, a failing task frees its slot too.
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await Promise.all([run(async () => 'a'), run(async () => 'b'), run(async () => 'c')])).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
