import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AutomationProfile } from '@applypilot/contracts';
import type { Page } from 'playwright-core';
import { answerQuestion } from '../answers/answerer';
import { realOptions, type Answer } from '../answers/question';
import { launchChrome } from '../browser/launch';
import { questionOf } from '../engine/form-step';
import { readStep, type StepInfo } from '../forms/read-form';
import { readDetails, type JobDetails } from '../linkedin/job-page';
import { readSignal, type PageSignal } from '../linkedin/page-state';
import { readCards } from '../linkedin/search-page';
import {
  easyApplyControl,
  findApplyDialog,
  firstVisible,
  primaryNow,
  type PrimaryKind,
} from '../linkedin/targets';
import type { JobCard } from '../linkedin/job-card';
import { UsageError } from './usage-error';

/**
 * `npm run agent -- inspect FILE.html|URL [--profile P.json] [--open] [--json]` (issue 27): what the engine reads
 * from a saved page (a redacted capture among them) or a board page, with the answer it would give from the profile.
 * Read only: nothing is typed or pressed, except Easy Apply when --open asks for the form of a job page.
 */
export interface InspectArgs {
  target: string;
  profile?: string;
  open: boolean;
  json: boolean;
}

export function parseInspectArgs(argv: readonly string[]): InspectArgs {
  let target: string | undefined;
  let profile: string | undefined;
  let open = false;
  let json = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--open') open = true;
    else if (arg === '--json') json = true;
    else if (arg === '--profile') {
      profile = argv[i + 1];
      if (!profile || profile.startsWith('--')) throw new UsageError('--profile needs a value.');
      i += 1;
    } else if (arg.startsWith('--')) throw new UsageError(`Unknown option "${arg}".`);
    else if (target === undefined) target = arg;
    else throw new UsageError(`One page at a time: "${arg}" is one too many.`);
  }
  if (!target) throw new UsageError('inspect needs a saved page (FILE.html) or a URL.');
  return { target, ...(profile ? { profile } : {}), open, json };
}

/** A page address from what was typed: an existing file, or an http(s) URL. */
export function pageAddress(target: string, cwd: string): string {
  const file = path.resolve(cwd, target);
  if (existsSync(file)) return pathToFileURL(file).href;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new UsageError(`"${target}" is neither a file nor a URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError('inspect reads files and http(s) pages only.');
  return url.href;
}

export type StepKind = 'contact info' | 'resume' | 'questions' | 'review' | 'loading' | 'empty';

/** What a step is for, from what it asks (the words of its questions), never from its markup. */
export function stepKind(step: StepInfo, primary: PrimaryKind | null): StepKind {
  if (step.busy) return 'loading';
  const labels = step.fields.map((f) => f.label.toLowerCase()).join(' | ');
  if (step.fileInputs.length || step.uploadButtons.length || step.resumeChoice) return 'resume';
  if (/\b(email|phone|mobile)\b/.test(labels) && /\b(first name|last name|phone|mobile)\b/.test(labels))
    return 'contact info';
  if (step.fields.length) return 'questions';
  if (primary === 'submit' || /review/i.test(step.heading)) return 'review';
  return 'empty';
}

export interface InspectedQuestion {
  question: string;
  kind: string;
  required: boolean;
  options?: string[];
  value: string | string[];
  error?: string;
  /** The answer the engine would give from the profile ("(no answer: needs-answer)" when none and required). */
  answer?: string;
}

export interface Inspection {
  address: string;
  signal: PageSignal;
  step?: {
    kind: StepKind;
    heading: string;
    progress: string;
    primaryAction: PrimaryKind | null;
    questions: InspectedQuestion[];
    storedResumes: string[];
    uploads: string[];
    follow: boolean | null;
    errors: string[];
    notUnderstood: string[];
  };
  job?: Pick<JobDetails, 'state' | 'title' | 'tags' | 'paneJob'> & {
    description: string;
    easyApply: boolean;
  };
  cards?: Pick<JobCard, 'jobId' | 'title' | 'company' | 'location' | 'footer'>[];
}

function shownAnswer(answer: Answer): string {
  if (answer.kind === 'text') return answer.value;
  if (answer.kind === 'choice') return answer.option;
  if (answer.kind === 'choices') return answer.options.join(', ') || '(none ticked)';
  return '';
}

/** Reads the page the way the engine does during a run. */
export async function inspectPage(page: Page, profile?: AutomationProfile): Promise<Inspection> {
  const out: Inspection = { address: page.url(), signal: await readSignal(page) };
  // The application form; else any open dialog (a step still loading shows neither controls nor buttons yet).
  const dialog = (await findApplyDialog(page, 1500)) ?? (await firstVisible(page.getByRole('dialog')));
  if (dialog) {
    const step = await readStep(dialog);
    const primary = (await primaryNow(dialog))?.kind ?? null;
    out.step = {
      kind: stepKind(step, primary),
      heading: step.heading,
      progress: step.progress,
      primaryAction: primary,
      questions: step.fields.map((field) => {
        const answer = profile ? answerQuestion(questionOf(field, ''), profile) : undefined;
        return {
          question: field.label,
          kind: field.kind,
          required: field.required,
          ...(field.options ? { options: realOptions(field.options) } : {}),
          value: field.value,
          ...(field.error ? { error: field.error } : {}),
          ...(answer
            ? {
                answer:
                  answer.kind === 'unknown'
                    ? field.required
                      ? '(no answer: needs-answer)'
                      : '(left empty)'
                    : shownAnswer(answer),
              }
            : {}),
        };
      }),
      storedResumes: step.resumeChoice?.options ?? [],
      uploads: [
        ...step.fileInputs.map((f) => f.label || f.name.trim()),
        ...step.uploadButtons.map((b) => b.name),
      ],
      follow: step.follow ? step.follow.checked : null,
      errors: step.errors,
      notUnderstood: step.unreadable.map((u) => `${u.why}: ${u.kind} ${u.what}`),
    };
  }
  const details = await readDetails(page, '').catch(() => null);
  if (details?.found) {
    out.job = {
      state: details.state,
      title: details.title,
      tags: details.tags.slice(0, 12),
      paneJob: details.paneJob,
      description: details.description.slice(0, 200),
      easyApply: !!(await easyApplyControl(page, 200)),
    };
  }
  const { cards } = await readCards(page).catch(() => ({ cards: [] as JobCard[] }));
  if (cards.length) out.cards = cards;
  return out;
}

/** The inspection in sentences, one question a line. */
export function inspectionText(i: Inspection): string {
  const lines = [`Page: ${i.address}`, `Signal: ${i.signal}`];
  if (i.step) {
    const s = i.step;
    lines.push(
      `Step: ${s.kind}${s.heading ? ` ("${s.heading}")` : ''}${s.progress ? `, ${s.progress}` : ''}`,
      `Primary action: ${s.primaryAction ?? 'none found'}`,
    );
    s.questions.forEach((q, n) => {
      lines.push(
        `  ${n + 1}. ${q.question} [${q.kind}${q.required ? ', required' : ''}]` +
          (q.options ? ` options: ${q.options.join(' / ')}` : '') +
          (q.error ? ` error: "${q.error}"` : '') +
          (q.answer !== undefined ? ` → ${q.answer}` : ''),
      );
    });
    if (s.storedResumes.length) lines.push(`Stored resumes: ${s.storedResumes.join(', ')}`);
    if (s.uploads.length) lines.push(`Uploads: ${s.uploads.join(', ')}`);
    if (s.follow !== null) lines.push(`Follow the company: ${s.follow ? 'ticked' : 'not ticked'}`);
    if (s.errors.length) lines.push(`Errors: ${s.errors.join('; ')}`);
    if (s.notUnderstood.length) lines.push(`Not understood: ${s.notUnderstood.join('; ')}`);
  }
  if (i.job)
    lines.push(
      `Job: ${i.job.title || '(no title)'} — ${i.job.state}${i.job.easyApply ? ' (Easy Apply control found)' : ''}`,
      `  ${i.job.description.replace(/\s+/g, ' ').slice(0, 120)}`,
    );
  if (i.cards) {
    lines.push(`Cards: ${i.cards.length}`);
    for (const c of i.cards) lines.push(`  ${c.jobId}: ${c.title} | ${c.company} | ${c.location}`);
  }
  if (!i.step && !i.job && !i.cards) lines.push('Nothing the engine knows: no form, no job, no job cards.');
  return lines.join('\n');
}

/** Opens the page in a headless Chromium of its own, reads it, closes everything. */
export async function runInspect(
  args: InspectArgs,
  profile: AutomationProfile | undefined,
  cwd: string,
): Promise<string> {
  const address = pageAddress(args.target, cwd);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'applypilot-inspect-'));
  const context = await launchChrome({ headless: true, dir });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('load', { timeout: 5000 }).catch(() => undefined);
    if (args.open) {
      const apply = await easyApplyControl(page, 5000);
      if (apply) {
        await apply.click();
        await findApplyDialog(page, 8000);
      }
    }
    const inspection = await inspectPage(page, profile);
    return args.json ? JSON.stringify(inspection, null, 2) : inspectionText(inspection);
  } finally {
    await context.close().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
}
