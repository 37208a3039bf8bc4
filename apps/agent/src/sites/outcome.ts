import type { SiteKind } from './address';
import type { PageState } from './in-page';

/**
 * What the page says after Submit, by each site's own signal (decision 054): Greenhouse's confirmation page
 * (`…/confirmation`, #application_confirmation), Lever's thanks page (`…/thanks`), Ashby's success text where the form
 * was. A toast, a changed address or silence is no confirmation. "Already applied" and "flagged as possible spam" are
 * final and told in the site's own words.
 */
export type SiteVerdict =
  | { kind: 'confirmed' }
  | { kind: 'already-applied'; words: string }
  | { kind: 'spam'; words: string }
  | { kind: 'none' };

const ALREADY =
  /already (applied|submitted)|you('ve| have) (already )?applied (to|for) this|duplicate application|one application per (role|job|position)/i;
const SPAM = /flagged as (possible |potential )?spam|(possible|suspected|potential) spam/i;
const GREENHOUSE_THANKS =
  /thank you for applying|your application has been (submitted|received)|application (was )?(successfully )?submitted/i;
const ASHBY_SUCCESS =
  /your application (has been|was) (successfully )?submitted|application (was )?submitted successfully|successfully submitted your application/i;

/** The sentence of `text` around the words `pattern` found, as the site wrote it. */
export function sentenceAround(text: string, pattern: RegExp): string {
  const m = pattern.exec(text);
  if (!m) return '';
  const start = Math.max(
    ...['.', '!', '?', '*'].map((c) => text.lastIndexOf(c, m.index) + 1),
    m.index - 200,
    0,
  );
  const ends = ['.', '!', '?'].map((c) => text.indexOf(c, m.index + m[0].length)).filter((i) => i >= 0);
  const end = Math.min(ends.length ? Math.min(...ends) + 1 : text.length, m.index + 300);
  return text.slice(start, end).replace(/\s+/g, ' ').trim();
}

export function verdictOf(site: SiteKind, address: string, state: PageState): SiteVerdict {
  // The site's own sentence: from its notices first (an alert says it whole), else from the page.
  const said = (pattern: RegExp) =>
    sentenceAround(state.notices.find((n) => pattern.test(n)) ?? state.main, pattern);
  const all = `${state.main} ${state.notices.join(' ')}`;
  if (SPAM.test(all)) return { kind: 'spam', words: said(SPAM) };
  if (ALREADY.test(all)) return { kind: 'already-applied', words: said(ALREADY) };
  let path = '';
  try {
    path = new URL(address).pathname;
  } catch {
    path = '';
  }
  switch (site) {
    case 'greenhouse':
      if (/\/confirmation\/?$/.test(path) || state.confirmationElement) return { kind: 'confirmed' };
      return !state.submitShown && GREENHOUSE_THANKS.test(state.main)
        ? { kind: 'confirmed' }
        : { kind: 'none' };
    case 'lever':
      return /\/thanks\/?$/.test(path) ? { kind: 'confirmed' } : { kind: 'none' };
    case 'ashby':
      return !state.submitShown && ASHBY_SUCCESS.test(state.main) ? { kind: 'confirmed' } : { kind: 'none' };
  }
}
