import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { PAIRING_CODE_LENGTH } from '@applypilot/contracts';
import { z } from 'zod';
import { writePrivateFile } from '../store/secure-files';

/**
 * The site a bundled download was built for: tools/download defines it with esbuild (`define`). From the repository
 * (tsx) it is not defined, and pairing accepts the site the extension names.
 */
declare const __API_ORIGIN__: string | undefined;

export function builtForApiOrigin(): string | null {
  return typeof __API_ORIGIN__ === 'string' ? __API_ORIGIN__ : null;
}

/**
 * `apiOrigin` (the site the extension was built for, decision 033) is required: a pairing.json written before it was
 * recorded does not parse, so that agent counts as unpaired and prints a code.
 */
const PairingFileSchema = z.object({
  token: z.string().min(32),
  origin: z.string().startsWith('chrome-extension://'),
  apiOrigin: z.string().min(1),
});
type PairingFile = z.infer<typeof PairingFileSchema>;

/**
 * Wrong codes allowed per agent start. The code does not change, so a local process gets 10 guesses in 10^6 per start
 * of the agent (which only the user does), and the real user's code stays valid while someone guesses.
 */
export const PAIRING_MAX_WRONG = 10;
/** The n-th wrong code closes pairing for 2^(n-1) seconds, at most this long. */
export const PAIRING_MAX_LOCK_SECONDS = 60;

export const PAIRING_MESSAGES = {
  wrongCode: 'That is not the code the agent shows.',
  exhausted: 'Too many wrong codes: restart the ApplyPilot agent to pair.',
  locked: (seconds: number) =>
    `Too many wrong codes: wait ${seconds} second${seconds === 1 ? '' : 's'}, then type the code the agent shows.`,
  wrongSite: 'This extension is for another ApplyPilot site.',
  alreadyPaired: 'The agent is already paired; start it with --unpair to pair again.',
} as const;

/** The lock after the n-th wrong code, in seconds. */
export function lockSeconds(wrongCodes: number): number {
  return Math.min(2 ** (wrongCodes - 1), PAIRING_MAX_LOCK_SECONDS);
}

/**
 * A download built for one site pairs only with an extension built for that site (pure: the constant is passed in).
 */
export function acceptsApiOrigin(apiOrigin: string, builtFor: string | null): boolean {
  return builtFor === null || apiOrigin === builtFor;
}

/** Equal-length digests, so the comparison takes the same time whatever the guess (and its length). */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

export type PairResult =
  | { kind: 'paired'; token: string }
  | { kind: 'wrong-code' }
  | { kind: 'already-paired' }
  | { kind: 'wrong-site' }
  /** Within the lock after a wrong code: not checked, not counted. */
  | { kind: 'locked'; retryAfterSeconds: number }
  /** PAIRING_MAX_WRONG wrong codes in this start: nothing pairs until the agent restarts. */
  | { kind: 'exhausted' };

export interface PairingOptions {
  /** The clock (ms); tests move it instead of waiting. */
  now?: () => number;
  /** The site this build is for; defaults to the bundle's `__API_ORIGIN__` (null from the repository). */
  builtFor?: string | null;
}

/**
 * The agent's pairing with one extension: a 6-digit code printed once per start of the agent, exchanged once for a
 * token (256 random bits) kept with the extension's origin and the site it was built for in the data folder
 * (pairing.json, 0600). Wrong codes are limited per start and each one closes pairing for a growing time; the lock is
 * a timestamp, so no request is held open.
 */
export class Pairing {
  private code = '';
  private wrongCodes = 0;
  private lockedUntil = 0;
  private readonly now: () => number;
  private readonly builtFor: string | null;

  private constructor(
    private readonly file: string,
    private paired: PairingFile | null,
    private readonly announce: (code: string) => void,
    private readonly report: (line: string) => void,
    options: PairingOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.builtFor = options.builtFor === undefined ? builtForApiOrigin() : options.builtFor;
  }

  /**
   * `announce` prints the code; `report` gets a line for the agent's window when an extension pairs (or pairing
   * closes after too many wrong codes).
   */
  static async open(
    dataDir: string,
    announce: (code: string) => void,
    report: (line: string) => void = () => undefined,
    options: PairingOptions = {},
  ): Promise<Pairing> {
    const file = path.join(dataDir, 'pairing.json');
    let paired: PairingFile | null = null;
    try {
      const parsed = PairingFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
      if (parsed.success) paired = parsed.data;
    } catch {
      // Not paired yet.
    }
    const pairing = new Pairing(file, paired, announce, report, options);
    if (!paired) pairing.newCode();
    return pairing;
  }

  /** The paired extension's origin. */
  get origin(): string | null {
    return this.paired?.origin ?? null;
  }

  /** The site the paired extension was built for: the only origin a start request's apiUrl may have. */
  get apiOrigin(): string | null {
    return this.paired?.apiOrigin ?? null;
  }

  private newCode(): void {
    this.code = String(randomInt(0, 10 ** PAIRING_CODE_LENGTH)).padStart(PAIRING_CODE_LENGTH, '0');
    this.announce(this.code);
  }

  tokenMatches(token: string | undefined): boolean {
    if (!this.paired || token === undefined) return false;
    return sameSecret(token, this.paired.token);
  }

  /**
   * Every check runs before the first await, so concurrent attempts see each other's lock and count; a request
   * refused for its site or during a lock never compares the code, so it is not a guess.
   */
  async pair(code: string, origin: string, apiOrigin: string): Promise<PairResult> {
    // No code while unpaired: another request with the right code is writing pairing.json right now.
    if (this.paired || !this.code) return { kind: 'already-paired' };
    if (!acceptsApiOrigin(apiOrigin, this.builtFor)) return { kind: 'wrong-site' };
    if (this.wrongCodes >= PAIRING_MAX_WRONG) return { kind: 'exhausted' };
    const wait = this.lockedUntil - this.now();
    if (wait > 0) return { kind: 'locked', retryAfterSeconds: Math.ceil(wait / 1000) };
    if (!sameSecret(code, this.code)) {
      this.wrongCodes += 1;
      if (this.wrongCodes >= PAIRING_MAX_WRONG) {
        this.report(
          `${PAIRING_MAX_WRONG} wrong pairing codes: pairing is closed. Restart the agent to pair the extension.`,
        );
        return { kind: 'exhausted' };
      }
      this.lockedUntil = this.now() + lockSeconds(this.wrongCodes) * 1000;
      return { kind: 'wrong-code' };
    }
    // The code is spent before the file is written, so a second right answer in flight cannot pair too.
    const spent = this.code;
    this.code = '';
    const token = randomBytes(32).toString('base64url');
    const record: PairingFile = { token, origin, apiOrigin };
    try {
      await writePrivateFile(this.file, `${JSON.stringify(record)}\n`);
    } catch (error) {
      this.code = spent;
      throw error;
    }
    this.paired = record;
    this.report(`Paired with the ApplyPilot extension ${origin} for ${apiOrigin}.`);
    return { kind: 'paired', token };
  }

  /**
   * `serve --unpair`: forget the extension (reinstalled, or another browser). A new code is printed only when one was
   * not already (an unpaired agent printed its code at open), so a start shows one code.
   */
  async forget(): Promise<void> {
    await rm(this.file, { force: true });
    if (!this.paired) return;
    this.paired = null;
    this.newCode();
  }
}
