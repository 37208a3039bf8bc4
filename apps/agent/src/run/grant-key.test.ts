import { GRANT_KEY_FILE, publicKeyBase64 } from '@applypilot/grants';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { grantPublicKey, NO_GRANT_KEY_MESSAGE } from './grant-key';
import { startAgent } from '../test-support/agent-process';

/** Where the agent's grant key comes from: built in (env ignored), else env, else the dev API's key file. */
describe('the grant public key', () => {
  let tmp: string;
  const dev = generateKeyPairSync('ed25519');
  const configured = generateKeyPairSync('ed25519');
  const built = generateKeyPairSync('ed25519');
  const same = (a: KeyObject, b: KeyObject) => expect(publicKeyBase64(a)).toBe(publicKeyBase64(b));
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-grant-key-'));
    await writeFile(path.join(tmp, GRANT_KEY_FILE), dev.privateKey.export({ format: 'pem', type: 'pkcs8' }));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));
  const global = globalThis as { __GRANT_PUBLIC_KEY__?: string };
  afterEach(() => delete global.__GRANT_PUBLIC_KEY__);

  it('from the repository: AGENT_GRANT_PUBLIC_KEY (base64 or PEM) comes before the data folder’s key', () => {
    same(
      grantPublicKey({ AGENT_GRANT_PUBLIC_KEY: publicKeyBase64(configured.publicKey) }, tmp),
      configured.publicKey,
    );
    const pem = configured.publicKey.export({ format: 'pem', type: 'spki' }).toString();
    same(grantPublicKey({ AGENT_GRANT_PUBLIC_KEY: pem }, tmp), configured.publicKey);
    same(grantPublicKey({}, tmp), dev.publicKey);
  });

  it('refuses a key that is not one, and says what to do when there is none', () => {
    expect(() => grantPublicKey({ AGENT_GRANT_PUBLIC_KEY: 'not a key' }, tmp)).toThrow(
      'AGENT_GRANT_PUBLIC_KEY is not an Ed25519 public key (PEM, or base64 of its DER).',
    );
    expect(() => grantPublicKey({}, path.join(tmp, 'nothing-here'))).toThrow(NO_GRANT_KEY_MESSAGE);
    expect(NO_GRANT_KEY_MESSAGE).toBe(
      'No key to check the ApplyPilot API’s credits with: start the API once (it writes .data/grant-signing-key.pem) or set AGENT_GRANT_PUBLIC_KEY.',
    );
  });

  it('in a bundled build: only the key built in, whatever the environment and the files say', () => {
    global.__GRANT_PUBLIC_KEY__ = publicKeyBase64(built.publicKey);
    same(
      grantPublicKey({ AGENT_GRANT_PUBLIC_KEY: publicKeyBase64(configured.publicKey) }, tmp),
      built.publicKey,
    );
    same(grantPublicKey({}, path.join(tmp, 'nothing-here')), built.publicKey);
  });

  it('serve refuses to start with a key that is not one: the sentence, exit 1', async () => {
    await expect(
      startAgent({ AGENT_DATA_DIR: path.join(tmp, 'agent'), AGENT_GRANT_PUBLIC_KEY: 'not a key' }),
    ).rejects.toThrow(
      'The agent exited with 1: The agent could not start: AGENT_GRANT_PUBLIC_KEY is not an Ed25519 public key (PEM, or base64 of its DER).',
    );
  });
});
