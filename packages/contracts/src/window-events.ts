// Plain constants without zod, so the web app's first load can use them without downloading zod.

/** Messages between the dashboard page and the extension's content script (window.postMessage, same origin). */
export const WINDOW_MESSAGE = {
  dashboardReady: 'DASHBOARD_READY',
  extensionReady: 'EXTENSION_READY',
  startAutomation: 'START_AUTOMATION',
  /** Ours (automation issue): the specification names only the three above. */
  stopAutomation: 'STOP_AUTOMATION',
  /** Page → extension: tell me the agent's state (answered with AGENT_STATE). */
  agentStateRequest: 'AGENT_STATE_REQUEST',
  /** Extension → page. */
  agentState: 'AGENT_STATE',
  automationEvent: 'AUTOMATION_EVENT',
  automationError: 'AUTOMATION_ERROR',
  /** Page → extension (issue [8]): send me the PDF the agent uploaded for an application (by its SHA-256). */
  sentResumeRequest: 'SENT_RESUME_REQUEST',
  /** Extension → page: the PDF as base64, or why it cannot be had. */
  sentResume: 'SENT_RESUME',
  /**
   * Ours (decision 049), page → extension: who is signed in on the site (the email in lower case), or null after a
   * Logout or when nobody is. The extension shows a run's progress only to the account that started it.
   */
  signedInAccount: 'SIGNED_IN_ACCOUNT',
  /**
   * Page → extension (issue 27): send me the redacted capture the agent kept of a page it did not understand (by its
   * file name), for the support mail.
   */
  pageCaptureRequest: 'PAGE_CAPTURE_REQUEST',
  /** Extension → page: the capture's HTML, or why it cannot be had. */
  pageCapture: 'PAGE_CAPTURE',
} as const;

/**
 * Window events broadcast by the dashboard sidebar's resume actions and heard by the resume builder
 * (section 7 of the second document). The last four are ours: the specification lists the actions but not
 * their event names.
 */
export const RESUME_WINDOW_EVENT = {
  downloadPdf: 'download-pdf',
  loadDemoData: 'load-demo-data',
  addCustomSection: 'add-custom-section',
  saveAndUse: 'save-and-use',
  createNewResume: 'create-new-resume',
  setLayout: 'set-layout',
  togglePreview: 'toggle-preview',
  titleChange: 'resume-title-change',
} as const;
export type ResumeWindowEvent = (typeof RESUME_WINDOW_EVENT)[keyof typeof RESUME_WINDOW_EVENT];
