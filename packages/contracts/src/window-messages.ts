import { z } from 'zod';

/** Messages between the dashboard page and the extension's content script (window.postMessage, same origin). */
export const WINDOW_MESSAGE = {
  dashboardReady: 'DASHBOARD_READY',
  extensionReady: 'EXTENSION_READY',
  startAutomation: 'START_AUTOMATION',
} as const;

export const AutomationPayloadSchema = z.object({
  jobUrl: z.string(),
  resumeText: z.string(),
  resumeBase64: z.string(),
  resumeFilename: z.string(),
  userEmail: z.string(),
  customize: z.boolean(),
});
export type AutomationPayload = z.infer<typeof AutomationPayloadSchema>;

export const WindowMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(WINDOW_MESSAGE.dashboardReady) }),
  z.object({ type: z.literal(WINDOW_MESSAGE.extensionReady) }),
  z.object({ type: z.literal(WINDOW_MESSAGE.startAutomation), payload: AutomationPayloadSchema }),
]);
export type WindowMessage = z.infer<typeof WindowMessageSchema>;

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
