import { chmod, mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';

/** A folder only the user can enter (0700), also when it already existed with a wider mode. */
export async function privateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

/**
 * Writes a file readable by the user only (0600) so that a crash leaves either the old or the new content: a temp
 * file is written and fsync'd, then renamed over the target, then the folder is fsync'd so the rename is durable.
 */
export async function writePrivateFile(file: string, data: string | Uint8Array): Promise<void> {
  const dir = path.dirname(file);
  await privateDir(dir);
  const temp = `${file}.${process.pid}.tmp`;
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await chmod(temp, 0o600);
  await rename(temp, file);
  const folder = await open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
