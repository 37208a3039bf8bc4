/**
 * `npx tsx bench/false-refusals.ts` (part of `npm run bench -w packages/resume`): how often the provenance check
 * (decision 046) refuses a faithful output. Each sentence of test/provenance-faithful.ts is written into an otherwise
 * unchanged answer (a bullet in place of its entry's first, or the whole summary), checked as the API checks a
 * tailoring; each faithful letter as the API checks a letter. Prints every refusal with its reason and the figures.
 */
import {
  checkCoverLetter,
  checkStructuredTailoring,
  checkTextTailoring,
  DEMO_RESUME,
  loadNlp,
  structuredSources,
  TailoringAnswerSchema,
  type ResumeData,
} from '../src/index';
import {
  FAITHFUL_LETTERS,
  FAITHFUL_SENTENCES,
  FAITHFUL_TEXT_ENTRIES,
  HELD_OUT_SENTENCES,
  type FaithfulSentence,
} from '../test/provenance-faithful';
import { BANK_RESUME, DATA_RESUME, FRONTEND_TEXT } from '../test/provenance-resumes';

const STRUCTURED: Record<string, ResumeData> = { demo: DEMO_RESUME, bank: BANK_RESUME, data: DATA_RESUME };

type Answer = Record<string, Record<string, unknown>[]>;

/** Writes `sentence` into an answer: as the summary, or as the first bullet of its entry. */
function place(answer: Answer, sentence: FaithfulSentence): void {
  const written = { text: sentence.text, sources: sentence.sources };
  if (sentence.at === 'summary') {
    answer.summary = [{ id: 'summary-1', sentences: [written] }];
    return;
  }
  const [section = '', index = '0'] = sentence.at.split(':');
  const entry = answer[section]?.[Number(index)];
  if (!entry) throw new Error(`no entry ${sentence.at}`);
  const bullets = (entry.bullets as unknown[] | undefined) ?? [];
  entry.bullets = bullets.length > 0 ? [written, ...bullets.slice(1)] : [];
  if (bullets.length === 0) entry.description = [written];
}

function verdictOf(sentence: FaithfulSentence): { ok: true } | { ok: false; why: string } {
  if (sentence.resume === 'frontend') {
    const answer = structuredClone(FAITHFUL_TEXT_ENTRIES) as unknown as Answer;
    answer.summary = [];
    for (const entry of answer.experience ?? []) entry.bullets = [];
    if (sentence.at !== 'summary') {
      const [section = '', index = '0'] = sentence.at.split(':');
      answer[section]![Number(index)]!.bullets = [{ text: sentence.text, sources: sentence.sources }];
    } else {
      answer.summary = [{ id: 's', sentences: [{ text: sentence.text, sources: sentence.sources }] }];
    }
    return checkTextTailoring(FRONTEND_TEXT, TailoringAnswerSchema.parse(answer));
  }
  const original = STRUCTURED[sentence.resume]!;
  const answer = structuredClone(structuredSources(original).sourced) as Answer;
  place(answer, sentence);
  return checkStructuredTailoring(original, TailoringAnswerSchema.parse(answer));
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

loadNlp();

/** Checks every sentence of `set`, printing each refusal; the count refused, by shape. */
function measure(name: string, set: FaithfulSentence[]): number {
  let refused = 0;
  const byShape = new Map<string, { all: number; refused: number }>();
  for (const sentence of set) {
    const verdict = verdictOf(sentence);
    const shape = byShape.get(sentence.shape) ?? { all: 0, refused: 0 };
    shape.all += 1;
    if (!verdict.ok) {
      refused += 1;
      shape.refused += 1;
      console.log(`refused (${name}; ${sentence.resume}, ${sentence.shape}): ${verdict.why}`);
    }
    byShape.set(sentence.shape, shape);
  }
  console.log(
    `${name}: ${refused} of ${set.length} faithful sentences refused (${percent(refused, set.length)})`,
  );
  for (const [shape, { all: n, refused: r }] of byShape) console.log(`  ${shape.padEnd(8)} ${r} of ${n}`);
  return refused;
}

const tuned = measure('the set the check was tuned on', FAITHFUL_SENTENCES);
const heldOut = measure('the held-out set', HELD_OUT_SENTENCES);
let lettersRefused = 0;
for (const letter of FAITHFUL_LETTERS) {
  const verdict = checkCoverLetter({ kind: 'structured', data: DEMO_RESUME }, letter.paragraphs, letter.job);
  if (!verdict.ok) {
    lettersRefused += 1;
    console.log(`refused letter (${letter.job.company}): ${verdict.why}`);
  }
}
const all = FAITHFUL_SENTENCES.length + HELD_OUT_SENTENCES.length;
console.log(
  `\nFalse refusals (decision 046): ${tuned + heldOut} of ${all} faithful sentences (${percent(tuned + heldOut, all)}); ` +
    `held out alone ${heldOut} of ${HELD_OUT_SENTENCES.length}; ${lettersRefused} of ${FAITHFUL_LETTERS.length} faithful letters`,
);
