import { SET_A } from './labelled-set-a';
import { SET_B } from './labelled-set-b';
import { SET_C } from './labelled-set-c';

export type { LabelledJob } from './labelled-types';
/** The whole labelled set: the job fit benchmark and its unit test read it. */
export const LABELLED_JOBS = [...SET_A, ...SET_B, ...SET_C];
