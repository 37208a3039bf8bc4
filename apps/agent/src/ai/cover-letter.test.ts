import {
  AutomationProfileSchema,
  JobSearchSettingsSchema,
  type AgentEvent,
  type AgentStartRequestInput,
} from '@applypilot/contracts';
import {
  startFakeGemini,
  type FakeGemini,
  type FakeGeminiRequest,
  type FakeReply,
} from '@applypilot/fake-gemini';
import { DEMO_ORDER, DEMO_RESUME, type ResumeData } from '@applypilot/resume';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBoardJson, startBoard, type Board } from '../../test/support/board';
import { minimalPdf } from '../../test/support/resume';
import { sha256Of } from '../store/resume-store';
import { startAgent, type AgentProcess } from '../test-support/agent-process';
import { startApi, type ApiProcess, type ApiUser } from '../test-support/api-process';

/**
 * The AI cover letter end to end on the agent's side (issue 17, part 4): the real API with the fake Gemini, the agent
 * as a process, the practice board recording what was typed and uploaded. Jobs (test/fixtures/cover-letter.json):
 * Quill Writing has an optional "Cover letter" textarea, Nimbus Cloud the resume step's optional cover-letter upload,
 * Orbit Payments the upload and a required "Covering letter" whose letter the server refuses, Kadam Labs a required
 * "Motivation letter" and a tailoring that fails (so no letter is asked for).
 */
const CATALOGUE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test/fixtures/cover-letter.json',
);
const JOBS = { quill: '4300000001', nimbus: '4300000002', orbit: '4300000003', kadam: '4300000004' };
const ALL = Object.values(JOBS);
const BASE_PDF = minimalPdf('Aarav Sharma - Resume');

/** Letters written only from the demo resume's facts and the job's title and company (the server's check passes). */
const letterFor = (company: string) =>
  [
    'Dear Hiring Manager,',
    `I am applying for the Software Engineer role at ${company}. At Flipkart I led the migration of the checkout service to an event-driven design, cutting p99 latency by 38%.`,
    'Kind regards,\nPriya Sharma',
  ].join('\n\n');

/** The same letter as the model answers it: paragraphs of sentences, each citing its sources in the resume. */
const sourcedLetter = (company: string, latency: string) => ({
  paragraphs: [
    { sentences: [{ text: 'Dear Hiring Manager,', sources: [] }] },
    {
      sentences: [
        { text: `I am applying for the Software Engineer role at ${company}.`, sources: [] },
        {
          text: `At Flipkart I led the migration of the checkout service to an event-driven design, cutting p99 latency by ${latency}.`,
          sources: ['S5', 'S7'],
        },
      ],
    },
    {
      sentences: [
        { text: 'Kind regards,', sources: [] },
        { text: 'Priya Sharma', sources: [] },
      ],
    },
  ],
});

let tmp: string;
let gemini: FakeGemini;
let api: ApiProcess;
let board: Board;
const agents: AgentProcess[] = [];

function companyIn(prompt: string): string {
  return /^Company: (.*)$/m.exec(prompt)?.[1]?.trim() ?? '';
}

function respond(request: FakeGeminiRequest): FakeReply {
  const company = companyIn(request.text);
  if (request.text.startsWith('JOB POSTING:')) {
    if (company === 'Kadam Labs')
      return { kind: 'error', status: 429, message: 'Quota exceeded', status_: 'RESOURCE_EXHAUSTED' };
    const json = request.text.split('RESUME (JSON):\n')[1] ?? '{}';
    // A faithful tailoring: the resume as it came.
    return { kind: 'text', text: JSON.stringify(JSON.parse(json) as ResumeData) };
  }
  if (request.text.startsWith('JOB:')) {
    // Each sentence names the resume parts it rests on (decision 046). Orbit's letter changes a number of the
    // resume: the server refuses it (422).
    return {
      kind: 'text',
      text: JSON.stringify(sourcedLetter(company, company === 'Orbit Payments' ? '45%' : '38%')),
    };
  }
  return { kind: 'error', status: 400, message: 'fake: not a prompt this test scripts' };
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-letter-'));
  gemini = await startFakeGemini();
  gemini.respond(respond);
  [board, api] = await Promise.all([
    startBoard({ variant: 'v2-classic', catalogue: CATALOGUE }),
    startApi({
      GEMINI_API_KEY: 'fake-gemini-key',
      GEMINI_API_URL: gemini.url,
      AI_TAILOR_TIMEOUT_MS: '2000',
      AI_ANSWER_TIMEOUT_MS: '2000',
    }),
  ]);
});

afterAll(async () => {
  await Promise.all(agents.map((a) => a.kill()));
  await Promise.all([board?.stop(), api?.stop(), gemini?.close()]);
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function run(name: string, user: ApiUser, customize: boolean) {
  const agent = await startAgent({
    AGENT_DATA_DIR: path.join(tmp, name),
    AGENT_PROFILE_DIR: path.join(tmp, `${name}-chrome`),
    AGENT_GRANT_PUBLIC_KEY: api.grantPublicKey,
    LINKEDIN_URL: board.url,
  });
  agents.push(agent);
  await agent.pair(api.origin);
  const request: AgentStartRequestInput = {
    search: JobSearchSettingsSchema.parse(await readBoardJson('reference-search.json')),
    profile: AutomationProfileSchema.parse(await readBoardJson('reference-profile.json')),
    resume: { base64: BASE_PDF.toString('base64'), filename: 'Aarav Sharma.pdf' },
    resumeStructured: { data: DEMO_RESUME, order: DEMO_ORDER },
    customize,
    apiUrl: api.origin,
    apiToken: user.agentToken,
  };
  expect((await agent.api('POST', '/api/start', request)).status).toBe(202);
  const events = await agent.progress((e) => e.type === 'run-ended');
  return { agent, events };
}

const outcomes = (events: AgentEvent[]) =>
  Object.fromEntries(
    events.flatMap((e) => (e.type === 'job-result' ? [[e.result.jobId, e.result.outcome]] : [])),
  );
const letterPrompts = () => gemini.requests.filter((r) => r.text.startsWith('JOB:'));
const tailorPrompts = () => gemini.requests.filter((r) => r.text.startsWith('JOB POSTING:'));

describe('the AI cover letter in a run', () => {
  it('customise on: fills the text field, uploads the PDF, and falls back when the letter or the tailoring fails', async () => {
    gemini.reset();
    gemini.respond(respond);
    await board.reset();
    const profile = AutomationProfileSchema.parse(await readBoardJson('reference-profile.json'));
    const user = await api.user();
    const before = await user.buyCredits();
    const { agent, events } = await run('on', user, true);
    expect(events.at(-1)).toMatchObject({ type: 'run-ended', reason: 'finished' });
    expect(outcomes(events)).toEqual(Object.fromEntries(ALL.map((id) => [id, 'applied'])));

    const submitted = new Map((await board.submissions()).submissions.map((s) => [s.jobId, s]));
    // The optional textarea holds the server's letter, exactly.
    expect(submitted.get(JOBS.quill)?.fields['cover-letter']).toBe(letterFor('Quill Writing'));
    // The upload is a PDF of that job's letter, under the applicant's name, kept by the agent like the resumes.
    const nimbus = submitted.get(JOBS.nimbus);
    expect(nimbus?.coverLetterFile?.name).toBe('Aarav Sharma - Cover letter.pdf');
    expect(nimbus?.fields.coverLetter).toBe('Aarav Sharma - Cover letter.pdf');
    const kept = await agent.api('GET', `/api/resumes/${nimbus?.coverLetterFile?.sha256 ?? ''}`);
    expect(kept.status).toBe(200);
    const body = kept.json<{ base64: string; filename: string }>();
    const pdf = Buffer.from(body.base64, 'base64');
    expect(body.filename).toBe('Aarav Sharma - Cover letter.pdf');
    expect(sha256Of(pdf)).toBe(nimbus?.coverLetterFile?.sha256);
    expect(pdf.length).toBe(nimbus?.coverLetterFile?.size);
    const file = path.join(tmp, 'letter.pdf');
    await writeFile(file, pdf);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Aarav Sharma Dear Hiring Manager,');
    expect(text).toContain('Software Engineer role at Nimbus Cloud.');
    // Orbit's letter was refused: the optional upload stays empty, the required field gets the profile's letter.
    expect(submitted.get(JOBS.orbit)?.coverLetterFile).toBeNull();
    expect(submitted.get(JOBS.orbit)?.fields['covering-letter']).toBe(profile.coverLetter);
    // Kadam's tailoring failed: no letter is asked for, and the required field gets the profile's letter.
    expect(submitted.get(JOBS.kadam)?.fields['motivation-letter']).toBe(profile.coverLetter);

    // One letter per tailored job with a letter field (Orbit's resume upload and textarea share one request).
    expect(
      letterPrompts()
        .map((r) => companyIn(r.text))
        .sort(),
    ).toEqual(['Nimbus Cloud', 'Orbit Payments', 'Quill Writing']);
    expect(tailorPrompts()).toHaveLength(ALL.length);
    // The letters cost nothing beyond their tailorings: three tailorings and four applications.
    expect(await user.credits()).toBe(before - 3 * 5 - ALL.length);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'log',
        message: 'Cover letter written with AI for Software Engineer at Quill Writing.',
      }),
    );
  });

  it('customise off: the optional letter fields stay empty and nothing is asked of the AI', async () => {
    gemini.reset();
    gemini.respond(respond);
    await board.reset();
    const profile = AutomationProfileSchema.parse(await readBoardJson('reference-profile.json'));
    const user = await api.user();
    const before = await user.buyCredits();
    const { events } = await run('off', user, false);
    expect(outcomes(events)).toEqual(Object.fromEntries(ALL.map((id) => [id, 'applied'])));
    const submitted = new Map((await board.submissions()).submissions.map((s) => [s.jobId, s]));
    expect(submitted.get(JOBS.quill)?.fields['cover-letter']).toBe('');
    expect(submitted.get(JOBS.nimbus)?.coverLetterFile).toBeNull();
    expect(submitted.get(JOBS.nimbus)?.fields).not.toHaveProperty('coverLetter');
    expect(submitted.get(JOBS.orbit)?.fields['covering-letter']).toBe(profile.coverLetter);
    expect(submitted.get(JOBS.kadam)?.fields['motivation-letter']).toBe(profile.coverLetter);
    expect(gemini.requests).toEqual([]);
    expect(await user.credits()).toBe(before - ALL.length);
  });
});
