import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CAPTURE_MAX_CHARS, CaptureNameSchema, type CaptureResponse } from '@applypilot/contracts';

/**
 * The redacted captures of pages the engine did not understand (issue 27): `captures/<job id>-<ms>.html` in the data
 * folder, written 0600 by forms/capture.ts. The dashboard asks for one (through the extension) to attach to a support
 * mail; nothing else leaves this folder.
 */
export class CaptureStore {
  readonly dir: string;

  constructor(readonly dataDir: string) {
    this.dir = path.join(dataDir, 'captures');
  }

  /**
   * The capture of that name, or null when it is not here. Only a name CaptureNameSchema accepts (digits or "job", a
   * dash, 13 digits, ".html": no separator, no dot-dot) ever becomes part of a path, and only a regular file is read,
   * never a link to somewhere else.
   */
  async read(name: string): Promise<CaptureResponse | null> {
    const checked = CaptureNameSchema.parse(name);
    const file = path.join(this.dir, checked);
    const info = await lstat(file).catch(() => null);
    if (!info?.isFile() || info.size > CAPTURE_MAX_CHARS) return null;
    const html = await readFile(file, 'utf8').catch(() => null);
    return html === null ? null : { name: checked, html };
  }
}
