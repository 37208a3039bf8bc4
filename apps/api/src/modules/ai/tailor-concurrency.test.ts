import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startFakeGemini, type FakeGemini } from '@applypilot/fake-gemini';
import { MESSAGES } from '@applypilot/contracts';
import { postgresBackend, postgresSkipReason } from '../../../test/backends';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { account, balance, ledger, query } from '../../../test/spending';
import { issueAgentToken } from '../../../test/agent';
import { GEMINI_TEST_KEY, faithfulTailoring, tailor, tailorBody } from '../../../test/ai';
import { createTailoringRepository } from './tailoring-repository';

/**
 * Races of the tailoring credits. They only mean something with several connections, so they run on PostgreSQL (16
 * pooled connections) and show as skipped, with the reason, without it.
 */
describe.skipIf(!postgresBackend)(
  `concurrent tailoring on postgres ${postgresSkipReason ? `(${postgresSkipReason})` : ''}`,
  () => {
    let fake: FakeGemini;
    let t: TestApp;
    beforeAll(async () => {
      fake = await startFakeGemini();
      const backend = postgresBackend!;
      t = await createTestApp(
        { ...backend, open: () => backend.open({ poolSize: 16 }) },
        { GEMINI_API_KEY: GEMINI_TEST_KEY, GEMINI_API_URL: fake.url },
      );
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
    });

    it('30 concurrent tailorings with 12 credits: exactly 2 reserve, the others 402; balance and ledger agree', async () => {
      const who = await account(t, { credits: 12 });
      const token = await issueAgentToken(t, who);
      fake.respond(() => ({ kind: 'text', text: JSON.stringify(faithfulTailoring()) }));
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => tailor(t, token, tailorBody(`race-${i}`))),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(2);
      expect(statuses.filter((s) => s === 402)).toHaveLength(28);
      for (const r of responses.filter((x) => x.statusCode === 402)) {
        expect(r.json().message).toBe(MESSAGES.notEnoughCreditsToCustomize(2));
      }
      expect(await balance(t, who)).toEqual({ credits: 2, ledgerSum: 2 });
      const reasons = (await ledger(t, who)).map((l) => l.reason);
      expect(reasons.filter((r) => r === 'ai_tailoring_reserved')).toHaveLength(2);
      expect(await query(t, sql`SELECT status FROM ai_tailorings WHERE user_id = ${who.id}`)).toEqual([
        { status: 'done' },
        { status: 'done' },
      ]);
      expect(fake.requests).toHaveLength(2);
    });

    it('30 concurrent tailorings the model gets wrong: every credit comes back, once', async () => {
      const who = await account(t, { credits: 12 });
      const token = await issueAgentToken(t, who);
      const unfaithful = faithfulTailoring();
      unfaithful.skills[0]!.skills = ['Go', 'Terraform'];
      fake.respond(() => ({ kind: 'text', text: JSON.stringify(unfaithful) }));
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => tailor(t, token, tailorBody(`wrong-${i}`))),
      );
      expect(responses.every((r) => r.statusCode === 502 || r.statusCode === 402)).toBe(true);
      expect(await balance(t, who)).toEqual({ credits: 12, ledgerSum: 12 });
      const entries = await ledger(t, who);
      const reserved = entries.filter((l) => l.reason === 'ai_tailoring_reserved').map((l) => l.reference);
      const refunded = entries.filter((l) => l.reason === 'ai_tailoring_refunded').map((l) => l.reference);
      expect(reserved.length).toBeGreaterThanOrEqual(2);
      expect(refunded.sort()).toEqual(reserved.sort());
    });

    it('the same job 10 times at once: one reservation, the others told it is in flight', async () => {
      const who = await account(t, { credits: 50 });
      const token = await issueAgentToken(t, who);
      fake.respond(() => ({ kind: 'text', text: JSON.stringify(faithfulTailoring()), delayMs: 200 }));
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => tailor(t, token, tailorBody('same-job'))),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
      // However many answered 200 (a late one is a free repeat of the first), 5 credits were taken once.
      expect(await balance(t, who)).toEqual({ credits: 45, ledgerSum: 45 });
    });

    it('two refunds of one tailoring racing: the credits come back once', async () => {
      const who = await account(t, { credits: 6 });
      const repository = createTailoringRepository(t.database.db);
      const reserved = await repository.reserve(who.id, 'refund-race', 'a'.repeat(64));
      expect(reserved.kind).toBe('reserved');
      const id = reserved.kind === 'reserved' ? reserved.id : '';
      const results = await Promise.all(Array.from({ length: 8 }, () => repository.fail(id, 'timeout')));
      expect(results.filter((r) => r !== undefined)).toEqual([6]);
      expect(await balance(t, who)).toEqual({ credits: 6, ledgerSum: 6 });
    });
  },
);
