import { randomInt } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  answerPairingOffer,
  fromBase64url,
  openJson,
  randomBytes,
  sameBytes,
  sealJson,
  toBase64url,
} from '@applypilot/agent-link';
import { LONG_PAIRING_CODE_LENGTH, PAIRING_CODE_LENGTH } from '@applypilot/contracts';
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
 * pairing.json: the 32-byte pairing key both sides derived (decision 048), the extension's origin and the site it was
 * built for (decision 033). A file of an earlier version (a token, no key) does not parse: that agent counts as
 * unpaired and shows a code.
 */
const PairingFileSchema = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  origin: z.string().startsWith('chrome-extension://'),
  apiOrigin: z.string().min(1),
});
type PairingFile = z.infer<typeof PairingFileSchema>;

/**
 * Wrong codes a 6-digit code takes before it stops pairing: a guesser's chance is 5 in a million per code, and only
 * the person at the agent's window can ask for another. There is no lock in time: a lock anyone can trigger is a
 * lock anyone can hold, and the review's ten wrong codes from any local process closed pairing until a restart.
 */
export const WRONG_CODES_PER_SHORT_CODE = 5;
/** How long an offer's ticket stays good: the person types the code once, the confirmation follows at once. */
export const TICKET_LIFETIME_MS = 5 * 60 * 1000;

export const PAIRING_MESSAGES = {
  wrongCode: 'That is not the code the agent shows.',
  codeRetired:
    "Too many wrong codes were typed: press Enter in the agent's window for a new code, then type that one.",
  codeChanged: 'The agent shows a new code now: type that one.',
  badTicket: 'This pairing attempt was not started by this agent: type the code again.',
  badShare: 'This pairing attempt is not valid: type the code again.',
  wrongSite: 'This extension is for another ApplyPilot site.',
  alreadyPaired: 'The agent is already paired; start it with --unpair to pair again.',
} as const;

/**
 * A download built for one site pairs only with an extension built for that site (pure: the constant is passed in).
 */
export function acceptsApiOrigin(apiOrigin: string, builtFor: string | null): boolean {
  return builtFor === null || apiOrigin === builtFor;
}

/** What the person at the agent's window is told about pairing. */
export type PairingEvent =
  | { kind: 'code'; code: string }
  | { kind: 'paired'; extension: string; site: string }
  /** The code took WRONG_CODES_PER_SHORT_CODE wrong codes: it no longer pairs until Enter asks for a new one. */
  | { kind: 'code-retired'; wrongCodes: number };

export type OfferResult =
  | { kind: 'offer'; share: string; ticket: string }
  | { kind: 'already-paired' }
  | { kind: 'wrong-site' }
  | { kind: 'code-retired' }
  | { kind: 'bad-share' };

export type ConfirmResult =
  | { kind: 'paired'; proof: string }
  | { kind: 'wrong-code' }
  /** This wrong code was the last one the code takes. */
  | { kind: 'code-retired' }
  | { kind: 'code-changed' }
  | { kind: 'already-paired' }
  | { kind: 'bad-ticket' };

export interface PairingOptions {
  /** The clock (ms); tests move it instead of waiting. */
  now?: () => number;
  /** The site this build is for; defaults to the bundle's `__API_ORIGIN__` (null from the repository). */
  builtFor?: string | null;
}

const TicketSchema = z.object({
  generation: z.number().int(),
  origin: z.string(),
  apiOrigin: z.string(),
  expires: z.number(),
  extensionProof: z.string(),
  agentProof: z.string(),
  key: z.string(),
});
const TICKET_AAD = 'applypilot/pair-ticket/v1';

function randomCode(length: number): string {
  let code = '';
  while (code.length < length) code += String(randomInt(0, 10 ** 6)).padStart(6, '0');
  return code.slice(0, length);
}

/**
 * The agent's pairing with one extension (decision 048). While unpaired the agent shows a code; the extension runs
 * CPace with it (packages/agent-link) and both derive the pairing key, kept in pairing.json (0600) with the
 * extension's origin and its site. An offer is answered with a ticket sealed for this process, so nothing is kept
 * per offer and no flood of offers can push the person's own attempt out. A wrong code counts when its confirmation
 * arrives: a 6-digit code takes WRONG_CODES_PER_SHORT_CODE of them, then stops pairing until the person presses
 * Enter in the agent's window; once any wrong code was seen, every new code is 12 digits, which no local guesser
 * can exhaust (each guess costs the agent a CPace run, a few milliseconds), so a long code takes any number.
 */
export class Pairing {
  private code: string | null = null;
  private generation = 0;
  private wrongForCode = 0;
  private wrongSinceStart = 0;
  /** Seals offer tickets: new in every process, so a ticket never outlives the agent that made it. */
  private readonly ticketKey = randomBytes(32);
  private readonly now: () => number;
  private readonly builtFor: string | null;

  private constructor(
    private readonly file: string,
    private paired: PairingFile | null,
    private readonly notify: (event: PairingEvent) => void,
    options: PairingOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.builtFor = options.builtFor === undefined ? builtForApiOrigin() : options.builtFor;
  }

  static async open(
    dataDir: string,
    notify: (event: PairingEvent) => void,
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
    const pairing = new Pairing(file, paired, notify, options);
    if (!paired) pairing.showNewCode();
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

  /** The pairing key every session is keyed from, or null while unpaired. */
  get key(): Uint8Array | null {
    return this.paired ? fromBase64url(this.paired.key) : null;
  }

  /** The code on show (tests read it from the window, never from here). */
  get codeLength(): number | null {
    return this.code?.length ?? null;
  }

  private showNewCode(): void {
    this.generation += 1;
    this.wrongForCode = 0;
    this.code = randomCode(this.wrongSinceStart > 0 ? LONG_PAIRING_CODE_LENGTH : PAIRING_CODE_LENGTH);
    this.notify({ kind: 'code', code: this.code });
  }

  /**
   * The person pressed Enter in the agent's window: a new code replaces the one on show (12 digits once any wrong
   * code was typed since the agent started). False when paired: there is nothing to pair.
   */
  requestNewCode(): boolean {
    if (this.paired) return false;
    this.showNewCode();
    return true;
  }

  /** The extension's CPace share for the code on show: the agent's share and a ticket for the confirmation. */
  async offer(origin: string, apiOrigin: string, pairingId: string, share: string): Promise<OfferResult> {
    if (this.paired) return { kind: 'already-paired' };
    if (!acceptsApiOrigin(apiOrigin, this.builtFor)) return { kind: 'wrong-site' };
    if (this.code === null) return { kind: 'code-retired' };
    const sid = fromBase64url(pairingId);
    const offered = fromBase64url(share);
    const answer =
      sid && offered
        ? answerPairingOffer(this.code, { extensionOrigin: origin, apiOrigin }, sid, offered)
        : null;
    if (!answer) return { kind: 'bad-share' };
    const ticket = await sealJson(
      this.ticketKey,
      {
        generation: this.generation,
        origin,
        apiOrigin,
        expires: this.now() + TICKET_LIFETIME_MS,
        extensionProof: toBase64url(answer.secrets.extensionProof),
        agentProof: toBase64url(answer.secrets.agentProof),
        key: toBase64url(answer.secrets.pairingKey),
      },
      TICKET_AAD,
    );
    return { kind: 'offer', share: toBase64url(answer.share), ticket: `${ticket.iv}.${ticket.box}` };
  }

  /**
   * The extension's key confirmation. Every check of the ticket runs before the first await that could let another
   * confirmation in, and the code is spent before pairing.json is written, so two right answers cannot both pair.
   */
  async confirm(origin: string, ticketText: string, proofText: string): Promise<ConfirmResult> {
    if (this.paired) return { kind: 'already-paired' };
    const [iv = '', box = ''] = ticketText.split('.');
    const opened = TicketSchema.safeParse(await openJson(this.ticketKey, { iv, box }, TICKET_AAD));
    if (!opened.success || opened.data.origin !== origin) return { kind: 'bad-ticket' };
    const ticket = opened.data;
    if (this.paired) return { kind: 'already-paired' };
    if (this.code === null || ticket.generation !== this.generation || ticket.expires < this.now())
      return { kind: 'code-changed' };
    const expected = fromBase64url(ticket.extensionProof);
    const proof = fromBase64url(proofText);
    if (!expected || !proof || proof.length !== expected.length || !sameBytes(proof, expected)) {
      this.wrongSinceStart += 1;
      this.wrongForCode += 1;
      if (this.code.length === PAIRING_CODE_LENGTH && this.wrongForCode >= WRONG_CODES_PER_SHORT_CODE) {
        this.code = null;
        this.notify({ kind: 'code-retired', wrongCodes: this.wrongForCode });
        return { kind: 'code-retired' };
      }
      return { kind: 'wrong-code' };
    }
    const spent = this.code;
    this.code = null;
    const record: PairingFile = { key: ticket.key, origin, apiOrigin: ticket.apiOrigin };
    try {
      await writePrivateFile(this.file, `${JSON.stringify(record)}\n`);
    } catch (error) {
      this.code = spent;
      throw error;
    }
    this.paired = record;
    this.notify({ kind: 'paired', extension: origin, site: ticket.apiOrigin });
    return { kind: 'paired', proof: ticket.agentProof };
  }

  /**
   * `serve --unpair`: forget the extension (reinstalled, or another browser). A new code is shown only when one was
   * not already (an unpaired agent showed its code at open), so a start shows one code.
   */
  async forget(): Promise<void> {
    await rm(this.file, { force: true });
    if (!this.paired) return;
    this.paired = null;
    this.showNewCode();
  }
}
