import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  GRANT_KEY_FILE,
  loadOrCreateSigningKey,
  privateKeyFrom,
  publicKeyBase64,
  publicKeyFrom,
  signGrant,
  signingKeyFromSetting,
  verifyGrant,
} from './index';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const now = 1_800_000_000;
const claims = {
  v: 1 as const,
  sub: '42',
  job: '4012345678',
  app: '6f1c0d1e-0000-4000-8000-000000000001',
  exp: now + 60,
};
const expected = { jobId: claims.job, applicationId: claims.app, nowSeconds: now };

describe('reservation grants', () => {
  it('verify for the job and reservation they were signed for', () => {
    const check = verifyGrant(publicKey, signGrant(privateKey, claims), expected);
    expect(check).toEqual({ ok: true, claims });
  });

  it('refuse another key, another job, another reservation, expiry, tampering and junk', () => {
    const grant = signGrant(privateKey, claims);
    const other = generateKeyPairSync('ed25519');
    expect(verifyGrant(other.publicKey, grant, expected)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyGrant(publicKey, signGrant(other.privateKey, claims), expected).ok).toBe(false);
    expect(verifyGrant(publicKey, grant, { ...expected, jobId: '1' })).toEqual({
      ok: false,
      reason: 'wrong-job',
    });
    expect(verifyGrant(publicKey, grant, { ...expected, applicationId: 'x' })).toEqual({
      ok: false,
      reason: 'wrong-reservation',
    });
    expect(verifyGrant(publicKey, grant, { ...expected, nowSeconds: claims.exp })).toEqual({
      ok: false,
      reason: 'expired',
    });
    const [body, signature] = grant.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, job: '999' })).toString('base64url');
    expect(verifyGrant(publicKey, `${forged}.${signature}`, expected).ok).toBe(false);
    expect(verifyGrant(publicKey, `${body}.`, expected).ok).toBe(false);
    for (const junk of [undefined, null, 42, '', 'yes', 'a.b', `${body}.${signature}.x`, 'x'.repeat(5000)])
      expect(verifyGrant(publicKey, junk, expected).ok).toBe(false);
  });

  it('reads keys as PEM or base64 DER and refuses other key types', () => {
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const der = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const signed = signGrant(privateKeyFrom(der), claims);
    expect(verifyGrant(publicKeyFrom(publicKeyBase64(privateKeyFrom(pem))), signed, expected).ok).toBe(true);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 });
    expect(() => privateKeyFrom(rsa.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString())).toThrow(
      /Ed25519/,
    );
  });

  it('reads GRANT_SIGNING_KEY in every form it is set in: PEM, one-line PEM with \\n, base64 DER', () => {
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const der = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const oneLine = pem.trim().replace(/\n/g, '\\n');
    for (const setting of [pem, oneLine, der, `  ${der}\n`])
      expect(publicKeyBase64(signingKeyFromSetting(setting))).toBe(publicKeyBase64(privateKey));
    expect(() => signingKeyFromSetting('not a key')).toThrow();
  });

  it('keeps one key per data folder, private to its owner', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'applypilot-grants-'));
    try {
      // Many at once, as processes starting together would: every one gets the one key, none a half-written file.
      const [a, ...others] = await Promise.all(Array.from({ length: 16 }, () => loadOrCreateSigningKey(dir)));
      for (const other of others) expect(publicKeyBase64(other)).toBe(publicKeyBase64(a!));
      expect(publicKeyBase64(await loadOrCreateSigningKey(dir))).toBe(publicKeyBase64(a!));
      // Only the key file is left: no draft stays beside it.
      expect(await readdir(dir)).toEqual([GRANT_KEY_FILE]);
      expect((await stat(path.join(dir, GRANT_KEY_FILE))).mode & 0o777).toBe(0o600);
      expect(await readFile(path.join(dir, GRANT_KEY_FILE), 'utf8')).toContain('PRIVATE KEY');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
