/** Browser storage keys, section 7 of the second specification document and section 3 of the first. */
export const STORAGE_KEYS = {
  userData: 'userData',
  builtResumeData: 'builtResumeData',
  builtResumeOrder: 'builtResumeOrder',
  resumeConfig: 'resumeConfig',
  resumeData: 'resumeData',
  professionalDetails: 'professionalDetails',
  jobSearchSettings: 'jobSearchSettings',
  /** Ours (automation issue): the screening answers the agent fills forms from (AutomationProfileSchema). */
  automationProfile: 'automationProfile',
  /** Ours: the setup screen's 'Customize Resume with AI' checkbox, so the summary's start button launches alike. */
  customizeResume: 'customizeResume',
  /**
   * Ours (issue [8]): the resume builder's structured resume `{data, order, config, forResume}` saved by 'Set for
   * Automation' alongside `resumeData`, so tailoring works on structure; `forResume` fingerprints the PDF it belongs to.
   */
  activeResumeStructured: 'activeResumeStructured',
  /** Ours (issue 21): the setup's job fit settings (FitSettingsSchema): skip below N%, never apply on a deal-breaker. */
  jobFitSettings: 'jobFitSettings',
  interviewApiKey: 'interviewAssistant_apiKey',
  interviewCvContent: 'interviewAssistant_cvContent',
  interviewAdditionalDetails: 'interviewAssistant_additionalDetails',
  interviewAiInstructions: 'interviewAssistant_aiInstructions',
  interviewSelectedModel: 'interviewAssistant_selectedModel',
  interviewTeleprompterFontSize: 'interviewAssistant_teleprompterFontSize',
  interviewTeleprompterPosition: 'interviewAssistant_teleprompterPosition',
  interviewTeleprompterSize: 'interviewAssistant_teleprompterSize',
  /** Ours (issue [9]): live mode on or off, the per-session spending cap in USD, the teleprompter in a PiP window. */
  interviewLiveMode: 'interviewAssistant_liveMode',
  interviewSpendingCap: 'interviewAssistant_spendingCapUsd',
  interviewTeleprompterPip: 'interviewAssistant_teleprompterPip',
} as const;
