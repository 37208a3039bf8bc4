import { EXTENSION_ORIGIN } from '@applypilot/contracts';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acceptsApiOrigin,
  builtForApiOrigin,
  lockSeconds,
  Pairing,
  PAIRING_MAX_WRONG,
  type PairingOptions,
} from './pairing';

const EXTENSION = EXTENSION_ORIGIN;
const SITE = 'http://localhost:8080';

/** A Pairing on a folder, with what it printed (codes, window lines) and a clock the test moves. */
async function open(dir: string, options: PairingOptions = {}) {
  const codes: string[] = [];
  const lines: string[] = [];
  const clock = { ms: 1_000_000 };
  const pairing = await Pairing.open(
    dir,
    (code) => codes.push(code),
    (line) => lines.push(line),
    { now: () => clock.ms, ...options },
  );
  const code = () => codes.at(-1) ?? '';
  /** A 6-digit code that is not the one shown (a different one each time, as a guesser would send). */
  const wrong = (i: number) => {
    const guess = String(i % 10 ** 6).padStart(6, '0');
    return guess === code() ? String((i + 1) % 10 ** 6).padStart(6, '0') : guess;
  };
  return { pairing, codes, lines, clock, code, wrong };
}

describe('pairing', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'agent-pairing-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses everything after 10 wrong codes in one start, the right code too, and pairs after a restart', async () => {
    const first = await open(dir);
    const kinds: string[] = [];
    for (let i = 0; i < 100; i += 1) {
      first.clock.ms += 61_000; // past any lock, so every attempt is a real guess
      kinds.push((await first.pairing.pair(first.wrong(i), EXTENSION, SITE)).kind);
    }
    expect(kinds.slice(0, PAIRING_MAX_WRONG - 1)).toEqual(Array(9).fill('wrong-code'));
    expect(kinds.slice(PAIRING_MAX_WRONG - 1)).toEqual(Array(91).fill('exhausted'));
    first.clock.ms += 61_000;
    expect(await first.pairing.pair(first.code(), EXTENSION, SITE)).toEqual({ kind: 'exhausted' });
    expect(first.codes).toHaveLength(1);
    expect(first.lines).toEqual([
      '10 wrong pairing codes: pairing is closed. Restart the agent to pair the extension.',
    ]);
    await expect(readFile(path.join(dir, 'pairing.json'))).rejects.toThrow(/ENOENT/);

    // A restart: a new Pairing on the same folder shows one new code, which pairs.
    const second = await open(dir);
    expect(second.codes).toHaveLength(1);
    const paired = await second.pairing.pair(second.code(), EXTENSION, SITE);
    expect(paired.kind).toBe('paired');
    expect(second.lines).toEqual([`Paired with the ApplyPilot extension ${EXTENSION} for ${SITE}.`]);
    expect(second.pairing.origin).toBe(EXTENSION);
    expect(second.pairing.apiOrigin).toBe(SITE);
    const file = JSON.parse(await readFile(path.join(dir, 'pairing.json'), 'utf8')) as Record<string, string>;
    expect(file).toEqual({
      token: paired.kind === 'paired' ? paired.token : '',
      origin: EXTENSION,
      apiOrigin: SITE,
    });

    // A third start is paired: no code at all.
    const third = await open(dir);
    expect(third.codes).toEqual([]);
    expect(third.pairing.apiOrigin).toBe(SITE);
  });

  it('locks pairing for a doubling time after each wrong code; attempts in the lock are not checked or counted', async () => {
    const { pairing, clock, code, codes, wrong } = await open(dir);
    const locks: number[] = [];
    for (let n = 1; n < PAIRING_MAX_WRONG; n += 1) {
      expect(await pairing.pair(wrong(n), EXTENSION, SITE)).toEqual({ kind: 'wrong-code' });
      const locked = await pairing.pair(code(), EXTENSION, SITE);
      if (locked.kind !== 'locked') throw new Error(`expected a lock, got ${locked.kind}`);
      locks.push(locked.retryAfterSeconds);
      // Many tries within the lock, the right code among them: all refused, none counted.
      for (let i = 0; i < 20; i += 1) {
        expect((await pairing.pair(wrong(n * 100 + i), EXTENSION, SITE)).kind).toBe('locked');
      }
      clock.ms += lockSeconds(n) * 1000 - 1;
      expect(await pairing.pair(code(), EXTENSION, SITE)).toEqual({ kind: 'locked', retryAfterSeconds: 1 });
      clock.ms += 1;
    }
    expect(locks).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    // 9 wrong codes and 198 refused attempts later, the same code still pairs.
    expect(codes).toHaveLength(1);
    expect((await pairing.pair(code(), EXTENSION, SITE)).kind).toBe('paired');
  });

  it('pairs a download built for one site only with an extension built for it', async () => {
    const { pairing, code } = await open(dir, { builtFor: 'https://applypilot.example' });
    expect(await pairing.pair(code(), EXTENSION, SITE)).toEqual({ kind: 'wrong-site' });
    expect(await pairing.pair(code(), EXTENSION, 'https://applypilot.example.evil.test')).toEqual({
      kind: 'wrong-site',
    });
    // A refused site is not a guess: no lock follows it.
    const paired = await pairing.pair(code(), EXTENSION, 'https://applypilot.example');
    expect(paired.kind).toBe('paired');
    expect(pairing.apiOrigin).toBe('https://applypilot.example');
  });

  it('reads the build constant: any site from the repository, one site in a bundle', () => {
    expect(builtForApiOrigin()).toBeNull();
    expect(acceptsApiOrigin('http://localhost:8080', null)).toBe(true);
    expect(acceptsApiOrigin('https://applypilot.example', 'https://applypilot.example')).toBe(true);
    expect(acceptsApiOrigin('http://localhost:8080', 'https://applypilot.example')).toBe(false);
  });

  it('treats a pairing.json without the site it was paired for as unpaired', async () => {
    await writeFile(
      path.join(dir, 'pairing.json'),
      JSON.stringify({ token: 'x'.repeat(43), origin: EXTENSION }),
    );
    const { pairing, codes } = await open(dir);
    expect(codes).toHaveLength(1);
    expect(pairing.origin).toBeNull();
    expect(pairing.tokenMatches('x'.repeat(43))).toBe(false);
  });

  it('prints one code per start with --unpair, paired or not', async () => {
    const unpaired = await open(dir);
    await unpaired.pairing.forget();
    expect(unpaired.codes).toHaveLength(1);
    expect((await unpaired.pairing.pair(unpaired.code(), EXTENSION, SITE)).kind).toBe('paired');

    const paired = await open(dir);
    expect(paired.codes).toHaveLength(0);
    await paired.pairing.forget();
    expect(paired.codes).toHaveLength(1);
    expect(paired.pairing.origin).toBeNull();
    await expect(readFile(path.join(dir, 'pairing.json'))).rejects.toThrow(/ENOENT/);
  });

  it('pairs once when the right code arrives twice at the same time', async () => {
    const { pairing, code, lines } = await open(dir);
    const results = await Promise.all([
      pairing.pair(code(), EXTENSION, SITE),
      pairing.pair(code(), 'chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba', SITE),
    ]);
    expect(results.map((r) => r.kind)).toEqual(['paired', 'already-paired']);
    expect(pairing.origin).toBe(EXTENSION);
    expect(lines).toHaveLength(1);
  });
});
