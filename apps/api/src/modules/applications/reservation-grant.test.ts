import { generateKeyPairSync } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationResponseSchema, MESSAGES } from '@applypilot/contracts';
import {
  GRANT_KEY_FILE,
  GRANT_TTL_SECONDS,
  loadOrCreateSigningKey,
  publicKeyBase64,
  publicKeyFrom,
  verifyGrant,
} from '@applypilot/grants';
import { loadConfig } from '../../config';
import { backends } from '../../../test/backends';
import { createTestApp, postJson, type TestApp } from '../../../test/test-app';
import { account, cancel, hold, markSent, reserve, type Account } from '../../../test/spending';
import { grantSigningKey } from './grant-issuer';

/**
 * Reservation grants (decision 033): the API signs every reservation it answers, and the agent checks the signature
 * with the public key built into it. Here the public key is read the way a build reads it: from the API's DATA_DIR
 * (or derived from GRANT_SIGNING_KEY), as base64 SPKI DER.
 */
describe.each(backends)('reservation grants on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  /** The public key as a build of the agent would embed it, from the key file the API made in its DATA_DIR. */
  async function dataDirPublicKey() {
    const file = path.join(t.dataDir, GRANT_KEY_FILE);
    // Made by the API at start, private to its owner; reading it must not be what creates it.
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    return publicKeyFrom(publicKeyBase64(await loadOrCreateSigningKey(t.dataDir)));
  }

  async function reserved(who: Account, jobId: string) {
    const response = await reserve(t, who, jobId);
    expect(response.statusCode, response.body).toBe(201);
    return ApplicationResponseSchema.parse(response.json());
  }

  it('comes with a new reservation and with the answer for the open one; it names user, job, reservation and expiry', async () => {
    const who = await account(t);
    const before = Math.floor(Date.now() / 1000);
    const body = await reserved(who, 'grant-1');
    const after = Math.floor(Date.now() / 1000);
    const key = await dataDirPublicKey();
    const expected = { jobId: 'grant-1', applicationId: body.application.id };
    const check = verifyGrant(key, body.grant, expected);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.claims).toEqual({
      v: 1,
      sub: String(who.id),
      job: 'grant-1',
      app: body.application.id,
      exp: expect.any(Number),
    });
    expect(check.claims.exp).toBeGreaterThanOrEqual(before + GRANT_TTL_SECONDS);
    expect(check.claims.exp).toBeLessThanOrEqual(after + GRANT_TTL_SECONDS);

    // The 200 answer for the same job's open reservation carries one too.
    const again = await reserve(t, who, 'grant-1');
    expect(again.statusCode).toBe(200);
    const againBody = ApplicationResponseSchema.parse(again.json());
    expect(verifyGrant(key, againBody.grant, expected).ok).toBe(true);
    // It is for this job and reservation only, and worthless under another key.
    expect(verifyGrant(key, body.grant, { ...expected, jobId: 'grant-2' })).toEqual({
      ok: false,
      reason: 'wrong-job',
    });
    const stranger = generateKeyPairSync('ed25519').publicKey;
    expect(verifyGrant(stranger, body.grant, expected)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('is not part of the sent and cancel answers, nor of any refusal', async () => {
    const who = await account(t, { credits: 2 });
    const first = await reserved(who, 'grant-sent');
    const sent = await markSent(t, who, first.application.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).not.toHaveProperty('grant');
    const second = await reserved(who, 'grant-cancel');
    const refused = await reserve(t, who, 'grant-no-credit');
    expect(refused.statusCode).toBe(402);
    const cancelled = await cancel(t, who, second.application.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).not.toHaveProperty('grant');
    expect(refused.json()).toEqual({ success: false, error: MESSAGES.noCredits });
  });

  it('is renewed by a hold, for the same reservation', async () => {
    const who = await account(t);
    const body = await reserved(who, 'grant-hold');
    const held = await hold(t, who, body.application.id);
    expect(held.statusCode, held.body).toBe(200);
    const heldBody = ApplicationResponseSchema.parse(held.json());
    expect(heldBody.application).toEqual(body.application);
    const check = verifyGrant(await dataDirPublicKey(), heldBody.grant, {
      jobId: 'grant-hold',
      applicationId: body.application.id,
    });
    expect(check).toMatchObject({ ok: true, claims: { sub: String(who.id), app: body.application.id } });
  });

  it('answers the cookie of the dashboard with 401 on hold, sent and cancel', async () => {
    const who = await account(t);
    const id = ApplicationResponseSchema.parse((await reserve(t, who, 'cookie-only')).json()).application.id;
    for (const action of ['hold', 'sent', 'cancel']) {
      const response = await postJson(
        t.app,
        `/api/applications/${id}/${action}`,
        {},
        {
          cookies: { ap_session: who.cookie },
        },
      );
      expect(response.statusCode, action).toBe(401);
      expect(response.json()).toEqual({ success: false, error: MESSAGES.agentTokenExpired });
    }
    // Nothing moved: still reserved, still holding its credit.
    const again = await reserve(t, who, 'cookie-only');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ application: { id, status: 'reserved' }, availableJobs: 4 });
  });
});

// One database is enough here: nothing below depends on the database's behaviour.
describe.each(backends.slice(0, 1))('the grant signing key from GRANT_SIGNING_KEY on $name', (backend) => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      GRANT_SIGNING_KEY: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    });
  });
  afterAll(() => t.close());

  it('signs the grants (no key file is made in DATA_DIR)', async () => {
    const who = await account(t);
    const response = await reserve(t, who, 'env-key');
    expect(response.statusCode).toBe(201);
    const body = ApplicationResponseSchema.parse(response.json());
    expect(
      verifyGrant(publicKey, body.grant, { jobId: 'env-key', applicationId: body.application.id }).ok,
    ).toBe(true);
    await expect(stat(path.join(t.dataDir, GRANT_KEY_FILE))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('is required in production, even by a caller that skipped loadConfig', async () => {
    const config = loadConfig({ DATA_DIR: t.dataDir });
    await expect(grantSigningKey({ ...config, NODE_ENV: 'production' })).rejects.toThrow(
      /GRANT_SIGNING_KEY: must be set when NODE_ENV=production/,
    );
  });
});
