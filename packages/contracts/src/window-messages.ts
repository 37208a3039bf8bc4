import { z } from 'zod';
import { AgentEventSchema, AgentStatusSchema } from './agent';
import { AutomationProfileSchema, JobSearchSettingsSchema } from './automation-profile';

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
} as const;

/** The specification's payload (document 2, sections 3 and 7), plus what the agent needs (automation issue). */
export const AutomationPayloadSchema = z.object({
  jobUrl: z.string(),
  resumeText: z.string(),
  resumeBase64: z.string(),
  resumeFilename: z.string(),
  userEmail: z.string(),
  customize: z.boolean(),
  search: JobSearchSettingsSchema,
  profile: AutomationProfileSchema,
  /** From POST /api/agent/token: the agent spends this user's credits with it. */
  agentToken: z.string(),
  /** The API's origin (the dashboard's own). */
  apiUrl: z.string(),
});
export type AutomationPayload = z.infer<typeof AutomationPayloadSchema>;

/** What the extension knows of the agent. `offline`: nothing answers on 127.0.0.1:3110; `unpaired`: no token yet. */
export const AgentConnectionSchema = z.enum(['offline', 'unpaired', 'ready', 'running']);
export type AgentConnection = z.infer<typeof AgentConnectionSchema>;

export const WindowMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(WINDOW_MESSAGE.dashboardReady) }),
  z.object({ type: z.literal(WINDOW_MESSAGE.extensionReady) }),
  z.object({ type: z.literal(WINDOW_MESSAGE.startAutomation), payload: AutomationPayloadSchema }),
  z.object({ type: z.literal(WINDOW_MESSAGE.stopAutomation) }),
  z.object({ type: z.literal(WINDOW_MESSAGE.agentStateRequest) }),
  z.object({
    type: z.literal(WINDOW_MESSAGE.agentState),
    connection: AgentConnectionSchema,
    status: AgentStatusSchema.optional(),
  }),
  z.object({ type: z.literal(WINDOW_MESSAGE.automationEvent), event: AgentEventSchema }),
  z.object({ type: z.literal(WINDOW_MESSAGE.automationError), message: z.string() }),
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
