import type { QuestionKind } from '@applypilot/contracts';

/** A form field as the engine reads it from the page. */
export interface Question {
  kind: QuestionKind;
  label: string;
  /** Option texts of a select, radio group or checkbox group, without the "Select an option" placeholder. */
  options?: string[];
  required: boolean;
  /** Where the job is ("Bengaluru, Karnataka, India (Hybrid)"): the country a sponsorship question is about when it
   * names none. */
  jobLocation?: string;
  /** The field takes whole numbers only (id ending in -numeric, inputmode numeric, type number). */
  numeric?: boolean;
  /** The page said "whole number" for this field on an earlier try. */
  wholeNumbers?: boolean;
}

export type Answer =
  /** Type this text (text, numeric, textarea, typeahead, date). */
  | { kind: 'text'; value: string }
  /** Choose this option (exactly one of `question.options`). */
  | { kind: 'choice'; option: string }
  /** Tick exactly these options of a checkbox group (possibly none). */
  | { kind: 'choices'; options: string[] }
  /** Neither the profile nor the memory knows: leave it empty, or report needs-answer when it is required. */
  | { kind: 'unknown' };

export const UNKNOWN: Answer = { kind: 'unknown' };

const PLACEHOLDER = /^\s*(select an option|select|choose|choose an option|please select|--+)\s*$/i;

export function realOptions(options: readonly string[] | undefined): string[] {
  return (options ?? []).filter((o) => o.trim() !== '' && !PLACEHOLDER.test(o));
}
