/**
 * The time the truth checks add to one tailoring (truth issue; aim ≤ 20 ms on this machine for a two-page resume),
 * measured in the server's process as the route runs them: checkStructuredTailoring on a two-page resume and a faithful
 * tailoring of it as the model answers it (every bullet reworded and reordered, each citing its source, skills
 * reordered, a shorter summary; decision 046), and checkCoverLetter on a letter of it. The NLP model is loaded first, as register-ai does at start. Prints median, p95 and max; asserts only
 * that the faithful inputs pass.
 */
import { performance } from 'node:perf_hooks';
import {
  checkCoverLetter,
  checkStructuredTailoring,
  DEMO_RESUME,
  loadNlp,
  ResumeDataSchema,
  structuredSources,
  TailoringAnswerSchema,
  type ResumeData,
  type SourcedSentence,
  type TailoringAnswer,
} from '@applypilot/resume';

const WARM_UP = 20;
const RUNS = 200;

/** The demo resume and six more jobs with long bullets: two pages. */
function twoPageResume(): ResumeData {
  const jobs = Array.from({ length: 6 }, (_, n) => ({
    id: `experience-${n}`,
    company: `Company Number ${n + 1}`,
    title: `Senior Engineer ${n + 1}`,
    duration: `Jan ${2010 + n} - Dec ${2010 + n}`,
    location: 'Pune, India',
    description: `Worked on the platform team number ${n + 1}, owning services that handle search, billing and notifications for enterprise customers across three regions.`,
    bullets: [
      `Delivered project alpha ${n + 1} which reduced the time to onboard a new enterprise customer from two weeks to three days`,
      `Rewrote the reporting pipeline ${n + 1}, making nightly batch jobs four times faster and saving compute costs`,
      `Introduced contract testing ${n + 1} between twelve services so that releases no longer broke downstream consumers`,
    ],
    tags: 'Java, Spring, Kafka',
  }));
  return ResumeDataSchema.parse({ ...DEMO_RESUME, experience: [...DEMO_RESUME.experience, ...jobs] });
}

type Answer = Record<string, Record<string, unknown>[]>;

/**
 * A faithful tailoring as the model answers it (decision 046): every bullet reworded and reordered, each citing its
 * source; a shorter summary citing the summary's first sentence; skills reordered.
 */
function tailoredFrom(original: ResumeData): TailoringAnswer {
  const answer = structuredClone(structuredSources(original).sourced) as Answer;
  answer.summary = [
    {
      id: 'summary-1',
      sentences: [
        {
          text: 'Software engineer with 4 years of experience building reliable web platforms in TypeScript and Go.',
          sources: ['S2'],
        },
      ],
    },
  ];
  for (const entry of answer.experience ?? []) {
    entry.bullets = ((entry.bullets as SourcedSentence[] | undefined) ?? [])
      .map((bullet) => ({ ...bullet, text: bullet.text.replace(/ which /g, ' that ').replace(/, /g, '; ') }))
      .reverse();
  }
  answer.skills = [...(answer.skills ?? [])].reverse();
  return TailoringAnswerSchema.parse(answer);
}

const said = (text: string, ...sources: string[]): SourcedSentence => ({ text, sources });
/** A letter as the model answers it: sentences citing the demo's parts (S2 the summary, S5 and S7 Flipkart). */
const LETTER: SourcedSentence[][] = [
  [said('Dear Hiring Manager,')],
  [
    said('I am writing to apply for the Senior Backend Engineer role at Acme Payments.'),
    said(
      'I am a software engineer with 4 years of experience building reliable web platforms in TypeScript and Go.',
      'S2',
    ),
  ],
  [
    said(
      'At Flipkart I led the migration of the checkout service to an event-driven design, cutting p99 latency by 38%.',
      'S5',
      'S7',
    ),
  ],
  [
    said('I would welcome the chance to discuss how my experience could help your team.'),
    said('Thank you for your time and consideration.'),
  ],
  [said('Sincerely,'), said('Priya Sharma')],
];
const JOB = { title: 'Senior Backend Engineer', company: 'Acme Payments' };

function figures(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `p50 ${at(0.5).toFixed(2)} ms  p95 ${at(0.95).toFixed(2)} ms  max ${sorted.at(-1)!.toFixed(2)} ms`;
}

function time(run: () => void): number[] {
  for (let i = 0; i < WARM_UP; i += 1) run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return samples;
}

export function runTailoringChecksBench(): void {
  const original = twoPageResume();
  const tailored = tailoredFrom(original);
  const loadMs = loadNlp();
  const first = performance.now();
  const verdict = checkStructuredTailoring(original, tailored);
  const firstMs = performance.now() - first;
  if (!verdict.ok) throw new Error(`the benchmark's faithful tailoring was refused: ${verdict.why}`);
  const letter = checkCoverLetter({ kind: 'structured', data: original }, LETTER, JOB);
  if (!letter.ok) throw new Error(`the benchmark's faithful letter was refused: ${letter.why}`);

  const checks = time(() => checkStructuredTailoring(original, tailored));
  const letters = time(() => checkCoverLetter({ kind: 'structured', data: original }, LETTER, JOB));
  console.log(
    `\nTruth checks in the server's process (Node ${process.version}), two-page resume ` +
      `(${original.experience.length} jobs), ${RUNS} runs after ${WARM_UP} warm-up (aim: ≤ 20 ms per tailoring)\n`,
  );
  console.log(
    `NLP model load at start   ${loadMs.toFixed(0)} ms (once per process); first check ${firstMs.toFixed(1)} ms`,
  );
  console.log(`tailoring check           ${figures(checks)}`);
  console.log(`cover-letter check        ${figures(letters)}`);
}
