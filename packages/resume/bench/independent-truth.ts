/**
 * `npx tsx bench/independent-truth.ts` (part of `npm run bench -w packages/resume`): the truth check (decision 046)
 * against a set written by someone who never saw it (test/independent/truth-set.json and its README): 150 sentences
 * written to get past a careless check and 72 faithful ones, each placed in an otherwise unchanged tailoring (as the
 * summary, or as its entry's first bullet) or cover letter, and checked as the API checks them. Prints what got
 * through and what was refused wrongly, and the figures. Measured, never tuned on.
 */
import { readFileSync } from 'node:fs';
import {
  checkCoverLetter,
  checkStructuredTailoring,
  checkTextTailoring,
  DEMO_RESUME,
  loadNlp,
  structuredSources,
  TailoringAnswerSchema,
} from '../src/index';
import { FAITHFUL_TEXT_ENTRIES } from '../test/provenance-faithful';
import { FRONTEND_TEXT } from '../test/provenance-resumes';

interface Case {
  id: string;
  label: 'unfaithful' | 'faithful';
  resume: 'demo' | 'text';
  kind: 'tailoring' | 'letter';
  at: string;
  job?: { title: string; company: string };
  text: string;
  sources: string[];
  why: string;
  borderline?: boolean;
}

type Answer = Record<string, Record<string, unknown>[]>;

const CASES = JSON.parse(
  readFileSync(new URL('../test/independent/truth-set.json', import.meta.url), 'utf8'),
) as Case[];

function place(answer: Answer, at: string, written: { text: string; sources: string[] }): void {
  if (at === 'summary') {
    answer.summary = [{ id: 'summary-1', sentences: [written] }];
    return;
  }
  const [section = '', index = '0'] = at.split(':');
  const entry = answer[section]?.[Number(index)];
  if (!entry) throw new Error(`no entry ${at}`);
  const bullets = (entry.bullets as unknown[] | undefined) ?? [];
  entry.bullets = bullets.length > 0 ? [written, ...bullets.slice(1)] : [written];
}

function verdictOf(c: Case): { ok: boolean; why?: string } {
  const written = { text: c.text, sources: c.sources };
  if (c.kind === 'letter') {
    const job = c.job ?? { title: 'Backend Engineer', company: 'Acme Payments' };
    const paragraphs = [
      [{ text: 'Dear Hiring Manager,', sources: [] }],
      [{ text: `I am applying for the ${job.title} role at ${job.company}.`, sources: [] }, written],
      [
        { text: 'Kind regards,', sources: [] },
        { text: c.resume === 'demo' ? 'Priya Sharma' : 'Asha Rao', sources: [] },
      ],
    ];
    const resume =
      c.resume === 'demo'
        ? ({ kind: 'structured', data: DEMO_RESUME } as const)
        : ({ kind: 'text', text: FRONTEND_TEXT } as const);
    return checkCoverLetter(resume, paragraphs, job);
  }
  if (c.resume === 'text') {
    const answer = structuredClone(FAITHFUL_TEXT_ENTRIES) as unknown as Answer;
    answer.summary = [];
    for (const entry of answer.experience ?? []) entry.bullets = [];
    place(answer, c.at, written);
    return checkTextTailoring(FRONTEND_TEXT, TailoringAnswerSchema.parse(answer));
  }
  const answer = structuredClone(structuredSources(DEMO_RESUME).sourced) as Answer;
  place(answer, c.at, written);
  return checkStructuredTailoring(DEMO_RESUME, TailoringAnswerSchema.parse(answer));
}

loadNlp();
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
let through = 0;
let wronglyRefused = 0;
const unfaithful = CASES.filter((c) => c.label === 'unfaithful');
const faithful = CASES.filter((c) => c.label === 'faithful');
for (const c of CASES) {
  const verdict = verdictOf(c);
  if (c.label === 'unfaithful' && verdict.ok) {
    through += 1;
    console.log(`GOT THROUGH ${c.id}${c.borderline ? ' (borderline)' : ''}: "${c.text}" — ${c.why}`);
  }
  if (c.label === 'faithful' && !verdict.ok) {
    wronglyRefused += 1;
    console.log(`refused ${c.id}${c.borderline ? ' (borderline)' : ''}: "${c.text}" — ${verdict.why}`);
  }
}
console.log(
  `\nIndependent set: ${unfaithful.length - through} of ${unfaithful.length} unfaithful sentences refused ` +
    `(${percent(unfaithful.length - through, unfaithful.length)}), ${through} got through; ` +
    `${wronglyRefused} of ${faithful.length} faithful ones refused (${percent(wronglyRefused, faithful.length)}).`,
);
