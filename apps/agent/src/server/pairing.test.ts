import { finishPairingOffer, pairingOffer, randomBytes, toBase64url } from '@applypilot/agent-link';
import { EXTENSION_ORIGIN } from '@applypilot/contracts';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acceptsApiOrigin,
  builtForApiOrigin,
  Pairing,
  TICKET_LIFETIME_MS,
  WRONG_CODES_PER_SHORT_CODE,
  type PairingEvent,
  type PairingOptions,
} from './pairing';

const EXTENSION = EXTENSION_ORIGIN;
const SITE = 'http://localhost:8080';

/** A Pairing on a folder, with what it told the window and a clock the test moves. */
async function open(dir: string, options: PairingOptions = {}) {
  const events: PairingEvent[] = [];
  const clock = { ms: 1_000_000 };
  const pairing = await Pairing.open(dir, (event) => events.push(event), { now: () => clock.ms, ...options });
  const codes = () => events.flatMap((event) => (event.kind === 'code' ? [event.code] : []));
  const code = () => codes().at(-1) ?? '';
  /** An offer as the extension makes it, for `typed`; then its confirmation. */
  const attempt = async (typed: string, origin = EXTENSION, apiOrigin = SITE) => {
    const offer = pairingOffer(typed, { extensionOrigin: origin, apiOrigin });
    const answer = await pairing.offer(
      origin,
      apiOrigin,
      toBase64url(offer.sid),
      toBase64url(offer.share.share),
    );
    if (answer.kind !== 'offer') return { offer: answer.kind, confirm: async () => answer };
    const secrets = finishPairingOffer(offer, Uint8Array.from(Buffer.from(answer.share, 'base64url')));
    return {
      offer: answer.kind,
      ticket: answer.ticket,
      confirm: (ticket = answer.ticket, from = origin) =>
        pairing.confirm(from, ticket, toBase64url(secrets?.extensionProof ?? randomBytes(32))),
    };
  };
  const tryCode = async (typed: string) => (await (await attempt(typed)).confirm()).kind;
  /** A code of the shown length that is not the one shown. */
  const wrong = (i: number) => {
    const guess = String(i).padStart(code().length, '0');
    return guess === code() ? String(i + 1).padStart(code().length, '0') : guess;
  };
  return { pairing, events, clock, codes, code, attempt, tryCode, wrong };
}

describe('pairing (decision 048)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'agent-pairing-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the key both sides derived, never the code, in a 0600 file; the next start is paired', async () => {
    const first = await open(dir);
    expect(first.codes()).toHaveLength(1);
    expect(first.code()).toMatch(/^\d{6}$/);
    expect(await first.tryCode(first.code())).toBe('paired');
    expect(first.events.at(-1)).toEqual({ kind: 'paired', extension: EXTENSION, site: SITE });
    const file = path.join(dir, 'pairing.json');
    const stored = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual(['apiOrigin', 'key', 'origin']);
    expect(stored).toMatchObject({ origin: EXTENSION, apiOrigin: SITE });
    expect(Buffer.from(stored.key ?? '', 'base64url')).toHaveLength(32);
    expect(JSON.stringify(stored)).not.toContain(first.code());
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const second = await open(dir);
    expect(second.codes()).toEqual([]);
    expect(second.pairing.key).toEqual(Uint8Array.from(Buffer.from(stored.key ?? '', 'base64url')));
    expect((await second.attempt('123456')).offer).toBe('already-paired');
  });

  it(`retires a 6-digit code after ${WRONG_CODES_PER_SHORT_CODE} wrong codes however fast they come, and counts offers without a confirmation as nothing`, async () => {
    const { pairing, events, code, codes, attempt, tryCode, wrong } = await open(dir);
    const shown = code();
    // A hundred offers, never confirmed, learn nothing and count for nothing: the code still takes its wrong codes.
    for (let i = 0; i < 100; i += 1) expect((await attempt(wrong(i))).offer).toBe('offer');
    const kinds = [];
    for (let i = 0; i < WRONG_CODES_PER_SHORT_CODE; i += 1) kinds.push(await tryCode(wrong(i)));
    expect(kinds).toEqual([...Array(WRONG_CODES_PER_SHORT_CODE - 1).fill('wrong-code'), 'code-retired']);
    expect(events.at(-1)).toEqual({ kind: 'code-retired', wrongCodes: WRONG_CODES_PER_SHORT_CODE });
    expect((await attempt(shown)).offer).toBe('code-retired');
    // Only Enter in the window brings a code back: 12 digits, since wrong codes were typed.
    expect(pairing.requestNewCode()).toBe(true);
    expect(codes()).toHaveLength(2);
    expect(code()).toMatch(/^\d{12}$/);
    for (let i = 0; i < 50; i += 1) expect(await tryCode(wrong(i))).toBe('wrong-code');
    expect(await tryCode(code())).toBe('paired');
    expect(pairing.requestNewCode()).toBe(false);
  });

  it('shows a new 6-digit code on Enter when no wrong code was typed, and the old one no longer pairs', async () => {
    const { pairing, code, attempt } = await open(dir);
    const old = await attempt(code());
    pairing.requestNewCode();
    expect(code()).toMatch(/^\d{6}$/);
    expect(await old.confirm()).toEqual({ kind: 'code-changed' });
    expect(await (await attempt(code())).confirm()).toMatchObject({ kind: 'paired' });
  });

  it("takes only this process's tickets, for the extension that made the offer, within their lifetime", async () => {
    const a = await open(dir);
    const b = await open(await mkdtemp(path.join(os.tmpdir(), 'agent-pairing-b-')));
    const fromB = await b.attempt(b.code());
    const toA = await a.attempt(a.code());
    expect(await toA.confirm(fromB.ticket)).toEqual({ kind: 'bad-ticket' });
    expect(await toA.confirm(toA.ticket, 'chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba')).toEqual({
      kind: 'bad-ticket',
    });
    expect(await toA.confirm(`${toA.ticket?.slice(0, -2)}AA`)).toEqual({ kind: 'bad-ticket' });
    a.clock.ms += TICKET_LIFETIME_MS + 1;
    expect(await toA.confirm()).toEqual({ kind: 'code-changed' });
    // None of these was a wrong code: the code still pairs.
    expect(await a.tryCode(a.code())).toBe('paired');
  });

  it('pairs a download built for one site only with an extension built for it', async () => {
    const { attempt, code, pairing } = await open(dir, { builtFor: 'https://applypilot.example' });
    expect((await attempt(code(), EXTENSION, SITE)).offer).toBe('wrong-site');
    expect((await attempt(code(), EXTENSION, 'https://applypilot.example.evil.test')).offer).toBe(
      'wrong-site',
    );
    expect(await (await attempt(code(), EXTENSION, 'https://applypilot.example')).confirm()).toMatchObject({
      kind: 'paired',
    });
    expect(pairing.apiOrigin).toBe('https://applypilot.example');
  });

  it('reads the build constant: any site from the repository, one site in a bundle', () => {
    expect(builtForApiOrigin()).toBeNull();
    expect(acceptsApiOrigin('http://localhost:8080', null)).toBe(true);
    expect(acceptsApiOrigin('http://localhost:8080', 'https://applypilot.example')).toBe(false);
  });

  it("treats an earlier version's pairing.json (a token, no key) as unpaired", async () => {
    await writeFile(
      path.join(dir, 'pairing.json'),
      JSON.stringify({ token: 'x'.repeat(43), origin: EXTENSION, apiOrigin: SITE }),
    );
    const { pairing, codes } = await open(dir);
    expect(codes()).toHaveLength(1);
    expect(pairing.key).toBeNull();
  });

  it('prints one code per start with --unpair, paired or not', async () => {
    const unpaired = await open(dir);
    await unpaired.pairing.forget();
    expect(unpaired.codes()).toHaveLength(1);
    expect(await unpaired.tryCode(unpaired.code())).toBe('paired');
    const paired = await open(dir);
    await paired.pairing.forget();
    expect(paired.codes()).toHaveLength(1);
    expect(paired.pairing.key).toBeNull();
    await expect(readFile(path.join(dir, 'pairing.json'))).rejects.toThrow(/ENOENT/);
  });

  it('pairs once when the right code is confirmed twice at the same time', async () => {
    const { pairing, code, attempt, events } = await open(dir);
    const [one, two] = [await attempt(code()), await attempt(code())];
    const results = await Promise.all([one.confirm(), two.confirm()]);
    expect(results.map((r) => r.kind).sort()).toEqual(['code-changed', 'paired']);
    expect(pairing.origin).toBe(EXTENSION);
    expect(events.filter((e) => e.kind === 'paired')).toHaveLength(1);
  });
});
