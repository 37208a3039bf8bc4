import {
  TAILORED_APPLICATION_CREDIT_COST,
  DAILY_APPLICATION_LIMIT,
  MESSAGES,
  WINDOW_MESSAGE,
  type AutomationProfile,
  type FitSettings,
  type User,
  type WindowMessage,
} from '@applypilot/contracts';
import { buildPayload } from './payload';
import type { ActiveResume, ProfessionalDetails, SearchFields } from './setup-storage';
import type { StructuredResumeCopy } from './structured-resume';

/** What the launch reads from browser storage (null = never saved). */
export interface StoredSetup {
  resume: ActiveResume | null;
  /** The resume builder's structured copy of `resume`, when the builder set it active. */
  structured?: StructuredResumeCopy | null;
  details: ProfessionalDetails | null;
  search: SearchFields | null;
  profile: AutomationProfile | null;
  /** Issue 21: the job fit settings (absent: the agent runs without the check). */
  fit?: FitSettings;
}

export interface LaunchInput {
  extensionConnected: boolean;
  /** Undefined while job info has not answered yet. */
  jobInfo: { availableJobs: number; dailyCount: number } | undefined;
  customize: boolean;
  userEmail: string;
  apiUrl: string;
}

export interface LaunchEffects {
  /**
   * Whether the account's email is verified, as the server says now: a stored "not verified" is asked again (the
   * link may have been opened in another tab or browser). The API refuses every reservation of an unverified account.
   */
  emailVerified(): Promise<boolean>;
  alert(message: string): Promise<void>;
  confirm(message: string): Promise<boolean>;
  navigate(path: string): void;
  readSetup(): StoredSetup;
  /**
   * Whether the server has AI (GET /api/config's serverAi; false when absent or unreadable). Asked only when customise
   * is on: a stored choice made while AI was available launches without customising when it no longer is.
   */
  serverAi(): Promise<boolean>;
  fetchAgentToken(): Promise<string>;
  post(message: WindowMessage): void;
}

export type LaunchOutcome = 'started' | 'refused' | 'cancelled';

/**
 * The session's "verified" is trusted (it never goes back); a "not verified" is asked of /auth/me once more, since the
 * link may have been opened in another tab or browser. No answer keeps what is known: not verified.
 */
export async function isEmailVerified(
  user: User | null,
  refresh: () => Promise<User | null>,
): Promise<boolean> {
  if (user?.emailVerified === true) return true;
  return (await refresh())?.emailVerified === true;
}

async function refuse(effects: LaunchEffects, message: string, redirect?: string): Promise<LaunchOutcome> {
  await effects.alert(message);
  if (redirect) effects.navigate(redirect);
  return 'refused';
}

/**
 * Document 2, section 5, in its order: extension, customise credits (then the confirm), credits, daily count,
 * setup present, resume and job title present (customise counts only when the server has AI, decision 028); anything
 * else thrown on the way is 'An error occurred: …'. Ours (issue 16), between checks 1 and 2: a verified email, with the
 * API's own message. It follows the extension check (the specification's first stays first, and it asks nothing of
 * anyone) and comes before every credit check, so an unverified account is neither asked to confirm spending credits
 * nor sent to /pricing for credits it could not spend anyway; it precedes the agent token and START_AUTOMATION, so the
 * agent never opens a browser for a run the API would refuse. Every refusal is a modal alert; the redirects follow
 * once it is closed. Only a complete pass posts START_AUTOMATION.
 */
export async function launchAutomation(input: LaunchInput, effects: LaunchEffects): Promise<LaunchOutcome> {
  try {
    if (!input.extensionConnected) return await refuse(effects, MESSAGES.extensionNotConnected);
    if (!(await effects.emailVerified())) return await refuse(effects, MESSAGES.emailNotVerified);
    // Job info not answered yet: the counts are unknown, so no credit check can be trusted.
    if (!input.jobInfo) throw new Error('Your credits are still loading. Please try again in a moment.');
    const { availableJobs, dailyCount } = input.jobInfo;
    // Without AI on the server nothing can be customised (the checkbox says so): no tailoring check, no confirm.
    const customize = input.customize && (await effects.serverAi());
    if (customize) {
      // Section 5's check, at the price of one tailored application (decision 050), as the API checks it.
      if (availableJobs < TAILORED_APPLICATION_CREDIT_COST) {
        return await refuse(effects, MESSAGES.notEnoughCreditsToCustomize(availableJobs));
      }
      if (!(await effects.confirm(MESSAGES.confirmCustomize(availableJobs)))) return 'cancelled';
    } else if (availableJobs <= 0) {
      return await refuse(effects, MESSAGES.noCredits, '/pricing');
    }
    if (dailyCount >= DAILY_APPLICATION_LIMIT) return await refuse(effects, MESSAGES.dailyLimitReached);

    const setup = effects.readSetup();
    // The screening answers are part of our setup: the agent answers forms only from them (decision 024).
    if (!setup.resume || !setup.search || !setup.profile) {
      return await refuse(effects, MESSAGES.setupIncomplete, '/dashboard/setup');
    }
    if (setup.resume.base64 === '' || setup.search.jobTitle.trim() === '') {
      return await refuse(effects, MESSAGES.essentialSetupMissing, '/dashboard/setup');
    }

    const agentToken = await effects.fetchAgentToken();
    const payload = buildPayload({
      resume: setup.resume,
      structured: setup.structured ?? null,
      details: setup.details,
      search: setup.search,
      profile: setup.profile,
      customize,
      userEmail: input.userEmail,
      agentToken,
      apiUrl: input.apiUrl,
      ...(setup.fit ? { fit: setup.fit } : {}),
    });
    effects.post({ type: WINDOW_MESSAGE.startAutomation, payload });
    return 'started';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await effects.alert(MESSAGES.launchError(message));
    return 'refused';
  }
}
