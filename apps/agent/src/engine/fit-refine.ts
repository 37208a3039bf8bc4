import {
  FIT_REFINE_MARGIN,
  type FitOpinionResponse,
  type FitSettings,
  type FitVerdict,
} from '@applypilot/contracts';

/**
 * The AI second opinion's place (issue 21, item 4; decision 047): it may only add a skip, never take one away. It is
 * asked about a job the check would apply to, scoring at most FIT_REFINE_MARGIN points above the threshold, with no
 * deal-breaker, when skipping below the threshold is on. A job the check skips is never asked about: a description
 * written to talk the model into "fits" cannot turn a skip into an application.
 */
export function nearThreshold(verdict: FitVerdict, settings: FitSettings): boolean {
  return (
    settings.skipBelow &&
    verdict.skipped === undefined &&
    verdict.dealBreakers.length === 0 &&
    verdict.score >= settings.threshold &&
    verdict.score - settings.threshold <= FIT_REFINE_MARGIN
  );
}

function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The verdict after the opinion (already checked by the server: each missing requirement quotes the description word
 * for word and names a skill the profile does not list). "Does not fit" with such requirements skips the job and says
 * which; anything else confirms the check's verdict, which stands as it was.
 */
export function refined(verdict: FitVerdict, opinion: Omit<FitOpinionResponse, 'success'>): FitVerdict {
  const skills = opinion.missing.map((m) => m.skill.trim()).filter((skill) => skill !== '');
  if (opinion.fits || skills.length === 0 || verdict.skipped !== undefined)
    return { ...verdict, refined: true };
  return {
    ...verdict,
    refined: true,
    skipped: 'fit',
    missing: [...new Set([...verdict.missing, ...skills])].slice(0, 30),
    summary: `Fit ${verdict.score}%: the AI second opinion finds the job asks for ${list(skills.slice(0, 4))}, which your profile does not list`,
  };
}
