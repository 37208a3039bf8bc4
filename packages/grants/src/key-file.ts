import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { privateKeyFrom } from './grant';

/** The signing key's file in a data folder (development and test only; production takes GRANT_SIGNING_KEY). */
export const GRANT_KEY_FILE = 'grant-signing-key.pem';

/**
 * The Ed25519 signing key kept in `dataDir`, made on first use (0600). The API and the build of the agent download read
 * the same file, so a development machine's agent trusts its own API with no configuration.
 */
export async function loadOrCreateSigningKey(dataDir: string): Promise<KeyObject> {
  const file = path.join(dataDir, GRANT_KEY_FILE);
  try {
    return privateKeyFrom(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  // Written whole under a name of its own, then linked into place: a link fails if the file exists, so two processes
  // starting at once keep the first one's key, and neither can read the other's file half written (writing the file
  // itself with `wx` published it empty for a moment, and a reader at that moment failed).
  const draft = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  await writeFile(draft, pem, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return privateKeyFrom(await readFile(file, 'utf8'));
}
