import { canonical } from './normalise';
import { Reader } from './prose';

/**
 * Whether two names are the same skill: the same words (case, dashes and spacing aside), or two names of one entry
 * of the technology lexicon ("K8s" and "Kubernetes", "NodeJS" and "Node.js"). An entry implied by another is not the
 * same skill (years of PostgreSQL are not years of SQL). Used by the API to hold a screening answer about "years with
 * X" to the profile's skill X (truth issue, part 2). Loads the NLP model on first use, as the checks do.
 */
export function sameSkill(a: string, b: string): boolean {
  const left = canonical(a);
  const right = canonical(b);
  if (left === '' || right === '') return false;
  if (left === right) return true;
  const reader = new Reader();
  const id = reader.lexiconId(a);
  return id !== undefined && id === reader.lexiconId(b);
}
