import { describe, expect, it } from 'vitest';
import { batchedRead, MAX_BATCH } from './batched-read';

/** A read of squares that records every statement it was asked to run. */
function squares(options: { failOn?: number } = {}) {
  const statements: number[][] = [];
  const read = batchedRead<number, { i: number; square: number }>({
    readMany: async (keys) => {
      statements.push(keys);
      if (options.failOn !== undefined && keys.includes(options.failOn))
        throw new Error(`bad key ${options.failOn}`);
      // Rows in another order than the keys, and none for negative keys: as a database may answer.
      return keys
        .map((key, i) => ({ i, square: key * key, key }))
        .filter((row) => row.key >= 0)
        .reverse()
        .map(({ i, square }) => ({ i, square }));
    },
    indexOf: (row) => row.i,
    idOf: (key) => String(key),
  });
  return { read, statements };
}

describe('batched reads', () => {
  it('reads the keys asked for in one turn with one statement, each ask getting its own row', async () => {
    const { read, statements } = squares();
    const answers = await Promise.all([read(2), read(3), read(-1), read(4)]);
    expect(answers).toEqual([{ i: 0, square: 4 }, { i: 1, square: 9 }, undefined, { i: 3, square: 16 }]);
    expect(statements).toEqual([[2, 3, -1, 4]]);
  });

  it('asks once for a key asked twice in a turn, and again in a later turn', async () => {
    const { read, statements } = squares();
    const [a, b] = await Promise.all([read(5), read(5)]);
    expect(a?.square).toBe(25);
    expect(b?.square).toBe(25);
    expect((await read(5))?.square).toBe(25);
    expect(statements).toEqual([[5], [5]]);
  });

  it(`sends at most ${MAX_BATCH} keys in one statement`, async () => {
    const { read, statements } = squares();
    const keys = Array.from({ length: MAX_BATCH + 3 }, (_, i) => i);
    const answers = await Promise.all(keys.map((key) => read(key)));
    expect(answers.map((row) => row?.square)).toEqual(keys.map((key) => key * key));
    expect(statements.map((s) => s.length)).toEqual([MAX_BATCH, 3]);
  });

  it('fails every ask of a failed statement with its error, and reads nothing again', async () => {
    const { read, statements } = squares({ failOn: 7 });
    const settled = await Promise.allSettled([read(6), read(7), read(8)]);
    expect(settled).toEqual([6, 7, 8].map(() => ({ status: 'rejected', reason: new Error('bad key 7') })));
    expect(statements).toEqual([[6, 7, 8]]);
    // The next turn is a batch of its own.
    expect((await read(6))?.square).toBe(36);
  });
});
