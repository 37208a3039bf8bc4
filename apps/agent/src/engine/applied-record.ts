import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const RecordSchema = z.object({ jobIds: z.array(z.string()) });

/** The engine's own record of jobs it applied to (AGENT_PROFILE_DIR/applied-jobs.json), so it never applies twice. */
export class AppliedRecord {
  private constructor(
    private readonly file: string,
    private readonly ids: Set<string>,
  ) {}

  static async open(dir: string): Promise<AppliedRecord> {
    const file = path.join(dir, 'applied-jobs.json');
    let ids: string[] = [];
    try {
      const parsed = RecordSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
      if (parsed.success) ids = parsed.data.jobIds;
    } catch {
      // No record yet (first run) or an unreadable one: start empty rather than refuse to run.
    }
    return new AppliedRecord(file, new Set(ids));
  }

  has(jobId: string): boolean {
    return this.ids.has(jobId);
  }

  async add(jobId: string): Promise<void> {
    this.ids.add(jobId);
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(this.file, JSON.stringify({ jobIds: [...this.ids] }, null, 2));
  }
}
