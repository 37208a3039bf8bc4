import { z } from 'zod';
import { AgentEventSchema, AgentStatusSchema, CaptureNameSchema, Sha256Schema } from './agent';
import { AutomationProfileSchema, JobSearchSettingsSchema } from './automation-profile';
import { FitSettingsSchema } from './fit';
import { CAPTURE_MAX_CHARS } from './skipped-jobs';
import { WINDOW_MESSAGE } from './window-events';

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
  /**
   * Issue [8]: the builder's structured resume `{data, order, config?}` when the active resume came from the resume
   * builder (packages/resume's RenderInputSchema parses it), so tailoring works on structure, not on extracted text.
   */
  resumeStructured: z.unknown().optional(),
  /** Issue 21: Assistant Setup's job fit settings (absent: the defaults, both on). */
  fit: FitSettingsSchema.optional(),
});
export type AutomationPayload = z.infer<typeof AutomationPayloadSchema>;

/**
 * What the extension knows of the agent. `offline`: nothing answers on 127.0.0.1:3110; `unpaired`: no pairing yet;
 * `another-program`: something answers there but cannot prove it holds this extension's pairing key (decision 048),
 * so it was told nothing.
 */
export const AgentConnectionSchema = z.enum(['offline', 'unpaired', 'another-program', 'ready', 'running']);

/** What the popup and the dashboard say for `another-program`. */
export const ANOTHER_PROGRAM_ON_AGENT_PORT = "Another program answers on the agent's port";
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
  z.object({ type: z.literal(WINDOW_MESSAGE.sentResumeRequest), sha256: Sha256Schema }),
  z.object({ type: z.literal(WINDOW_MESSAGE.signedInAccount), account: z.string().max(320).nullable() }),
  z.object({
    type: z.literal(WINDOW_MESSAGE.sentResume),
    sha256: Sha256Schema,
    /** The PDF, base64 (no data: prefix), when the agent still has it. */
    base64: z.string().optional(),
    filename: z.string().optional(),
    /** Why not, for people ("The agent is not running." / "This PDF is no longer on this computer."). */
    error: z.string().optional(),
  }),
  z.object({ type: z.literal(WINDOW_MESSAGE.pageCaptureRequest), name: CaptureNameSchema }),
  z.object({
    type: z.literal(WINDOW_MESSAGE.pageCapture),
    name: CaptureNameSchema,
    /** The capture's HTML as the agent keeps it (already redacted by the engine), when it still has it. */
    html: z.string().max(CAPTURE_MAX_CHARS).optional(),
    /** Why not, for people (the agent is not running, not paired, the file is gone). */
    error: z.string().optional(),
  }),
]);
export type WindowMessage = z.infer<typeof WindowMessageSchema>;
