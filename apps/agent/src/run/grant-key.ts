import { GRANT_KEY_FILE, privateKeyFrom, publicKeyFrom } from '@applypilot/grants';
import { createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Set by the download's esbuild `define` to the base64 SPKI DER of the production API's grant key. `typeof` keeps an
 * undefined global (a run from the repository) from throwing.
 */
declare const __GRANT_PUBLIC_KEY__: string | undefined;

export const NO_GRANT_KEY_MESSAGE =
  'No key to check the ApplyPilot API’s credits with: start the API once (it writes .data/grant-signing-key.pem) or set AGENT_GRANT_PUBLIC_KEY.';

/** The repository's data folder, where the development API keeps its signing key (`DATA_DIR` default `./.data`). */
function repoDataDir(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../.data');
}

/**
 * The public key every reservation grant must verify with before Submit (decision 033). A shipped agent knows only
 * the key built into it: no environment variable or file can make it trust another API. From the repository (tsx),
 * AGENT_GRANT_PUBLIC_KEY (PEM or base64), else the public half of the development API's key in the repo's `.data`.
 */
export function grantPublicKey(
  env: NodeJS.ProcessEnv = process.env,
  dataDir: string = repoDataDir(),
): KeyObject {
  if (typeof __GRANT_PUBLIC_KEY__ === 'string') return publicKeyFrom(__GRANT_PUBLIC_KEY__);
  const configured = env.AGENT_GRANT_PUBLIC_KEY?.trim();
  if (configured) {
    try {
      return publicKeyFrom(configured);
    } catch {
      throw new Error('AGENT_GRANT_PUBLIC_KEY is not an Ed25519 public key (PEM, or base64 of its DER).');
    }
  }
  let pem: string;
  try {
    pem = readFileSync(path.join(dataDir, GRANT_KEY_FILE), 'utf8');
  } catch {
    throw new Error(NO_GRANT_KEY_MESSAGE);
  }
  try {
    return createPublicKey(privateKeyFrom(pem));
  } catch {
    throw new Error(`.data/${GRANT_KEY_FILE} is not an Ed25519 key: ${NO_GRANT_KEY_MESSAGE}`);
  }
}
