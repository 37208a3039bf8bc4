import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startFakeGemini, type FakeGemini } from '@applypilot/fake-gemini';
import {
  DEMO_ORDER,
  DEMO_RESUME,
  structuredSources,
  TailorResumeResponseSchema,
  type ResumeData,
  type TailorResumeRequestInput,
} from '@applypilot/resume';
import { buildApp, loggerOptions } from '../../app';
import { loadConfig } from '../../config';
import { backends } from '../../../test/backends';
import { TEST_ORIGIN, TEST_SCRYPT_COST, type TestApp } from '../../../test/test-app';
import { account, query } from '../../../test/spending';
import { issueAgentToken } from '../../../test/agent';
import {
  GEMINI_TEST_KEY,
  answerBody,
  answerQuestion,
  baseProfile,
  coverLetter,
  tailor,
} from '../../../test/ai';

/**
 * Privacy as promised (truth issue, part 5): after a tailoring (done and refused), a screening answer and a cover
 * letter (written and refused), no column of any table holds any of the resume's, profile's, job description's or
 * letter's words, and no log line does either. Each string below is sent (the fake model saw it), so the scan cannot
 * pass for want of input; the account's own email, which the database must keep, is the scan's positive control.
 */

const RESUME_WORDS = 'Rebuilt the Quokkaroo settlement engine for Ostravenko merchants';
const RESUME_WORDS_2 = 'Mentored the Zelkovatree guild';
const PROFILE_CITY = 'Vellorixa';
const PROFILE_NAME = 'Thessalyne';
const PROFILE_EMAIL = 'thessalyne.private@example.org';
const PROFILE_PHONE = '4155550199';
const PROFILE_MEMORY = 'Mauvewing answer memory';
const JOB_TITLE = 'Principal Heliograph Engineer';
const JOB_COMPANY = 'Kestrelbyte Labs';
const DESCRIPTION = 'Own the Marzipanfold platform. Quillstone experience a plus.';
const LETTER_SENTENCE = 'At Flipkart I rebuilt the Quokkaroo settlement engine for Ostravenko merchants.';

const SECRETS = [
  RESUME_WORDS,
  'Quokkaroo',
  'Ostravenko',
  RESUME_WORDS_2,
  'Zelkovatree',
  PROFILE_CITY,
  PROFILE_NAME,
  PROFILE_EMAIL,
  PROFILE_PHONE,
  'Mauvewing',
  JOB_TITLE,
  'Heliograph',
  JOB_COMPANY,
  'Kestrelbyte',
  'Marzipanfold',
  'Quillstone',
  LETTER_SENTENCE,
];

function resume(): ResumeData {
  const data = structuredClone(DEMO_RESUME);
  data.experience[0]!.bullets = [RESUME_WORDS, RESUME_WORDS_2];
  return data;
}

function body(jobId: string): TailorResumeRequestInput {
  return {
    job: {
      jobId,
      jobUrl: `https://www.linkedin.com/jobs/view/${jobId}/`,
      title: JOB_TITLE,
      company: JOB_COMPANY,
      description: DESCRIPTION,
    },
    resume: { kind: 'structured', data: resume(), order: [...DEMO_ORDER] },
  };
}

const json = (value: unknown) => ({ kind: 'text' as const, text: JSON.stringify(value) });

describe.each(backends)('nothing of a request is kept on $name', (backend) => {
  let fake: FakeGemini;
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    fake = await startFakeGemini();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'applypilot-ai-privacy-'));
    const config = loadConfig({
      APP_ORIGIN: TEST_ORIGIN,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      DOWNLOADS_DIR: path.join(dataDir, 'downloads'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      GEMINI_API_KEY: GEMINI_TEST_KEY,
      GEMINI_API_URL: fake.url,
    });
    const database = await backend.open();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // The production logger configuration, at its most talkative, into memory.
    const built = await buildApp({
      config,
      db: database.db,
      logger: { ...(loggerOptions('trace') as object), stream },
      scryptCost: TEST_SCRYPT_COST,
    });
    await built.app.ready();
    t = {
      ...built,
      config,
      database,
      dataDir,
      async close() {
        await built.app.close();
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('after tailorings, an answer and cover letters: no text in any column of any table, none in the log', async () => {
    const who = await account(t, { credits: 20 });
    const token = await issueAgentToken(t, who);

    // A tailoring (the model answers the resume back, each sentence citing itself: faithful) and one refused for a
    // word it added. The Flipkart bullets are S7 and S8, its fields S5 (structuredSources).
    fake.respondOnce(json(structuredSources(resume()).sourced));
    const done = await tailor(t, token, body('privacy-1'));
    expect(done.statusCode, done.body).toBe(200);
    const tailoringId = TailorResumeResponseSchema.parse(done.json()).tailoringId;
    const unfaithful = structuredClone(structuredSources(resume()).sourced);
    unfaithful.experience![0]!.bullets = [
      { text: RESUME_WORDS, sources: ['S7'] },
      { text: `${RESUME_WORDS_2} on Quillstone`, sources: ['S8'] },
    ];
    fake.respondOnce(json(unfaithful));
    const refused = await tailor(t, token, body('privacy-2'));
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toContain('Quillstone');

    // A screening answer from a profile full of the user's details.
    const profile = {
      ...baseProfile,
      firstName: PROFILE_NAME,
      email: PROFILE_EMAIL,
      phone: PROFILE_PHONE,
      city: PROFILE_CITY,
      answers: { 'Favourite bird?': PROFILE_MEMORY },
    };
    fake.respondOnce(
      json({ status: 'answered', value: PROFILE_CITY, facts: [{ path: 'city', value: PROFILE_CITY }] }),
    );
    const answer = await answerQuestion(
      t,
      token,
      answerBody({
        question: 'Which city do you live in?',
        kind: 'text',
        profile,
        job: { jobId: 'privacy-1', title: JOB_TITLE, company: JOB_COMPANY, description: DESCRIPTION },
      }),
    );
    expect(answer.json()).toMatchObject({ answer: { status: 'answered', value: PROFILE_CITY } });

    // A cover letter, and one refused for a word of the posting.
    const letter = `Dear Hiring Manager,\n\nI am applying for the ${JOB_TITLE} role at ${JOB_COMPANY}. ${LETTER_SENTENCE}\n\nSincerely,\nPriya Sharma`;
    const paragraphs = [
      { sentences: [{ text: 'Dear Hiring Manager,', sources: [] }] },
      {
        sentences: [
          { text: `I am applying for the ${JOB_TITLE} role at ${JOB_COMPANY}.`, sources: [] },
          { text: LETTER_SENTENCE, sources: ['S5', 'S7'] },
        ],
      },
      {
        sentences: [
          { text: 'Sincerely,', sources: [] },
          { text: 'Priya Sharma', sources: [] },
        ],
      },
    ];
    fake.respondOnce(json({ paragraphs }));
    const { job, resume: sent } = body('privacy-1');
    const written = await coverLetter(t, token, { job, tailoringId, resume: sent });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().letter).toBe(letter);
    fake.respondOnce(
      json({ paragraphs: [...paragraphs, { sentences: [{ text: 'I love Marzipanfold.', sources: [] }] }] }),
    );
    const refusedLetter = await coverLetter(t, token, { job, tailoringId, resume: sent });
    expect(refusedLetter.statusCode).toBe(422);

    // Every string was sent to the model (but the answer memory, which never is, and the letter, which came back
    // from it), so a clean database means none was kept.
    const sentToModel = fake.requests.map((r) => r.text).join('\n');
    for (const secret of SECRETS.filter((s) => s !== LETTER_SENTENCE && s !== 'Mauvewing')) {
      expect(sentToModel).toContain(secret);
    }

    const columns = await query<{ table_schema: string; table_name: string; column_name: string }>(
      t,
      sql`SELECT c.table_schema, c.table_name, c.column_name FROM information_schema.columns c
          JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
          WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema') AND tb.table_type = 'BASE TABLE'
          ORDER BY 1, 2, 3`,
    );
    expect(columns.length).toBeGreaterThan(50);
    const found = async (needle: string): Promise<string[]> => {
      const hits: string[] = [];
      for (const { table_schema, table_name, column_name } of columns) {
        const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
        const [row] = await query<{ n: number }>(
          t,
          sql`SELECT count(*)::int AS n FROM ${sql.raw(`${quoted(table_schema)}.${quoted(table_name)}`)}
              WHERE ${sql.raw(quoted(column_name))}::text ILIKE ${`%${needle}%`}`,
        );
        if ((row?.n ?? 0) > 0) hits.push(`${table_name}.${column_name}`);
      }
      return hits;
    };
    // The positive control: the scan finds what the database does keep.
    expect(await found(who.email)).toContain('users.email');
    for (const secret of SECRETS) expect(await found(secret), secret).toEqual([]);

    // The rows that remain: hashes, credits, status and a failure kind.
    expect(
      await query<{ status: string; failure: string | null }>(
        t,
        sql`SELECT status, failure FROM ai_tailorings WHERE user_id = ${who.id} ORDER BY created_at`,
      ),
    ).toEqual([
      { status: 'done', failure: null },
      { status: 'failed', failure: 'unfaithful' },
    ]);

    const log = lines.join('');
    expect(log).toContain('"url":"/api/ai/tailor-resume"');
    expect(log).toContain('"url":"/api/ai/cover-letter"');
    expect(log).toContain('tailoring failed; credits returned');
    expect(log).toContain('cover letter refused');
    for (const secret of [...SECRETS, GEMINI_TEST_KEY, token]) expect(log, secret).not.toContain(secret);
  });
});
