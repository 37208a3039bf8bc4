import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { writePrivateFile } from './secure-files';

/** The credit reserved with the API for the job whose Submit is about to be (or was just) pressed. */
const ReservationSchema = z.object({ applicationId: z.string(), jobId: z.string(), apiUrl: z.string() });
export type Reservation = z.infer<typeof ReservationSchema>;

const StateSchema = z.object({
  appliedJobIds: z.array(z.string()).default([]),
  reservation: ReservationSchema.nullable().default(null),
});

/**
 * What the agent must remember across a crash (data folder, agent-state.json, 0600): the jobs it applied to and the
 * open reservation. Every change is written (fsync + rename) before the step it guards, so a restart never applies
 * twice to a recorded job and finds any reservation whose outcome it did not see.
 */
export class AgentState {
  private constructor(
    private readonly file: string,
    private readonly applied: Set<string>,
    private open: Reservation | null,
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
    return new AgentState(file, new Set(parsed.data.appliedJobIds), parsed.data.reservation);
  }

  get reservation(): Reservation | null {
    return this.open;
  }

  has(jobId: string): boolean {
    return this.applied.has(jobId);
  }

  /**
   * The engine's record interface: the job was sent. Its reservation stays open until the API has taken the sent call,
   * so a crash in between is reconciled as sent at the next start.
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

  async clearReservation(): Promise<void> {
    this.open = null;
    await this.save();
  }

  private async save(): Promise<void> {
    const body = { appliedJobIds: [...this.applied], reservation: this.open };
    await writePrivateFile(this.file, `${JSON.stringify(body, null, 2)}\n`);
  }
}
