import { readFileSync } from 'node:fs';
import type { LabelledJob } from './labelled-types';

/**
 * The independent set (issue 31, decision 047): 129 postings written by someone who never saw the fit check or the
 * set it is tuned on, briefed only with the reference user's profile, the label rules and real posting shapes
 * (independent-set.README.md says how). It is measured, never tuned on, and never edited to make the check pass.
 */
export const INDEPENDENT_JOBS = JSON.parse(
  readFileSync(new URL('./independent-set.json', import.meta.url), 'utf8'),
) as LabelledJob[];
