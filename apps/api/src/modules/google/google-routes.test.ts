import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { sql } from 'drizzle-orm';
import { LOGIN_FAILURE_LIMIT_PER_IP, MESSAGES, tooManyAttempts } from '@applypilot/contracts';
import { backends } from '../../../test/backends';
import {
  createTestApp,
  freshIp,
  postJson,
  readOutbox,
  registerAndLogin,
  sessionCookie,
  type TestApp,
} from '../../../test/test-app';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

let jwksServer: Server;
let jwksUrl: string;
let signingKey: Key;
let strangerKey: Key;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  // A local stand-in for https://www.googleapis.com/oauth2/v3/certs.
  jwksServer = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/certs`;
});
afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));

let subCounter = 0;
function claims(overrides: JWTPayload = {}): JWTPayload {
  subCounter += 1;
  return {
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: `10000000000000000${subCounter}`,
    email: `google${subCounter}-${Date.now()}@gmail.com`,
    email_verified: true,
    name: 'Grace Hopper',
    ...overrides,
  };
}

async function sign(
  payload: JWTPayload,
  options: { key?: Key; expiresIn?: string | number } = {},
): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(options.key ?? signingKey);
}

describe.each(backends)('POST /auth/google on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl });
  });
  afterAll(() => t.close());

  /** What the login page does: asks the API for a nonce (a cookie and its hash), then sends Google's token. */
  const askNonce = async (remoteAddress = '127.0.0.1') => {
    const response = await postJson(t.app, '/auth/google/nonce', {}, { remoteAddress });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'ap_google_nonce');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 600 });
    return { nonce: String(response.json().nonce), cookie: cookie?.value ?? '' };
  };
  const send = (credential: string, cookie: string | undefined, remoteAddress = freshIp()) =>
    postJson(
      t.app,
      '/auth/google',
      { credential },
      { remoteAddress, ...(cookie === undefined ? {} : { cookies: { ap_google_nonce: cookie } }) },
    );
  /** A sign-in whose token `make` builds for the nonce this browser got. */
  const google = async (make: (nonce: string) => Promise<string>) => {
    const { nonce, cookie } = await askNonce();
    return send(await make(nonce), cookie);
  };
  /** A sign-in with a token of these claims, carrying the right nonce. */
  const signIn = (payload: JWTPayload) => google((nonce) => sign({ ...payload, nonce }));
  /** The token of the newest verification link mailed to `email`. */
  const verificationTokenFor = async (email: string) => {
    const mail = (await readOutbox(t)).filter((m) => m.includes(`To: ${email}`)).at(-1) ?? '';
    return /\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(mail)?.[1] ?? '';
  };
  const ledgerOf = async (email: string) => {
    const result = await t.database.db.execute(sql`
      SELECT u.credits, u.google_sub, l.reason FROM users u JOIN credit_ledger l ON l.user_id = u.id WHERE u.email = ${email}`);
    return (result as unknown as { rows: { credits: number; google_sub: string | null; reason: string }[] })
      .rows;
  };

  it('creates an account with the free trial for a new Google user and starts a session', async () => {
    const payload = claims();
    const response = await signIn(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      user: { email: payload.email, displayName: 'Grace Hopper', isPremium: false, emailVerified: true },
    });
    const cookie = sessionCookie(response);
    expect(cookie).toBeDefined();
    const me = await t.app.inject({ url: '/auth/me', cookies: { ap_session: cookie ?? '' } });
    expect(me.json().user.email).toBe(payload.email);
    expect(await ledgerOf(String(payload.email))).toEqual([
      { credits: 5, google_sub: payload.sub, reason: 'free_trial' },
    ]);

    // Signing in again finds the same account by subject (no second trial), with the other issuer form too.
    const again = await signIn({ ...payload, iss: 'accounts.google.com', email: payload.email });
    expect(again.statusCode).toBe(200);
    expect(await ledgerOf(String(payload.email))).toHaveLength(1);
  });

  const login = (email: string, password: string) =>
    postJson(t.app, '/auth/login', { email, password }, { remoteAddress: freshIp() });
  const me = (cookie: string) => t.app.inject({ url: '/auth/me', cookies: { ap_session: cookie } });
  const passwordHashOf = async (email: string) => {
    const result = await t.database.db.execute(sql`SELECT password_hash FROM users WHERE email = ${email}`);
    return (result as unknown as { rows: { password_hash: string | null }[] }).rows[0]?.password_hash;
  };

  it('takes an unverified password account from whoever registered it: password and sessions go', async () => {
    // Someone registered the address without owning it, and is logged in on two devices.
    const { cookie, user } = await registerAndLogin(t.app);
    const secondDevice = sessionCookie(await login(user.email, user.password)) ?? '';
    expect((await me(secondDevice)).statusCode).toBe(200);
    const payload = claims({ email: user.email.toUpperCase() });
    const response = await signIn(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      user: { email: user.email, displayName: user.name, isPremium: false, emailVerified: true },
    });
    // The squatter's session and password are gone; the account is the Google owner's, trial untouched.
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(secondDevice)).statusCode).toBe(401);
    const old = await login(user.email, user.password);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ success: false, error: MESSAGES.invalidCredentials });
    expect(await passwordHashOf(user.email)).toBeNull();
    expect(await ledgerOf(user.email)).toEqual([
      { credits: 5, google_sub: payload.sub, reason: 'free_trial' },
    ]);
    const owner = await me(sessionCookie(response) ?? '');
    expect(owner.json().user).toEqual({
      email: user.email,
      displayName: user.name,
      isPremium: false,
      emailVerified: true,
    });
  });

  it('links a verified password account and keeps its password and sessions', async () => {
    const { cookie, user } = await registerAndLogin(t.app);
    await t.mail.idle();
    const token = await verificationTokenFor(user.email);
    expect((await postJson(t.app, '/auth/verify-email', { token })).statusCode).toBe(200);

    const payload = claims({ email: user.email });
    const response = await signIn(payload);
    expect(response.json()).toEqual({
      success: true,
      user: { email: user.email, displayName: user.name, isPremium: false, emailVerified: true },
    });
    expect(await ledgerOf(user.email)).toEqual([
      { credits: 5, google_sub: payload.sub, reason: 'free_trial' },
    ]);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    [
      'a wrong audience',
      (nonce: string) => sign(claims({ aud: 'someone-else.apps.googleusercontent.com', nonce })),
    ],
    ['a wrong issuer', (nonce: string) => sign(claims({ iss: 'https://evil.example', nonce }))],
    [
      'an expired token',
      (nonce: string) => sign(claims({ nonce }), { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
    ],
    ['a bad signature', (nonce: string) => sign(claims({ nonce }), { key: strangerKey })],
    ['garbage', () => Promise.resolve('not.a.jwt')],
    ['a token without a nonce', () => sign(claims())],
    ['a token issued for another nonce', () => sign(claims({ nonce: 'another-browsers-nonce' }))],
  ])('refuses %s', async (_, make) => {
    const response = await google(make);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, error: MESSAGES.googleTokenInvalid });
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('accepts a token only with the nonce cookie of the browser it was issued for, and only once', async () => {
    const payload = claims();
    const a = await askNonce();
    const b = await askNonce();
    const token = await sign({ ...payload, nonce: a.nonce });
    const refused = { success: false, error: MESSAGES.googleTokenInvalid };
    // No cookie (a token taken elsewhere, sent from a script), or another browser's cookie.
    for (const cookie of [undefined, b.cookie, a.nonce]) {
      const response = await send(token, cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(refused);
      expect(sessionCookie(response)).toBeUndefined();
    }
    // A token whose claim is the cookie itself rather than the hash the API handed out.
    const raw = await send(await sign({ ...payload, nonce: a.cookie }), a.cookie);
    expect(raw.statusCode).toBe(401);
    expect(await ledgerOf(String(payload.email))).toEqual([]);

    const first = await send(token, a.cookie);
    expect(first.statusCode).toBe(200);
    // The answer spends the cookie; a replay that kept it is refused all the same, on any instance.
    expect(first.cookies.find((c) => c.name === 'ap_google_nonce')?.value).toBe('');
    const replay = await send(token, a.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(refused);
    expect(sessionCookie(replay)).toBeUndefined();
  });

  it('limits sign-in attempts per client address like password logins: failures count, successes do not', async () => {
    const ip = freshIp();
    const fromIp = async (make: (nonce: string) => Promise<string>) => {
      const { nonce, cookie } = await askNonce(ip);
      return send(await make(nonce), cookie, ip);
    };
    for (let i = 0; i < LOGIN_FAILURE_LIMIT_PER_IP - 1; i += 1) {
      expect((await fromIp(() => Promise.resolve('not.a.jwt'))).statusCode).toBe(401);
    }
    // Successes are given back: three of them leave room for exactly one more failure.
    for (let i = 0; i < 3; i += 1) {
      expect((await fromIp((nonce) => sign(claims({ nonce })))).statusCode).toBe(200);
    }
    expect((await fromIp(() => Promise.resolve('not.a.jwt'))).statusCode).toBe(401);
    const limited = await fromIp((nonce) => sign(claims({ nonce })));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, error: tooManyAttempts(15 * 60) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(sessionCookie(limited)).toBeUndefined();
    // Another address is not affected.
    expect((await signIn(claims())).statusCode).toBe(200);
  });

  it('refuses an unverified email and creates nothing', async () => {
    const payload = claims({ email_verified: false });
    const response = await signIn(payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, error: MESSAGES.googleEmailUnverified });
    expect(await ledgerOf(String(payload.email))).toEqual([]);
  });

  it('validates the body', async () => {
    const response = await postJson(t.app, '/auth/google', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: 'The Google credential is missing.' });
  });
});

describe.each(backends)('POST /auth/google without GOOGLE_CLIENT_ID on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('answers 404 and /api/config says Google is off', async () => {
    for (const url of ['/auth/google', '/auth/google/nonce']) {
      const response = await postJson(t.app, url, { credential: 'x' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ success: false, error: MESSAGES.googleNotConfigured });
      expect(response.cookies, url).toEqual([]);
    }
    expect((await t.app.inject({ url: '/api/config' })).json().googleClientId).toBeNull();
  });
});
