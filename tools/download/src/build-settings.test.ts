import { loadOrCreateSigningKey, publicKeyBase64 } from '@applypilot/grants';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadSettings, patternCovers } from './build-settings';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'applypilot-download-settings-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('what a download is built for', () => {
  it('takes the site from APP_ORIGIN and the public half of GRANT_SIGNING_KEY (PEM or base64 DER)', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const der = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const expected = { apiOrigin: 'https://applypilot.example', grantPublicKey: publicKeyBase64(privateKey) };
    const env = { APP_ORIGIN: 'https://applypilot.example/', GRANT_SIGNING_KEY: pem, NODE_ENV: 'production' };
    expect(await downloadSettings(env, work)).toEqual(expected);
    expect(await downloadSettings({ ...env, GRANT_SIGNING_KEY: der }, work)).toEqual(expected);
    // Every form the API reads (packages/grants' signingKeyFromSetting): a PEM on one line with literal \n too, as
    // an EnvironmentFile or a .env line holds it.
    const oneLine = pem.trim().replace(/\n/g, '\\n');
    expect(oneLine).not.toContain('\n');
    expect(await downloadSettings({ ...env, GRANT_SIGNING_KEY: oneLine }, work)).toEqual(expected);
  });

  it('takes the public key the API gives its build, before any signing key, and refuses one that is not Ed25519', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const given = publicKeyBase64(privateKey);
    const other = generateKeyPairSync('ed25519')
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    const env = {
      NODE_ENV: 'production',
      APP_ORIGIN: 'https://applypilot.example',
      GRANT_SIGNING_KEY: other,
    };
    expect((await downloadSettings({ ...env, DOWNLOADS_GRANT_PUBLIC_KEY: given }, work)).grantPublicKey).toBe(
      given,
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey;
    await expect(
      downloadSettings(
        {
          ...env,
          DOWNLOADS_GRANT_PUBLIC_KEY: rsa.export({ format: 'der', type: 'spki' }).toString('base64'),
        },
        work,
      ),
    ).rejects.toThrow('DOWNLOADS_GRANT_PUBLIC_KEY is not an Ed25519 public key');
  });

  it('uses the API’s key file in DATA_DIR and http://localhost:8080 when nothing is set (development)', async () => {
    const dataDir = path.join(work, 'data');
    const settings = await downloadSettings({ DATA_DIR: dataDir, APP_ORIGIN: '' }, work);
    expect(settings.apiOrigin).toBe('http://localhost:8080');
    // The file the API signs with, made on first use: the same key, whichever starts first.
    expect((await stat(path.join(dataDir, 'grant-signing-key.pem'))).mode & 0o777).toBe(0o600);
    expect(settings.grantPublicKey).toBe(publicKeyBase64(await loadOrCreateSigningKey(dataDir)));
    // A relative DATA_DIR is the repository's, as for the API.
    const relative = await downloadSettings({ DATA_DIR: 'data' }, work);
    expect(relative.grantPublicKey).toBe(settings.grantPublicKey);
  });

  it('refuses a production build without GRANT_SIGNING_KEY, a key that is not Ed25519 and a bad APP_ORIGIN, naming them', async () => {
    await expect(
      downloadSettings({ NODE_ENV: 'production', DATA_DIR: path.join(work, 'prod') }, work),
    ).rejects.toThrow('GRANT_SIGNING_KEY must be set for a production build');
    await expect(stat(path.join(work, 'prod'))).rejects.toThrow(/ENOENT/);
    // The API's mode rule (decision 034): a public origin is production without NODE_ENV, unless asked otherwise.
    await expect(
      downloadSettings({ APP_ORIGIN: 'https://applypilot.example', DATA_DIR: path.join(work, 'prod') }, work),
    ).rejects.toThrow('GRANT_SIGNING_KEY must be set for a production build');
    const asked = await downloadSettings(
      {
        APP_ORIGIN: 'https://staging.example',
        APP_MODE: 'development',
        DATA_DIR: path.join(work, 'staging'),
      },
      work,
    );
    expect(asked.apiOrigin).toBe('https://staging.example');
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    await expect(
      downloadSettings({ GRANT_SIGNING_KEY: rsa.export({ format: 'pem', type: 'pkcs8' }).toString() }, work),
    ).rejects.toThrow('GRANT_SIGNING_KEY is not an Ed25519 private key');
    await expect(downloadSettings({ APP_ORIGIN: 'ftp://example.com' }, work)).rejects.toThrow(
      'APP_ORIGIN must be an http(s) origin',
    );
  });

  it('reads content-script match patterns as Chrome does for ports and schemes', () => {
    expect(patternCovers('http://localhost:8080/*', 'http://localhost:8080')).toBe(true);
    expect(patternCovers('http://localhost/*', 'http://localhost:8080')).toBe(true);
    expect(patternCovers('http://localhost:8080/*', 'http://localhost:5173')).toBe(false);
    expect(patternCovers('https://applypilot.example/*', 'https://applypilot.example')).toBe(true);
    // The extension's build writes the default port out (decision 033).
    expect(patternCovers('https://applypilot.example:443/*', 'https://applypilot.example')).toBe(true);
    expect(patternCovers('http://localhost:80/*', 'http://localhost')).toBe(true);
    expect(patternCovers('https://applypilot.example:8443/*', 'https://applypilot.example')).toBe(false);
    expect(patternCovers('https://applypilot.example/*', 'http://applypilot.example')).toBe(false);
    expect(patternCovers('*://*.example/*', 'https://applypilot.example')).toBe(true);
    expect(patternCovers('http://127.0.0.1/*', 'http://localhost:8080')).toBe(false);
  });
});
