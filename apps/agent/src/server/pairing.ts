import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { PAIRING_CODE_LENGTH } from '@applypilot/contracts';
import { z } from 'zod';
import { writePrivateFile } from './secure-files';

const PairingFileSchema = z.object({
  token: z.string().min(32),
  origin: z.string().startsWith('chrome-extension://'),
});
type PairingFile = z.infer<typeof PairingFileSchema>;

/** Wrong codes allowed before the code changes: 5 guesses in 10^6 cannot find it. */
export const PAIRING_TRIES = 5;

/** Equal-length digests, so the comparison takes the same time whatever the guess (and its length). */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

export type PairResult =
  { kind: 'paired'; token: string } | { kind: 'wrong-code' } | { kind: 'already-paired' };

/**
 * The agent's pairing with one extension: a 6-digit code printed on the console, exchanged once for a token (256
 * random bits) kept with the extension's origin in the data folder (pairing.json, 0600).
 */
export class Pairing {
  private code = '';
  private wrongTries = 0;

  private constructor(
    private readonly file: string,
    private paired: PairingFile | null,
    private readonly announce: (code: string) => void,
  ) {}

  static async open(dataDir: string, announce: (code: string) => void): Promise<Pairing> {
    const file = path.join(dataDir, 'pairing.json');
    let paired: PairingFile | null = null;
    try {
      const parsed = PairingFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
      if (parsed.success) paired = parsed.data;
    } catch {
      // Not paired yet.
    }
    const pairing = new Pairing(file, paired, announce);
    if (!paired) pairing.newCode();
    return pairing;
  }

  get origin(): string | null {
    return this.paired?.origin ?? null;
  }

  private newCode(): void {
    this.code = String(randomInt(0, 10 ** PAIRING_CODE_LENGTH)).padStart(PAIRING_CODE_LENGTH, '0');
    this.wrongTries = 0;
    this.announce(this.code);
  }

  tokenMatches(token: string | undefined): boolean {
    if (!this.paired || token === undefined) return false;
    return sameSecret(token, this.paired.token);
  }

  async pair(code: string, origin: string): Promise<PairResult> {
    if (this.paired) return { kind: 'already-paired' };
    if (!sameSecret(code, this.code)) {
      this.wrongTries += 1;
      if (this.wrongTries >= PAIRING_TRIES) this.newCode();
      return { kind: 'wrong-code' };
    }
    const token = randomBytes(32).toString('base64url');
    await writePrivateFile(this.file, `${JSON.stringify({ token, origin })}\n`);
    this.paired = { token, origin };
    this.code = '';
    return { kind: 'paired', token };
  }

  /** `serve --unpair`: forget the extension (reinstalled, or another browser) and print a new code. */
  async forget(): Promise<void> {
    await rm(this.file, { force: true });
    this.paired = null;
    this.newCode();
  }
}
