import {
  FIT_REFINE_MARGIN,
  type FitOpinionResponse,
  type FitSettings,
  type FitVerdict,
} from '@applypilot/contracts';

/**
 * The AI second opinion's place (issue 21, item 4): only for a job within FIT_REFINE_MARGIN points of the threshold,
 * with no deal-breaker, when skipping below the threshold is on. The opinion (already checked by the server: it
 * cites only the description and the profile) decides that job either way, and the verdict says so.
 */
export function nearThreshold(verdict: FitVerdict, settings: FitSettings): boolean {
  return (
    settings.skipBelow &&
    verdict.dealBreakers.length === 0 &&
    Math.abs(verdict.score - settings.threshold) <= FIT_REFINE_MARGIN
  );
}

function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function refined(verdict: FitVerdict, opinion: Omit<FitOpinionResponse, 'success'>): FitVerdict {
  const head = `Fit ${verdict.score}%`;
  if (opinion.fits) {
    const { skipped: _skipped, ...kept } = verdict;
    return {
      ...kept,
      refined: true,
      summary: `${head}: near your threshold; the AI second opinion finds the core requirements met`,
    };
  }
  const skills = opinion.missing.map((m) => m.skill);
  return {
    ...verdict,
    refined: true,
    skipped: 'fit',
    missing: [...new Set([...verdict.missing, ...skills])].slice(0, 30),
    summary: `${head}: the AI second opinion finds the job asks for ${list(skills.slice(0, 4))}, which your profile does not list`,
  };
}
