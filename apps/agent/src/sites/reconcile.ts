import type { QuestionKind } from '@applypilot/contracts';
import { normaliseQuestion } from '../answers/normalise';
import { realOptions } from '../answers/question';
import type { FieldInfo, FileInputInfo } from '../forms/read-form';
import { careOf, type Care } from './care';
import type { SiteQuestion } from './schema';

/**
 * One question of a company site's application: the site's definition and the form as drawn, reconciled (decision
 * 054). Pages add questions the definition lacks (Greenhouse's phone Country, an SMS consent inside Ashby's phone
 * box) and draw some differently (a multi-select as checkboxes or as a combobox); a required question of the
 * definition that is not drawn yet (it appears after another answer) still needs an answer before anything is typed.
 */
export interface SiteField {
  label: string;
  kind: QuestionKind;
  required: boolean;
  /** The options a person can choose, from the drawing when it shows them, else from the definition. */
  options?: string[];
  names: string[];
  care: Care;
  /** The field as drawn now; absent for a question of the definition that is not on the page yet. */
  drawn?: FieldInfo;
  /** The file input it is, for file questions. */
  file?: FileInputInfo;
  schema?: SiteQuestion;
}

/** Greenhouse's location question is `location` in the API and `candidate-location` on the page. */
const ALIASES: Record<string, string> = { 'candidate-location': 'location', location: 'candidate-location' };

function nameMatches(drawn: readonly string[], defined: readonly string[]): boolean {
  const base = (n: string) => n.replace(/\[\]$/, '');
  return drawn.some((d) =>
    defined.some((s) => base(d) === base(s) || ALIASES[base(d)] === base(s) || d.startsWith(`${s}[`)),
  );
}

function sameLabel(a: string, b: string): boolean {
  const x = normaliseQuestion(a);
  return x !== '' && x === normaliseQuestion(b);
}

function fileNames(input: FileInputInfo): string[] {
  return input.name.split(/\s+/).filter(Boolean);
}

/** The reconciled questions: the drawn ones in page order, then those only the definition has. */
export function reconcile(
  schema: readonly SiteQuestion[],
  drawn: readonly FieldInfo[],
  files: readonly FileInputInfo[],
): SiteField[] {
  const used = new Set<SiteQuestion>();
  const take = (match: (q: SiteQuestion) => boolean) => {
    const found = schema.find((q) => !used.has(q) && match(q));
    if (found) used.add(found);
    return found;
  };
  const out: SiteField[] = [];
  for (const field of drawn) {
    const names = field.names ?? [];
    const q = take((s) => nameMatches(names, s.names)) ?? take((s) => sameLabel(s.label, field.label));
    const drawnOptions = realOptions(field.options);
    // A combobox draws no options until it is opened: the definition's are the ones to choose from.
    const options = drawnOptions.length > 0 ? drawnOptions : q?.options;
    const label = field.label || q?.label || '';
    const merged = {
      label,
      kind: field.kind,
      required: field.required || !!q?.required,
      ...(options?.length ? { options: [...options] } : {}),
      names: [...new Set([...names, ...(q?.names ?? [])])],
      drawn: field,
      ...(q ? { schema: q } : {}),
    };
    out.push({
      ...merged,
      care: careOf({
        ...merged,
        ...(q ? { section: q.section } : {}),
        ...(q?.description ? { description: q.description } : field.hint ? { description: field.hint } : {}),
      }),
    });
  }
  for (const input of files) {
    const names = fileNames(input);
    const q =
      take((s) => s.kind === 'file' && nameMatches(names, s.names)) ??
      take((s) => s.kind === 'file' && sameLabel(s.label, input.label));
    const label = input.label || q?.label || input.name.trim();
    const field = {
      label,
      kind: 'file' as const,
      required: input.required || !!q?.required,
      names,
      file: input,
      ...(q ? { schema: q } : {}),
    };
    // The definition's words for it ("Resume") count too: the drawn input may only say "Upload File".
    const caring = { ...field, ...(q ? { section: q.section, description: q.label } : {}) };
    out.push({ ...field, care: careOf(caring) });
  }
  for (const q of schema) {
    if (used.has(q)) continue;
    const field = {
      label: q.label,
      kind: q.kind,
      required: q.required,
      ...(q.options ? { options: q.options } : {}),
      names: q.names,
      schema: q,
    };
    out.push({
      ...field,
      care: careOf({
        ...field,
        section: q.section,
        ...(q.description ? { description: q.description } : {}),
      }),
    });
  }
  return out;
}
