import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Sha256Schema, type SentResumeResponse } from '@applypilot/contracts';
import { z } from 'zod';
import { writePrivateFile } from './secure-files';

const MetaSchema = z.object({ filename: z.string() });

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The PDFs the agent uploaded, kept on the user's computer so the dashboard's history can open the one sent with an
 * application: `resumes/<sha256>.pdf` (0600) and `resumes/<sha256>.json` (the file name the employer saw). Named by
 * content, so the same PDF sent twice is one file.
 */
export class ResumeStore {
  private readonly dir: string;

  constructor(readonly dataDir: string) {
    this.dir = path.join(dataDir, 'resumes');
  }

  /** Keeps the PDF and answers its SHA-256. */
  async save(bytes: Uint8Array, filename: string): Promise<string> {
    const sha256 = sha256Of(bytes);
    await writePrivateFile(path.join(this.dir, `${sha256}.pdf`), bytes);
    await writePrivateFile(path.join(this.dir, `${sha256}.json`), JSON.stringify({ filename }));
    return sha256;
  }

  /**
   * The PDF of that SHA-256, or null when it is not here (or no longer matches its name). Only a validated lowercase
   * hex string ever becomes part of a path: anything else throws before the file system is touched.
   */
  async read(sha256: string): Promise<SentResumeResponse | null> {
    const hex = Sha256Schema.parse(sha256);
    const bytes = await readFile(path.join(this.dir, `${hex}.pdf`)).catch(() => null);
    if (!bytes || sha256Of(bytes) !== hex) return null;
    const meta = MetaSchema.safeParse(
      jsonOrNull(await readFile(path.join(this.dir, `${hex}.json`), 'utf8').catch(() => '')),
    );
    return {
      sha256: hex,
      filename: meta.success ? meta.data.filename : 'resume.pdf',
      base64: bytes.toString('base64'),
    };
  }
}
