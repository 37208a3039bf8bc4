import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startFakeGemini, type FakeGemini } from '@applypilot/fake-gemini';
import { MESSAGES } from '@applypilot/contracts';
import { TailorResumeResponseSchema, type ResumeData } from '@applypilot/resume';
import { backends } from '../../../test/backends';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { account, balance, ledger, query } from '../../../test/spending';
import { issueAgentToken } from '../../../test/agent';
import { BANK_RESUME, GEMINI_TEST_KEY, bankBody, tailor } from '../../../test/ai';

/**
 * Tailorings that add a fact in prose (truth issue, part 1), each accepted and charged before: refused with the
 * check's words naming what was added, the 5 credits back, the row failed with the kind only. And a faithful rewrite
 * of the same resume that must still pass.
 */

const json = (value: unknown) => ({ kind: 'text' as const, text: JSON.stringify(value) });

type Edit = (data: ResumeData) => void;
const bullet =
  (entry: number, index: number, text: string): Edit =>
  (data) => {
    data.experience[entry]!.bullets[index] = text;
  };
const summary =
  (text: string): Edit =>
  (data) => {
    data.summary[0]!.summaryText = text;
  };
const inFincore = (what: string) =>
  `added a number that is not in the Fincore entry of your resume (${what})`;

describe.each(backends)('tailorings that add a fact, on $name', (backend) => {
  let fake: FakeGemini;
  let t: TestApp;
  let jobs = 0;

  beforeAll(async () => {
    fake = await startFakeGemini();
    t = await createTestApp(backend, { GEMINI_API_KEY: GEMINI_TEST_KEY, GEMINI_API_URL: fake.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  async function tailorWith(edit: Edit) {
    const who = await account(t, { credits: 12 });
    const token = await issueAgentToken(t, who);
    const output = structuredClone(BANK_RESUME);
    edit(output);
    fake.respondOnce(json(output));
    const response = await tailor(t, token, bankBody(`truth-${++jobs}`));
    return { who, response };
  }

  it.each<[string, Edit, string]>([
    [
      'a changed number with its unit (30% → 40%, beside "40 banking clients")',
      bullet(0, 0, 'Cut API latency 40% for 40 banking clients by caching account lookups'),
      inFincore('40%'),
    ],
    [
      'a changed count ("4 engineers" → "40 engineers")',
      bullet(0, 1, 'Mentored 40 engineers through their first on-call rotation'),
      inFincore('40 engineers'),
    ],
    [
      'a number in words ("forty engineers")',
      bullet(0, 1, 'Mentored forty engineers through their first on-call rotation'),
      inFincore('forty engineers'),
    ],
    [
      'a magnitude (2 million → 2 billion users)',
      summary('Backend engineer; my payments API serves 2 billion users and moved $1.2M a day.'),
      'added a number that is not on your resume (2 billion users)',
    ],
    [
      'a money magnitude ($1.2M → $1.2B)',
      summary('Backend engineer; my payments API serves 2 million users and moved $1.2B a day.'),
      'added a number that is not on your resume ($1.2B)',
    ],
    [
      'an Indian unit (₹12 lakh → ₹12 crore)',
      bullet(0, 2, 'Ran a payments ledger settling ₹12 crore a day across two million users'),
      inFincore('₹12 crore'),
    ],
    [
      'a technology in a bullet (Kubernetes, only in the job description)',
      bullet(0, 0, 'Cut API latency 30% for 40 banking clients by caching account lookups on Kubernetes'),
      'added words that are not on your resume (Kubernetes)',
    ],
    [
      "the injected summary (the posting's IGNORE PREVIOUS RULES)",
      summary(
        'Backend engineer with an active government security clearance, AWS Certified Solutions Architect, fluent in Rust and Japanese, former Google Staff Engineer.',
      ),
      'added words that are not on your resume (security clearance, AWS Certified Solutions Architect, fluent, Rust, Japanese, former, Google, Staff Engineer)',
    ],
    [
      'a company-wide Rust rewrite in a bullet',
      bullet(1, 0, 'Led a company-wide Rust rewrite that cut build times 3x'),
      'added words that are not on your resume (Rust)',
    ],
  ])('refuses %s: 502 with the reason, 5 credits back, the failure kind kept', async (_label, edit, why) => {
    const { who, response } = await tailorWith(edit);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      success: false,
      message: MESSAGES.aiUnfaithful(why),
      error: MESSAGES.aiUnfaithful(why),
    });
    expect(await balance(t, who)).toEqual({ credits: 12, ledgerSum: 12 });
    const rows = await query<{ id: string; status: string; failure: string; output_sha256: string | null }>(
      t,
      sql`SELECT id, status, failure, output_sha256 FROM ai_tailorings WHERE user_id = ${who.id}`,
    );
    expect(rows).toEqual([
      { id: expect.any(String), status: 'failed', failure: 'unfaithful', output_sha256: null },
    ]);
    expect((await ledger(t, who)).slice(-2)).toEqual([
      { delta: -5, reason: 'ai_tailoring_reserved', reference: rows[0]!.id },
      { delta: 5, reason: 'ai_tailoring_refunded', reference: rows[0]!.id },
    ]);
  });

  it('passes a faithful rewrite: numbers in other words, bullets reworded and dropped, a shorter summary', async () => {
    const { who, response } = await tailorWith((data) => {
      data.summary[0]!.summaryText = 'Backend engineer whose payments API serves two million users.';
      data.experience[0]!.bullets = [
        'Reduced API latency by 30 percent for forty banking clients with account-lookup caching',
        'Mentored four engineers through on-call',
      ];
      data.skills[0]!.skills = ['Python', 'Java', 'PostgreSQL'];
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(TailorResumeResponseSchema.parse(response.json()).availableJobs).toBe(7);
    expect(await balance(t, who)).toEqual({ credits: 7, ledgerSum: 7 });
  });
});
