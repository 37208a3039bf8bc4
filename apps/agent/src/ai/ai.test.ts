import {
  AutomationProfileSchema,
  JobSearchSettingsSchema,
  MESSAGES,
  SERVER_AI_MODEL,
  type AgentEvent,
  type AgentStartRequestInput,
  type AutomationProfile,
} from '@applypilot/contracts';
import {
  startFakeGemini,
  type FakeGemini,
  type FakeGeminiRequest,
  type FakeReply,
} from '@applypilot/fake-gemini';
import { DEMO_ORDER, DEMO_RESUME, type ResumeData } from '@applypilot/resume';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_DIR, readBoardJson, startBoard, type Board } from '../../test/support/board';
import { minimalPdf } from '../../test/support/resume';
import { sha256Of } from '../store/resume-store';
import { startAgent, type AgentProcess } from '../test-support/agent-process';
import { startApi, type ApiProcess, type ApiUser } from '../test-support/api-process';

/**
 * AI tailoring and AI screening answers end to end on the agent's side (decision 027): the real API as a process
 * with GEMINI_API_URL pointing at the fake Gemini, the agent as a process, the practice board. The fake answers by
 * what the prompt is about (the job's company, the question), so the order of the calls does not matter.
 */
const JOBS = {
  razorline: '4100216138',
  infosys: '4100208219',
  kadam: '4100224057',
  krishi: '4100311166',
  meridian: '4100319085',
  /** "How many years of experience do you have with Kubernetes?" (required, numeric). */
  indus: '4100350761',
  /** "On a scale of 1-10, how would you rate your SQL skills?" */
  saffron: '4100366599',
};
const TAILOR_JOBS = [JOBS.razorline, JOBS.infosys, JOBS.kadam, JOBS.krishi, JOBS.meridian];
const ANSWER_JOBS = [JOBS.indus, JOBS.saffron, JOBS.razorline];
const BASE_PDF = minimalPdf('Aarav Sharma - Resume');
const BASE_SHA = sha256Of(BASE_PDF);

type Json = Record<string, unknown>;
type Tailor = (company: string, data: ResumeData) => FakeReply;
type Answer = (question: string) => FakeReply;

/** A faithful tailoring that differs per job: every bullet list rotated by a number of places of the job's own. */
function rotateBullets(data: ResumeData, by: number): ResumeData {
  const out: Json = {};
  for (const [section, entries] of Object.entries(data)) {
    out[section] = entries.map((entry) => {
      const bullets = (entry as Json).bullets;
      if (!Array.isArray(bullets) || bullets.length < 2) return entry;
      const n = by % bullets.length;
      return { ...entry, bullets: [...bullets.slice(n), ...bullets.slice(0, n)] };
    });
  }
  return out as ResumeData;
}

function faithful(company: string, data: ResumeData): FakeReply {
  const by = 1 + ([...company].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 2);
  return { kind: 'text', text: JSON.stringify(rotateBullets(data, by)) };
}

let tmp: string;
let gemini: FakeGemini;
let api: ApiProcess;
let tailorBoard: Board;
let answerBoard: Board;
let tailor: Tailor = faithful;
let answer: Answer = () => ({ kind: 'text', text: JSON.stringify({ status: 'unknown' }) });
const agents: AgentProcess[] = [];

function respond(request: FakeGeminiRequest): FakeReply {
  if (request.text.startsWith('JOB POSTING:')) {
    // The job as JSON (decision 026) or in the untrusted job block (issue 17: "Company: …").
    const named = /"company": "([^"]*)"|^Company: (.*)$/m.exec(request.text);
    const company = (named?.[1] ?? named?.[2] ?? '').trim();
    const json = request.text.split('RESUME (JSON):\n')[1] ?? '{}';
    return tailor(company, JSON.parse(json) as ResumeData);
  }
  const question = /QUESTION \([a-z]+\): (.*)/.exec(request.text)?.[1];
  if (question) return answer(question);
  return { kind: 'error', status: 400, message: 'fake: not a prompt this test scripts' };
}

async function catalogue(name: string, ids: string[]): Promise<string> {
  const all = JSON.parse(await readFile(path.join(BOARD_DIR, 'catalogue', 'default.json'), 'utf8')) as {
    jobs: { id: string }[];
  };
  const file = path.join(tmp, `${name}.json`);
  await writeFile(file, JSON.stringify({ ...all, jobs: all.jobs.filter((job) => ids.includes(job.id)) }));
  return file;
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-ai-'));
  gemini = await startFakeGemini();
  gemini.respond(respond);
  [tailorBoard, answerBoard, api] = await Promise.all([
    catalogue('tailor', TAILOR_JOBS).then((c) => startBoard({ variant: 'v2-classic', catalogue: c })),
    catalogue('answers', ANSWER_JOBS).then((c) => startBoard({ variant: 'v2-classic', catalogue: c })),
    // Short server time-outs: a hanging model is given up on in 2 s, not a minute.
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
  await Promise.all([tailorBoard?.stop(), answerBoard?.stop(), api?.stop(), gemini?.close()]);
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function runAgent(
  name: string,
  board: Board,
  user: ApiUser,
  extra: Partial<AgentStartRequestInput> & { profile?: AutomationProfile },
): Promise<{ agent: AgentProcess; events: AgentEvent[] }> {
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
    apiUrl: api.origin,
    apiToken: user.agentToken,
    ...extra,
  };
  expect((await agent.api('POST', '/api/start', request)).status).toBe(202);
  const events = await agent.progress((e) => e.type === 'run-ended');
  return { agent, events };
}

const results = (events: AgentEvent[]) =>
  new Map(events.flatMap((e) => (e.type === 'job-result' ? [[e.result.jobId, e.result] as const] : [])));
const tailorings = (events: AgentEvent[]) =>
  new Map(events.flatMap((e) => (e.type === 'job-tailored' ? [[e.jobId, e] as const] : [])));

async function sentResume(agent: AgentProcess, sha: string) {
  const res = await agent.api('GET', `/api/resumes/${sha}`);
  return { status: res.status, body: res.json<{ sha256?: string; base64?: string; message?: string }>() };
}

describe('AI tailoring in a run (customise on)', () => {
  it('uploads a PDF of its own per job, spends 6 credits a job, and the reservation carries the tailored PDF', async () => {
    tailor = faithful;
    gemini.reset();
    gemini.respond(respond);
    await tailorBoard.reset();
    const user = await api.user();
    const before = await user.buyCredits();
    const { agent, events } = await runAgent('tailored', tailorBoard, user, {
      customize: true,
      resumeStructured: { data: DEMO_RESUME, order: DEMO_ORDER },
    });
    expect(events.at(-1)).toMatchObject({ type: 'run-ended', reason: 'finished' });
    const { submissions } = await tailorBoard.submissions();
    expect(submissions.map((s) => s.jobId).sort()).toEqual([...TAILOR_JOBS].sort());
    const uploads = submissions.map((s) => s.file?.sha256 ?? '');
    // Not the base resume, and a PDF of its own for each job (the fake tailored each job differently).
    expect(uploads.every((sha) => /^[0-9a-f]{64}$/.test(sha) && sha !== BASE_SHA)).toBe(true);
    expect(new Set(uploads).size).toBeGreaterThan(1);
    expect(submissions.every((s) => s.file?.name === 'Aarav Sharma.pdf')).toBe(true);

    const tailored = tailorings(events);
    for (const submission of submissions) {
      expect(tailored.get(submission.jobId)).toMatchObject({ ok: true, sha256: submission.file?.sha256 });
      // The agent keeps the very PDF it uploaded; its door hands it back to the extension.
      const kept = await sentResume(agent, submission.file?.sha256 ?? '');
      expect(kept.status).toBe(200);
      expect(sha256Of(Buffer.from(kept.body.base64 ?? '', 'base64'))).toBe(submission.file?.sha256);
    }
    // The builder's structure went to the model, once per job.
    const prompts = gemini.requests.filter((r) => r.text.startsWith('JOB POSTING:'));
    expect(prompts).toHaveLength(TAILOR_JOBS.length);
    expect(prompts[0]?.text).toContain('Flipkart');

    expect(await user.credits()).toBe(before - 6 * TAILOR_JOBS.length);
    const history = await user.history();
    expect(history).toHaveLength(TAILOR_JOBS.length);
    expect(history.every((h) => h.tailored === true)).toBe(true);
    expect(new Set(history.map((h) => h.resumeSha256))).toEqual(new Set(uploads));
    // creditsLeft on the job-tailored events goes down 5 (tailoring) then 1 (application) per job.
    const lefts = events.flatMap((e) =>
      e.type === 'job-tailored' || (e.type === 'job-result' && e.result.outcome === 'applied')
        ? [e.creditsLeft]
        : [],
    );
    expect(lefts).toEqual(TAILOR_JOBS.flatMap((_, i) => [before - 6 * i - 5, before - 6 * (i + 1)]));
  });

  it('a rejected or failed tailoring gives the credits back and sends the base resume, with the API’s message', async () => {
    const addEmployer: Tailor = (_company, data) => ({
      kind: 'text',
      text: JSON.stringify({
        ...data,
        // The faithfulness unit test's own case: an employer copied from another entry, renamed.
        experience: [...data.experience, { ...data.experience[1], id: 'x', company: 'Acme Corp' }],
      }),
    });
    const byCompany: Record<string, Tailor> = {
      Razorline: addEmployer,
      'Infosys Digital': () => ({
        kind: 'error',
        status: 429,
        message: 'Quota exceeded',
        status_: 'RESOURCE_EXHAUSTED',
      }),
      'Kadam Labs': () => ({
        kind: 'error',
        status: 404,
        message: 'models/x is not found',
        status_: 'NOT_FOUND',
      }),
      'Krishi Data': () => ({ kind: 'text', text: '{"personal": [' }),
      'Meridian Bank Tech': () => ({ kind: 'hang' }),
    };
    tailor = (company, data) => byCompany[company]?.(company, data) ?? faithful(company, data);
    await tailorBoard.reset();
    const user = await api.user();
    const before = await user.buyCredits();
    const { events } = await runAgent('failed', tailorBoard, user, {
      customize: true,
      resumeStructured: { data: DEMO_RESUME, order: DEMO_ORDER },
    });
    expect(events.at(-1)).toMatchObject({ type: 'run-ended', reason: 'finished' });
    const tailored = tailorings(events);
    expect(tailored.get(JOBS.razorline)).toMatchObject({ ok: false });
    expect(tailored.get(JOBS.razorline)?.message).toBe(
      MESSAGES.aiUnfaithful('added an employer that is not on your resume (Acme Corp)'),
    );
    expect(tailored.get(JOBS.infosys)).toMatchObject({ ok: false, message: MESSAGES.aiQuotaExceeded });
    expect(tailored.get(JOBS.kadam)).toMatchObject({
      ok: false,
      message: MESSAGES.aiModelRetired(SERVER_AI_MODEL),
    });
    expect(tailored.get(JOBS.krishi)).toMatchObject({ ok: false, message: MESSAGES.aiBadOutput });
    expect(tailored.get(JOBS.meridian)).toMatchObject({ ok: false, message: MESSAGES.aiTimedOut });

    // Every application still went, with the base resume, and only the application's credit was spent.
    const { submissions } = await tailorBoard.submissions();
    expect(submissions.map((s) => s.jobId).sort()).toEqual([...TAILOR_JOBS].sort());
    expect(submissions.every((s) => s.file?.sha256 === BASE_SHA)).toBe(true);
    expect(await user.credits()).toBe(before - TAILOR_JOBS.length);
    const history = await user.history();
    expect(history.every((h) => h.tailored === false && h.resumeSha256 === BASE_SHA)).toBe(true);
  });
});

describe('AI screening answers', () => {
  it('fills an answer grounded in the profile and applies; an unknown answer sends the job to the queue', async () => {
    answer = (question) =>
      /Kubernetes/.test(question)
        ? {
            kind: 'text',
            text: JSON.stringify({
              status: 'answered',
              value: '3',
              facts: [{ path: 'skills.K8s', value: '3' }],
            }),
          }
        : { kind: 'text', text: JSON.stringify({ status: 'unknown' }) };
    gemini.reset();
    gemini.respond(respond);
    await answerBoard.reset();
    const user = await api.user();
    const before = await user.credits();
    const reference = AutomationProfileSchema.parse(await readBoardJson('reference-profile.json'));
    // The profile calls it K8s: the engine's own rules do not know that, the model does (and cites the fact).
    const profile = { ...reference, skills: { ...reference.skills, K8s: 3 } };
    const { events } = await runAgent('answers', answerBoard, user, { profile });
    expect(events.at(-1)).toMatchObject({ type: 'run-ended', reason: 'finished' });

    const byJob = results(events);
    expect(byJob.get(JOBS.indus)?.outcome).toBe('applied');
    expect(byJob.get(JOBS.razorline)?.outcome).toBe('applied');
    expect(byJob.get(JOBS.saffron)).toMatchObject({
      outcome: 'needs-answer',
      question: 'On a scale of 1-10, how would you rate your SQL skills?',
    });
    const { submissions } = await answerBoard.submissions();
    expect(submissions.find((s) => s.jobId === JOBS.indus)?.fields['years-kubernetes']).toBe('3');
    expect(submissions.map((s) => s.jobId).sort()).toEqual([JOBS.indus, JOBS.razorline].sort());
    expect(
      events.some(
        (e) =>
          e.type === 'log' &&
          e.message === "Answered 'How many years of experience do you have…' from your profile: 3",
      ),
    ).toBe(true);
    // Only the two questions the profile could not answer were asked; nothing was charged for them.
    const asked = gemini.requests.filter((r) => r.text.includes('QUESTION ('));
    expect(asked.map((r) => /QUESTION \([a-z]+\): (.*)/.exec(r.text)?.[1]).sort()).toEqual([
      'How many years of experience do you have with Kubernetes?',
      'On a scale of 1-10, how would you rate your SQL skills?',
    ]);
    expect(await user.credits()).toBe(before - 2);
  });
});
