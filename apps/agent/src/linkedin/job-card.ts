import type { JobRef } from '../engine/types';

/** A job as its card in LinkedIn's search list shows it; the footer's texts say Applied, Promoted, Easy Apply. */
export interface JobCard extends JobRef {
  footer: string;
}
