import {
  FIT_API,
  FitOpinionResponseSchema,
  type AutomationProfile,
  type FitOpinionResponse,
  type FitVerdict,
} from '@applypilot/contracts';
import type { JobView } from '../engine/types';

/**
 * Asks the API's AI for a second opinion on a job near the fit threshold (issue 21, item 4). Free and rate-limited on
 * the server; any refusal (503 without AI, 429, a failure) answers undefined and the check's own verdict stands. Once
 * the server says it has no AI, the run stops asking.
 */
export function fitSecondOpinion(
  apiUrl: string,
  token: string,
  profile: AutomationProfile,
  log: (m: string) => void,
) {
  let unavailable = false;
  return async (
    view: JobView,
    verdict: FitVerdict,
  ): Promise<Omit<FitOpinionResponse, 'success'> | undefined> => {
    if (unavailable) return undefined;
    const res = await fetch(new URL(FIT_API.opinion, apiUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        jobTitle: view.title.slice(0, 300),
        description: view.description.slice(0, 30_000),
        skills: profile.skills ?? {},
        ...(profile.totalYearsOfExperience !== undefined
          ? { totalYearsOfExperience: profile.totalYearsOfExperience }
          : {}),
        score: verdict.score,
      }),
      signal: AbortSignal.timeout(20_000),
    });
    if (res.status === 503) unavailable = true;
    if (!res.ok) {
      log(`No AI second opinion on the fit (the API answered ${res.status}): the check's own score stands.`);
      return undefined;
    }
    const parsed = FitOpinionResponseSchema.safeParse(await res.json().catch(() => null));
    return parsed.success ? { fits: parsed.data.fits, missing: parsed.data.missing } : undefined;
  };
}
