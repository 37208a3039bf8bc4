import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@applypilot/contracts';
import { backends } from '../test/backends';
import {
  createTestApp,
  freshIp,
  newUser,
  postJson,
  PRODUCTION_SETTINGS,
  type TestApp,
} from '../test/test-app';
import { SANDBOX_WEBHOOK_SECRET } from './modules/payments/sandbox-secrets';
import { hmacHex } from './modules/payments/signatures';

const [pglite] = backends;
if (!pglite) throw new Error('PGlite backend missing');

/**
 * Decision 034: a public APP_ORIGIN is production without anyone setting NODE_ENV. The start-up itself (refusal,
 * mode line) is tested on the real process in main.test.ts; this file checks what the running app offers.
 */
describe('production mode from a public origin, without NODE_ENV', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite, { ...PRODUCTION_SETTINGS, NODE_ENV: '', GOOGLE_CLIENT_ID: 'client' });
  });
  afterAll(() => t.close());

  it('is production mode, with Razorpay and no development conveniences', () => {
    expect(t.config).toMatchObject({
      mode: 'production',
      modeReason: 'APP_ORIGIN https://applypilot.example is not a loopback origin',
      paymentMode: 'razorpay',
      NODE_ENV: 'development',
    });
  });

  it('has no sandbox and no outbox page', async () => {
    const notFound = { success: false, error: MESSAGES.notFound };
    for (const url of ['/sandbox/checkout.js', '/dev/outbox']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(notFound);
    }
    for (const url of ['/sandbox/pay', '/sandbox/fail']) {
      const response = await postJson(t.app, url, { order_id: 'order_Anything000001' });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("refuses a webhook signed with the sandbox's published secret and credits nothing", async () => {
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: 'pay_X1', order_id: 'order_X1', amount: 49900, currency: 'INR', status: 'captured' },
        },
      },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(SANDBOX_WEBHOOK_SECRET, body),
        'x-razorpay-event-id': 'evt_sandbox_forged',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: MESSAGES.webhookSignatureInvalid });
    const seen = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM payment_webhook_events`);
    expect((seen as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('names its cookies __Host-, Secure, Path=/ and without Domain (https origin)', async () => {
    const user = newUser();
    const ip = freshIp();
    expect((await postJson(t.app, '/auth/register', user, { remoteAddress: ip })).statusCode).toBe(201);
    const login = await postJson(t.app, '/auth/login', user, { remoteAddress: ip });
    expect(login.statusCode).toBe(200);
    const nonce = await postJson(t.app, '/auth/google/nonce', {});
    for (const [response, name] of [
      [login, '__Host-ap_session'],
      [nonce, '__Host-ap_google_nonce'],
    ] as const) {
      expect(response.cookies.map((c) => c.name)).toEqual([name]);
      expect(response.cookies[0]).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(response.cookies[0]?.domain).toBeUndefined();
    }
    const session = login.cookies[0]?.value ?? '';
    const me = await t.app.inject({ url: '/auth/me', cookies: { '__Host-ap_session': session } });
    expect(me.json()).toMatchObject({ success: true, user: { email: user.email } });
    const bare = await t.app.inject({ url: '/auth/me', cookies: { ap_session: session } });
    expect(bare.statusCode).toBe(401);
  });
});
