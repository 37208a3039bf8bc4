import { SET_A } from './labelled-set-a';
import { SET_B } from './labelled-set-b';
import { SET_C } from './labelled-set-c';
import { SET_D } from './labelled-set-d';
import { SET_E } from './labelled-set-e';
import { SET_F } from './labelled-set-f';

export type { LabelledJob } from './labelled-types';
/** The whole labelled set: the job fit benchmark and its unit test read it. */
export const LABELLED_JOBS = [...SET_A, ...SET_B, ...SET_C, ...SET_D, ...SET_E, ...SET_F];
