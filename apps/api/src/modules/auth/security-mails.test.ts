import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../../test/backends';
import {
  createTestApp,
  freshIp,
  newUser,
  postJson,
  readOutbox,
  sessionCookie,
  type TestApp,
} from '../../../test/test-app';

const [pglite] = backends;
if (!pglite) throw new Error('PGlite backend missing');

/**
 * A display name is whatever the registrant typed, and registering needs no proof of the address: a name greeting the
 * reader would let anyone have us mail their text (a link, a phone number) to any inbox (decision 034).
 */
describe('security mails (verification, resend, password reset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite);
  });
  afterAll(() => t.close());

  it('carry no text of the registrant: no greeting by display name', async () => {
    const spam = 'Claim 5000 INR at https://prize.example or call +91 98765 43210';
    const user = newUser({ name: spam, email: 'victim@example.com' });
    const ip = freshIp();
    expect((await postJson(t.app, '/auth/register', user, { remoteAddress: ip })).statusCode).toBe(201);
    const login = await postJson(t.app, '/auth/login', user, { remoteAddress: ip });
    const resend = await postJson(
      t.app,
      '/auth/resend-verification',
      {},
      { cookies: { ap_session: sessionCookie(login) ?? '' } },
    );
    expect(resend.statusCode).toBe(200);
    const forgot = await postJson(
      t.app,
      '/auth/forgot-password',
      { email: user.email },
      { remoteAddress: ip },
    );
    expect(forgot.statusCode).toBe(200);

    const mails = await readOutbox(t);
    // Written in the background, possibly within one millisecond: compared without their order.
    expect(mails.map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1]).sort()).toEqual([
      'Reset your ApplyPilot password',
      'Verify your ApplyPilot email address',
      'Verify your ApplyPilot email address',
    ]);
    for (const mail of mails) {
      expect(mail).toContain('To: victim@example.com');
      // The body (after the headers) opens with a bare greeting.
      expect(mail.split(/\r?\n\r?\n/)[1]).toBe('Hello,');
      for (const fragment of ['Claim', 'prize.example', '98765', 'INR']) expect(mail).not.toContain(fragment);
    }
  });
});
