import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { writePrivateFile } from './secure-files';

/**
 * The credit reserved with the API for the job whose Submit is about to be (or was just) pressed, with what a later
 * start needs to settle it as the account that reserved it: the API, that account's agent token and the grant.
 * Files written before issue 16 have no token, grant or account: `null`.
 */
const ReservationSchema = z.object({
  applicationId: z.string(),
  jobId: z.string(),
  apiUrl: z.string(),
  apiToken: z.string().nullable().default(null),
  /** The API's signed grant for this reservation, as last received (reserve or hold). */
  grant: z.string().nullable().default(null),
  /** The account (the grant's `sub`) the credit belongs to. */
  sub: z.string().nullable().default(null),
  /**
   * Issue 30: the company site the application goes to (absent for Easy Apply). A crash after Submit there cannot be
   * settled by reading LinkedIn, so the next start reports it unconfirmed and never submits it again.
   */
  site: z.string().optional(),
});
export type Reservation = z.infer<typeof ReservationSchema>;

/**
 * A `sent`, `cancel` or `unconfirmed` (issue 30: submitted on a company site without its confirmation) the API has not
 * acknowledged yet: kept until it does, across restarts.
 */
const CompletionSchema = z.object({
  kind: z.enum(['sent', 'cancel', 'unconfirmed']),
  applicationId: z.string(),
  jobId: z.string(),
  /** Why a cancel happened, or why a submission is unconfirmed (sent to the API); empty for sent. */
  reason: z.string(),
  apiUrl: z.string(),
  apiToken: z.string().nullable(),
  sub: z.string().nullable(),
  /** When it was queued (ms since the epoch), for people reading the file. */
  queuedAt: z.number(),
});
export type Completion = z.infer<typeof CompletionSchema>;

const StateSchema = z.object({
  appliedJobIds: z.array(z.string()).default([]),
  reservation: ReservationSchema.nullable().default(null),
  completions: z.array(CompletionSchema).default([]),
});

/**
 * What the agent must remember across a crash (data folder, agent-state.json, 0600): the jobs it applied to, the open
 * reservation and the completions the API has not acknowledged. Every change is written (fsync + rename) before the
 * step it guards, so a restart never applies twice to a recorded job, finds any reservation whose outcome it did not
 * see, and tells the API every outcome it saw.
 */
export class AgentState {
  /** Saves run one after another: a hold renewing the grant may write while a job completes. */
  private saving: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string,
    private readonly applied: Set<string>,
    private open: Reservation | null,
    private queue: Completion[],
  ) {}

  static async load(dataDir: string): Promise<AgentState> {
    const file = path.join(dataDir, 'agent-state.json');
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      // First start (no file): an empty state. A file that is not JSON is refused below rather than forgotten.
      raw = (error as NodeJS.ErrnoException).code === 'ENOENT' ? {} : undefined;
    }
    const parsed = StateSchema.safeParse(raw);
    if (!parsed.success)
      throw new Error(`${file} is not a state file the agent wrote; move it away to start over.`);
    const { appliedJobIds, reservation, completions } = parsed.data;
    return new AgentState(file, new Set(appliedJobIds), reservation, completions);
  }

  get reservation(): Reservation | null {
    return this.open;
  }

  /** The completions waiting for the API, oldest first (a copy). */
  get completions(): readonly Completion[] {
    return [...this.queue];
  }

  has(jobId: string): boolean {
    return this.applied.has(jobId);
  }

  /**
   * The engine's record interface: the job was sent. Its reservation stays open until its completion is queued, so a
   * crash in between is reconciled as sent at the next start.
   */
  async add(jobId: string): Promise<void> {
    if (this.applied.has(jobId)) return;
    this.applied.add(jobId);
    await this.save();
  }

  async reserve(reservation: Reservation): Promise<void> {
    this.open = reservation;
    await this.save();
  }

  /** A renewed grant (hold) for the open reservation; ignored when that reservation is no longer open. */
  async renewGrant(applicationId: string, grant: string): Promise<void> {
    if (this.open?.applicationId !== applicationId) return;
    this.open = { ...this.open, grant };
    await this.save();
  }

  /**
   * Queues a completion and, in the same write, closes its reservation (and records the job as applied when sent, or
   * submitted without confirmation: either is never submitted again): from here on the queue alone carries it to the
   * API.
   */
  async enqueue(completion: Completion): Promise<void> {
    if (completion.kind !== 'cancel') this.applied.add(completion.jobId);
    this.queue = [...this.queue.filter((c) => c.applicationId !== completion.applicationId), completion];
    if (this.open?.applicationId === completion.applicationId) this.open = null;
    await this.save();
  }

  /** The API acknowledged (or finally settled) this application's completion. */
  async settle(applicationId: string): Promise<void> {
    const before = this.queue.length;
    this.queue = this.queue.filter((c) => c.applicationId !== applicationId);
    if (this.queue.length !== before) await this.save();
  }

  /** Keeps a newer token of the same account for a queued completion (the one it had expired). */
  async retoken(applicationId: string, apiToken: string): Promise<void> {
    this.queue = this.queue.map((c) => (c.applicationId === applicationId ? { ...c, apiToken } : c));
    await this.save();
  }

  async clearReservation(): Promise<void> {
    this.open = null;
    await this.save();
  }

  private save(): Promise<void> {
    const write = async () => {
      const body = { appliedJobIds: [...this.applied], reservation: this.open, completions: this.queue };
      await writePrivateFile(this.file, `${JSON.stringify(body, null, 2)}\n`);
    };
    // Each save writes the state as it is when its turn comes; a failed save fails its caller only.
    const next = this.saving.then(write);
    this.saving = next.catch(() => undefined);
    return next;
  }
}
