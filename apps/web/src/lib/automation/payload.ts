import {
  JobSearchSettingsSchema,
  linkedinSearchUrl,
  type AutomationPayload,
  type AutomationProfile,
  type FitSettings,
} from '@applypilot/contracts';
import type { ActiveResume, ProfessionalDetails, SearchFields } from './setup-storage';
import type { StructuredResumeCopy } from './structured-resume';

export interface PayloadParts {
  resume: ActiveResume;
  /** The builder's structured copy of that resume, when the builder set it active (issue [8]). */
  structured?: StructuredResumeCopy | null;
  /** Issue 21: the setup's job fit settings. */
  fit?: FitSettings;
  details: ProfessionalDetails | null;
  search: SearchFields;
  profile: AutomationProfile;
  customize: boolean;
  userEmail: string;
  agentToken: string;
  apiUrl: string;
}

/** Blank setup-screen values must not wipe what the profile already says. */
function filled(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The START_AUTOMATION payload: the specification's six fields (jobUrl = the search URL of section 5 with the
 * filters), plus the search, the profile (with the setup screen's CTC and notice period, which the engine answers
 * from) and what the agent spends credits with. When the active resume came from the resume builder, its structured
 * data goes along as `resumeStructured` (AI tailoring works on it; `resumeText` is the fallback for an uploaded PDF).
 */
export function buildPayload(parts: PayloadParts): AutomationPayload {
  const search = JobSearchSettingsSchema.parse(parts.search);
  const details = parts.details;
  const profile: AutomationProfile = {
    ...parts.profile,
    currentCTC: filled(details?.currentCTC) ?? parts.profile.currentCTC,
    expectedCTC: filled(details?.expectedCTC) ?? parts.profile.expectedCTC,
    noticePeriod: filled(details?.noticePeriod) ?? parts.profile.noticePeriod,
  };
  return {
    jobUrl: linkedinSearchUrl(search),
    resumeText: parts.resume.text,
    resumeBase64: parts.resume.base64,
    resumeFilename: parts.resume.filename,
    userEmail: parts.userEmail,
    customize: parts.customize,
    search,
    profile,
    agentToken: parts.agentToken,
    apiUrl: parts.apiUrl,
    ...(parts.structured ? { resumeStructured: parts.structured } : {}),
    ...(parts.fit ? { fit: parts.fit } : {}),
  };
}
