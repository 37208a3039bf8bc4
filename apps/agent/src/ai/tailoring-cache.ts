import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { StructuredResumeSchema, type StructuredResume } from '@applypilot/resume';
import { z } from 'zod';
import { writePrivateFile } from '../store/secure-files';

/** How long a tailoring is reused without asking the server (the server's own free-repeat window). */
export const TAILORING_REUSE_MS = 24 * 60 * 60 * 1000;
/** At most this many kept (the oldest go first): about a day of the busiest runs. */
const MAX_ENTRIES = 2000;

const EntrySchema = z.object({
  /** Whose tailoring (a hash of the profile's email): a tailoringId is usable only by the account that made it. */
  account: z.string(),
  jobId: z.string(),
  inputSha256: z.string(),
  tailoringId: z.string(),
  resume: StructuredResumeSchema,
  savedAt: z.number(),
});
export type CachedTailoring = z.infer<typeof EntrySchema>;
const FileSchema = z.object({ entries: z.array(z.unknown()) });

/** The SHA-256 of the resume sent to be tailored: the same input gives the same tailoring. */
export function inputSha256(resume: unknown): string {
  return createHash('sha256').update(JSON.stringify(resume)).digest('hex');
}

/**
 * The account a run is for, as far as the agent can tell before the API answers: its profile's email, hashed. Another
 * account on this computer with the same resume must not reuse a tailoringId the API would refuse on its reservation.
 */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export interface CacheKey {
  account: string;
  jobId: string;
  inputSha256: string;
}

const same = (a: CacheKey, b: CacheKey) =>
  a.account === b.account && a.jobId === b.jobId && a.inputSha256 === b.inputSha256;

/**
 * The agent's own copy of each tailoring it was given (issue 17, part 5): the tailored resume and its tailoringId per
 * (account, job, SHA-256 of the input resume), for 24 hours, in `tailorings.json` in the agent's data folder (0600, folder
 * 0700). A repeat within that time (the same job run again after answering its question) is rendered from here
 * without calling the server, so it costs no credits and the server needs to keep no resume. Entries older than 24 h
 * are dropped when the cache is opened (at each run's start) and never used.
 */
export class TailoringCache {
  private readonly file: string;
  private entries: CachedTailoring[] = [];
  /** Loaded and pruned once, before the first read or write. */
  private readonly ready: Promise<void>;

  constructor(
    dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.file = path.join(dataDir, 'tailorings.json');
    // Unreadable or unwritable: the run goes on without reuse (every tailoring is asked of the server).
    this.ready = this.load().catch(() => undefined);
  }

  private fresh(entry: CachedTailoring): boolean {
    const age = this.now() - entry.savedAt;
    return age >= 0 && age < TAILORING_REUSE_MS;
  }

  private async load(): Promise<void> {
    const text = await readFile(this.file, 'utf8').catch(() => null);
    if (text === null) return;
    let raw: unknown = null;
    try {
      raw = JSON.parse(text);
    } catch {
      // A damaged file is a lost cache, not an error: the next tailoring is asked of the server.
    }
    const parsed = FileSchema.safeParse(raw);
    const all = parsed.success ? parsed.data.entries : [];
    this.entries = all.flatMap((e) => {
      const entry = EntrySchema.safeParse(e);
      return entry.success && this.fresh(entry.data) ? [entry.data] : [];
    });
    if (this.entries.length !== all.length || !parsed.success) await this.write();
  }

  private write(): Promise<void> {
    return writePrivateFile(this.file, JSON.stringify({ entries: this.entries }));
  }

  /** The tailoring kept for this account, job and input, when it is younger than 24 hours. */
  async get(key: CacheKey): Promise<CachedTailoring | undefined> {
    await this.ready;
    return this.entries.find((e) => same(e, key) && this.fresh(e));
  }

  async put(key: CacheKey, tailoringId: string, resume: StructuredResume): Promise<void> {
    await this.ready;
    const entry: CachedTailoring = { ...key, tailoringId, resume, savedAt: this.now() };
    this.entries = [...this.entries.filter((e) => !same(e, key) && this.fresh(e)), entry].slice(-MAX_ENTRIES);
    await this.write();
  }
}
