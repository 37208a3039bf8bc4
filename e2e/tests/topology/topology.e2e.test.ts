import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_TRIAL_CREDITS, MESSAGES, PLANS } from '@applypilot/contracts';
import { privateKeyFrom, publicKeyBase64, publicKeyFrom, verifyGrant } from '@applypilot/grants';
import { signWebhook, webhookBody } from '../../../apps/api/test/fake-razorpay';
import { withRetries, type Answer, type Endpoint } from './client';
import { balance, byStatus, grantCredits, PASSWORD, signUp, type Person } from './people';
import { startTopology, type Topology } from './stack';

const run = promisify(execFile);

/**
 * The production layout of decision 036, run on this machine: nginx (Debian's package, the rendered site) terminating
 * TLS in front of two API instances started from the rendered systemd unit in production mode, one PostgreSQL
 * database. Every money path and every limit is driven through nginx and through each instance directly at once, and
 * the database is counted afterwards.
 */
let stack: Topology;

beforeAll(async () => {
  stack = await startTopology();
});

afterAll(async () => {
  await stack?.stop();
});

/** Requests spread over nginx and both instances directly. */
const everywhere = (): Endpoint[] => [stack.proxy, stack.a.endpoint, stack.b.endpoint];

/** The periodic sweep's log lines ("expired reservations given back") of one instance, summed. */
function sweptInLogs(instance: Topology['a']): number {
  return instance
    .logs()
    .filter((line) => line.msg === 'expired reservations given back')
    .reduce((sum, line) => sum + Number(line.expired ?? 0), 0);
}

/** Requests of `path` that an instance logged as coming from `address`. */
function requestsFrom(instance: Topology['a'], address: string, url: string): number {
  return instance.logs().filter((line) => {
    const req = line.req as { url?: string; remoteAddress?: string } | undefined;
    return line.msg === 'incoming request' && req?.url === url && req.remoteAddress === address;
  }).length;
}

const people: { reserving: Person[]; buyer?: Person } = { reserving: [] };

describe('two API instances behind nginx on one PostgreSQL database', () => {
  it('serves hashed assets from nginx with a year of immutable caching, and pages from the instances', async () => {
    const client = stack.client('127.0.0.2');
    const page = await client.request(stack.proxy, 'GET', '/pricing');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    // The page came from an instance: the API's security headers, with HSTS since the origin is https.
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');

    const asset = /\/assets\/[\w.-]+\.js/.exec(page.text)?.[0];
    expect(asset, 'the built index.html names a hashed script').toBeDefined();
    const onDisk = readFileSync(path.join(stack.options.webDistDir, asset ?? ''));
    const script = await client.request(stack.proxy, 'GET', asset ?? '', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(script.status).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    // nginx answered from disk: the instances would have sent their Content-Security-Policy.
    expect(script.headers['content-security-policy']).toBeUndefined();
    const gzipped = existsSync(path.join(stack.options.webDistDir, `${asset}.gz`));
    expect(script.headers['content-encoding']).toBe(gzipped ? 'gzip' : undefined);
    expect(gzipped ? gunzipSync(script.body).equals(onDisk) : script.body.equals(onDisk)).toBe(true);

    const oldChunk = await client.request(stack.proxy, 'GET', '/assets/page-from-an-older-build-0a1b2c3d.js');
    expect(oldChunk.status).toBe(404);

    const plain = await client.request(
      { name: 'nginx http', port: stack.httpPort },
      'GET',
      '/pricing?plan=pro',
    );
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`${stack.origin}/pricing?plan=pro`);
  });

  it('runs in production mode: real payment keys, no sandbox, no mail outbox page', async () => {
    const client = stack.client('127.0.0.2');
    const config = (await client.request(stack.proxy, 'GET', '/api/config')).json();
    expect(config).toMatchObject({ paymentMode: 'razorpay', razorpayKeyId: stack.razorpay.keyId });
    for (const url of ['/sandbox/checkout.js', '/dev/outbox']) {
      const answer = await client.request(stack.proxy, 'GET', url);
      expect(answer.status, url).toBe(404);
    }
  });

  it('keeps an account, its mailed link and its session valid on either instance', async () => {
    const person = await signUp(stack, '127.0.1.1', 'session', {
      register: stack.proxy,
      verify: stack.a.endpoint,
      login: stack.b.endpoint,
    });
    // The session was made on B.
    for (const endpoint of [stack.a.endpoint, stack.b.endpoint]) {
      const me = await person.client.request(endpoint, 'GET', '/auth/me');
      expect(me.status, endpoint.name).toBe(200);
      expect(me.json<{ user: { email: string } }>().user.email).toBe(person.email);
    }
    // The same browser on another network, through nginx: round robin takes its calls to both instances, and each
    // sees the browser's address (X-Forwarded-For from nginx, believed because TRUST_PROXY names nginx).
    const roaming = person.client.from('127.0.1.101');
    for (let i = 0; i < 6; i += 1) {
      const me = await roaming.request(stack.proxy, 'GET', '/auth/me');
      expect(me.status).toBe(200);
    }
    expect(requestsFrom(stack.a, '127.0.1.101', '/auth/me')).toBeGreaterThan(0);
    expect(requestsFrom(stack.b, '127.0.1.101', '/auth/me')).toBeGreaterThan(0);
    expect(
      requestsFrom(stack.a, '127.0.0.1', '/auth/me') + requestsFrom(stack.b, '127.0.0.1', '/auth/me'),
    ).toBe(0);

    // Logging out on A ends the session on B and through nginx.
    const out = await person.client.request(stack.a.endpoint, 'POST', '/auth/logout');
    expect(out.status).toBe(200);
    for (const endpoint of [stack.b.endpoint, stack.proxy]) {
      const me = await roaming.request(endpoint, 'GET', '/auth/me');
      expect(me.status, endpoint.name).toBe(401);
    }
  });

  it('counts the login limit across both instances, per real client address', async () => {
    const email = 'session@topology.example';
    const attacker = stack.client('127.0.2.1');
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        attacker.request(everywhere()[i % 3] as Endpoint, 'POST', '/auth/login', {
          body: { email, password: `wrong-${i}` },
        }),
      ),
    );
    // 10 wrong passwords per account and address, wherever they arrive; the other 30 are refused before hashing.
    expect(byStatus(attempts)).toEqual({ 401: 10, 429: 30 });
    for (const answer of attempts) {
      if (answer.status === 401) expect(answer.json().error).toBe(MESSAGES.invalidCredentials);
      else expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Now even the right password waits at that address, through nginx or straight at an instance, and a forged
    // X-Forwarded-For from a client that is not nginx changes nothing.
    const right = { body: { email, password: PASSWORD } };
    expect((await attacker.request(stack.proxy, 'POST', '/auth/login', right)).status).toBe(429);
    const forged = await attacker.request(stack.a.endpoint, 'POST', '/auth/login', {
      ...right,
      headers: { 'x-forwarded-for': '127.0.2.99' },
    });
    expect(forged.status).toBe(429);
    // nginx replaces a client's X-Forwarded-For: pretending to be the blocked address gets an address of one's own.
    const pretender = await stack.client('127.0.2.2').request(stack.proxy, 'POST', '/auth/login', {
      body: { email, password: 'wrong-again' },
      headers: { 'x-forwarded-for': '127.0.2.1' },
    });
    expect(pretender.status).toBe(401);
    // The owner elsewhere is not locked out.
    const owner = await stack.client('127.0.2.3').request(stack.proxy, 'POST', '/auth/login', right);
    expect(owner.status).toBe(200);
  });

  it('fulfils a purchase once while the callback and the webhooks race on both instances', async () => {
    const buyer = await signUp(stack, '127.0.1.2', 'buyer', {
      register: stack.a.endpoint,
      verify: stack.proxy,
      login: stack.b.endpoint,
    });
    people.buyer = buyer;
    const plan = PLANS.find((candidate) => candidate.name === 'Starter Pack');
    if (!plan) throw new Error('no Starter Pack');
    const created = await buyer.client.request(stack.a.endpoint, 'POST', '/api/payment/create-order', {
      body: { planName: plan.name, userEmail: buyer.email },
    });
    expect(created.status, created.text).toBe(200);
    const order = created.json<{ order_id: string; amount: number; key: string }>();
    expect(order).toMatchObject({ amount: plan.price, key: stack.razorpay.keyId });

    // The buyer pays in Razorpay's checkout; the page's callback and Razorpay's two webhooks arrive at once.
    const payment = stack.razorpay.pay(order.order_id, 'captured');
    const callback = {
      body: {
        razorpay_order_id: order.order_id,
        razorpay_payment_id: payment.id,
        razorpay_signature: stack.razorpay.checkoutSignature(order.order_id, payment.id),
        userEmail: buyer.email,
      },
    };
    const webhook = (event: 'payment.captured' | 'order.paid', id: string, endpoint: Endpoint) => {
      const raw = webhookBody(event, payment, stack.razorpay.orders.get(order.order_id));
      return stack.client('127.0.3.1').request(endpoint, 'POST', '/api/payment/webhook', {
        body: JSON.parse(raw) as unknown,
        headers: { 'x-razorpay-signature': signWebhook(raw, stack.webhookSecret), 'x-razorpay-event-id': id },
      });
    };
    const answers = await Promise.all([
      buyer.client.request(stack.b.endpoint, 'POST', '/api/payment/process-payment', callback),
      buyer.client.request(stack.proxy, 'POST', '/api/payment/process-payment', callback),
      webhook('payment.captured', 'evt_topology_1', stack.a.endpoint),
      webhook('order.paid', 'evt_topology_2', stack.proxy),
    ]);
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json().success).toBe(true);
    }

    expect(await balance(stack, buyer)).toEqual({
      credits: FREE_TRIAL_CREDITS + plan.credits,
      ledger: FREE_TRIAL_CREDITS + plan.credits,
    });
    const purchases = await stack.db.rows<{ delta: number }>(
      `SELECT delta FROM credit_ledger WHERE user_id = ${buyer.userId} AND reason = 'purchase'`,
    );
    expect(purchases).toEqual([{ delta: plan.credits }]);
    const info = await buyer.client.request(stack.proxy, 'GET', '/api/user/job-info');
    expect(info.json<{ user: object }>().user).toMatchObject({
      availableJobs: FREE_TRIAL_CREDITS + plan.credits,
      isPremium: true,
    });
  });

  it('reserves exactly the balance: 200 concurrent reservations on 100 credits over both instances', async () => {
    people.reserving = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        signUp(stack, `127.0.1.${10 + i}`, `reserver${i}`, {
          register: everywhere()[i % 3] as Endpoint,
          verify: everywhere()[(i + 1) % 3] as Endpoint,
          login: everywhere()[(i + 2) % 3] as Endpoint,
        }),
      ),
    );
    // 20 credits each, 100 in all; 40 jobs each stays within the daily limit, so only the balance decides.
    for (const person of people.reserving) await grantCredits(stack, person, 20 - FREE_TRIAL_CREDITS);

    const publicKey = publicKeyFrom(publicKeyBase64(privateKeyFrom(stack.grantKey)));
    const calls = people.reserving.flatMap((person, i) =>
      Array.from({ length: 40 }, (_, j) => ({
        person,
        jobId: `r${i}-${j}`,
        endpoint: everywhere()[(i + j) % 3],
      })),
    );
    const answers = await Promise.all(
      calls.map(({ person, jobId, endpoint }) =>
        person.client.request(endpoint as Endpoint, 'POST', '/api/applications', {
          body: {
            jobId,
            jobUrl: `https://www.linkedin.com/jobs/view/${jobId}`,
            jobTitle: 'Engineer',
            company: 'Acme',
          },
        }),
      ),
    );
    expect(byStatus(answers)).toEqual({ 201: 100, 402: 100 });
    answers.forEach((answer, index) => {
      const call = calls[index];
      if (answer.status === 402) return expect(answer.json().error).toBe(MESSAGES.noCredits);
      // Either instance signs with the one key in the environment file: every grant verifies.
      const body = answer.json<{ application: { id: string }; grant: string }>();
      expect(
        verifyGrant(publicKey, body.grant, { jobId: call?.jobId ?? '', applicationId: body.application.id })
          .ok,
      ).toBe(true);
    });
    for (const person of people.reserving) {
      expect(await balance(stack, person)).toEqual({ credits: 0, ledger: 0 });
    }
    const reserved = await stack.db.rows<{ user_id: number; open: number; charged: number }>(
      `SELECT a.user_id, count(*)::int AS open,
              (SELECT count(*)::int FROM credit_ledger l WHERE l.user_id = a.user_id AND l.reason = 'application_reserved') AS charged
         FROM applications a WHERE a.status = 'reserved' AND a.user_id IN (${people.reserving.map((p) => p.userId).join(',')})
        GROUP BY a.user_id`,
    );
    expect(reserved.map(({ open, charged }) => [open, charged])).toEqual(
      Array.from({ length: 5 }, () => [20, 20]),
    );
  });

  it('holds the daily limit exactly across both instances', async () => {
    const buyer = people.buyer;
    if (!buyer) throw new Error('the purchase test did not run');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, j) =>
        buyer.client.request(everywhere()[j % 3] as Endpoint, 'POST', '/api/applications', {
          body: { jobId: `d-${j}`, jobUrl: `https://www.linkedin.com/jobs/view/d-${j}` },
        }),
      ),
    );
    expect(byStatus(answers)).toEqual({ 201: 40, 429: 20 });
    for (const answer of answers) {
      if (answer.status === 429) expect(answer.json().error).toBe(MESSAGES.dailyLimitReached);
    }
    const plan = PLANS.find((candidate) => candidate.name === 'Starter Pack');
    const start = FREE_TRIAL_CREDITS + (plan?.credits ?? 0);
    expect(await balance(stack, buyer)).toEqual({ credits: start - 40, ledger: start - 40 });
  });

  it('gives each expired credit back once while both instances sweep', async () => {
    const [racing, ...quiet] = people.reserving as [Person, ...Person[]];
    const ids = people.reserving.map((person) => person.userId).join(',');
    /** An hour and more ago, as if the person's agent had gone away. */
    const ageReservations = (person: Person) =>
      stack.db.execute(
        `UPDATE applications SET reserved_at = reserved_at - interval '2 hours'
          WHERE status = 'reserved' AND user_id = ${person.userId}`,
      );
    const openReservations = async (person: Person) => {
      const [row] = await stack.db.rows<{ open: number }>(
        `SELECT count(*)::int AS open FROM applications WHERE status = 'reserved' AND user_id = ${person.userId}`,
      );
      return row?.open ?? -1;
    };

    // Four people's reservations age one after another while nobody calls: only the periodic sweeps (every half second
    // in each instance) can give them back. For the first, A stands still (SIGSTOP), so B's sweep must do it; for the
    // second, B stands still. The last two age with both running: the instances started together, so their timers
    // fire almost together and the second statement meets rows the first is cancelling.
    const swept = () => ({ a: sweptInLogs(stack.a), b: sweptInLogs(stack.b) });
    const sweepOne = async (person: Person) => {
      await ageReservations(person);
      const deadline = Date.now() + 20_000;
      while ((await openReservations(person)) !== 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await openReservations(person)).toBe(0);
    };
    const start = swept();
    for (const [index, person] of quiet.entries()) {
      const still = index === 0 ? stack.a : index === 1 ? stack.b : undefined;
      still?.pause();
      try {
        await sweepOne(person);
      } finally {
        still?.resume();
      }
      if (index === 0) expect(swept()).toEqual({ a: start.a, b: start.b + 20 });
      if (index === 1) expect(swept()).toEqual({ a: start.a + 20, b: start.b + 20 });
    }
    // The instances' own accounts agree with the database: 80 given back between them, none twice.
    const end = swept();
    expect(end.a - start.a + end.b - start.b).toBe(quiet.length * 20);

    // The fifth person's dashboard asks on every endpoint at once the moment they age: each call sweeps that user's
    // stale reservations first, racing the other calls and both periodic sweeps, and each shows the credits back.
    await ageReservations(racing);
    const infos = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        racing.client.request(everywhere()[i % 3] as Endpoint, 'GET', '/api/user/job-info'),
      ),
    );
    for (const info of infos) {
      expect(info.status).toBe(200);
      expect(info.json<{ user: { availableJobs: number } }>().user.availableJobs).toBe(20);
    }
    // More sweeps find nothing left to give: every job-info call sweeps its user's stale reservations first, so each
    // person's history read once more on A, on B and through nginx is three more sweeps that have run to the end.
    for (const person of people.reserving) {
      for (const endpoint of everywhere()) {
        const info = await person.client.request(endpoint as Endpoint, 'GET', '/api/user/job-info');
        expect(info.json<{ user: { availableJobs: number } }>().user.availableJobs).toBe(20);
      }
    }

    for (const person of people.reserving) {
      expect(await balance(stack, person)).toEqual({ credits: 20, ledger: 20 });
    }
    const [given] = await stack.db.rows<{ rows: number; applications: number; expired: number }>(
      `SELECT count(*)::int AS rows, count(DISTINCT reference)::int AS applications,
              (SELECT count(*)::int FROM applications WHERE user_id IN (${ids}) AND cancel_reason = 'expired'
                  AND expired_at IS NOT NULL) AS expired
         FROM credit_ledger WHERE reason = 'application_expired' AND user_id IN (${ids})`,
    );
    expect(given).toEqual({ rows: 100, applications: 100, expired: 100 });
  });

  it('loses nothing when an instance is killed mid-load: its clients carry on through the other', async () => {
    // Each person runs an agent: 4 lanes of 5 jobs, reserve then sent, with the agent's token. Two people's agents
    // talk to instance B directly and move to A when B is gone; three go through nginx and simply repeat a failed call.
    const tokens = await Promise.all(
      people.reserving.map(async (person) => {
        const answer = await person.client.request(stack.proxy, 'POST', '/api/agent/token');
        expect(answer.status, answer.text).toBe(200);
        return answer.json<{ token: string }>().token;
      }),
    );
    const routes = (i: number): Endpoint[] => (i < 2 ? [stack.b.endpoint, stack.a.endpoint] : [stack.proxy]);
    let pinnedDone = 0;
    let killed: Promise<void> | undefined;
    const outcomes: { jobId: string; reserve: Answer; sent: Answer; retries: number }[] = [];

    const lane = async (i: number, laneNo: number) => {
      const person = people.reserving[i] as Person;
      const auth = { authorization: `Bearer ${tokens[i]}` };
      for (let n = 0; n < 5; n += 1) {
        const jobId = `k${i}-${laneNo}-${n}`;
        const reserve = await withRetries(person.client, routes(i), 'POST', '/api/applications', {
          body: { jobId, jobUrl: `https://www.linkedin.com/jobs/view/${jobId}` },
          headers: auth,
        });
        const id = reserve.answer.json<{ application?: { id: string } }>().application?.id ?? 'none';
        const sent = await withRetries(person.client, routes(i), 'POST', `/api/applications/${id}/sent`, {
          headers: auth,
        });
        outcomes.push({
          jobId,
          reserve: reserve.answer,
          sent: sent.answer,
          retries: reserve.retries + sent.retries,
        });
        // B dies while the pinned agents are a quarter through and every lane is busy.
        if (i < 2 && (pinnedDone += 1) === 10) killed = stack.b.kill();
      }
    };
    await Promise.all(people.reserving.flatMap((_, i) => [0, 1, 2, 3].map((laneNo) => lane(i, laneNo))));
    await killed;

    expect(killed, 'instance B was killed during the run').toBeDefined();
    expect(outcomes).toHaveLength(100);
    for (const { jobId, reserve, sent } of outcomes) {
      // 201, or 200 when a repeat found the reservation a lost answer had already made.
      expect([200, 201], `${jobId}: ${reserve.text}`).toContain(reserve.status);
      expect(sent.status, `${jobId}: ${sent.text}`).toBe(200);
    }
    // The agents pinned to B had to move to A.
    expect(outcomes.reduce((sum, outcome) => sum + outcome.retries, 0)).toBeGreaterThan(0);

    // Counted in the database: each job sent once, paid once, and the balance matches the ledger.
    const ids = people.reserving.map((person) => person.userId).join(',');
    const rows = await stack.db.rows<{ user_id: number; sent: number; jobs: number; charged: number }>(
      `SELECT a.user_id, count(*)::int AS sent, count(DISTINCT a.job_id)::int AS jobs,
              count(l.id)::int AS charged
         FROM applications a
         LEFT JOIN credit_ledger l ON l.reference = a.id::text AND l.reason = 'application_reserved'
        WHERE a.job_id LIKE 'k%' AND a.user_id IN (${ids}) AND a.status = 'sent'
        GROUP BY a.user_id ORDER BY a.user_id`,
    );
    expect(rows.map(({ sent, jobs, charged }) => [sent, jobs, charged])).toEqual(
      Array.from({ length: 5 }, () => [20, 20, 20]),
    );
    const [left] = await stack.db.rows<{ other: number }>(
      `SELECT count(*)::int AS other FROM applications
        WHERE job_id LIKE 'k%' AND user_id IN (${ids}) AND status <> 'sent'`,
    );
    expect(left?.other).toBe(0);
    for (const person of people.reserving) {
      expect(await balance(stack, person)).toEqual({ credits: 0, ledger: 0 });
    }
    // The survivor alone now serves the site through nginx.
    const info = await (people.reserving[0] as Person).client.request(
      stack.proxy,
      'GET',
      '/api/user/job-info',
    );
    expect(info.status).toBe(200);
    expect(info.json<{ user: { availableJobs: number } }>().user.availableJobs).toBe(0);
  });

  it('restores the database from the pg_dump backup the README describes', async () => {
    const dump = path.join(stack.workDir, 'applypilot.dump');
    await run('pg_dump', ['--format=custom', `--file=${dump}`, stack.db.url]);
    const copy = await stack.db.restoredCopy(dump);
    try {
      const count = `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM applications)::int AS apps,
                            (SELECT coalesce(sum(delta), 0) FROM credit_ledger)::int AS ledger,
                            (SELECT coalesce(sum(credits), 0) FROM users)::int AS credits`;
      const [original] = await stack.db.rows(count);
      const [restored] = await copy.rows(count);
      expect(restored).toEqual(original);
      expect(original).toMatchObject({ users: 7 });
    } finally {
      await copy.drop();
    }
  });
});
