import {
  AgentConnectionSchema,
  AgentEventSchema,
  AgentStatusSchema,
  AutomationPayloadSchema,
  CaptureNameSchema,
  Sha256Schema,
} from '@applypilot/contracts';
import { z } from 'zod';

/**
 * Messages inside the extension: content script and popup → service worker (requests), and the worker's answers
 * and pushes. They never leave the extension, but the worker still parses what it receives: a content script runs
 * in pages we do not fully control.
 */
export const WorkerRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('start'), payload: AutomationPayloadSchema }),
  z.object({ kind: z.literal('stop') }),
  z.object({ kind: z.literal('state') }),
  z.object({ kind: z.literal('pair'), code: z.string() }),
  z.object({ kind: z.literal('unpair') }),
  /** The dashboard's history asks for the PDF an application sent (SENT_RESUME_REQUEST). */
  z.object({ kind: z.literal('sent-resume'), sha256: Sha256Schema }),
  /** The site's page says who is signed in (SIGNED_IN_ACCOUNT; decision 049): null after its Logout. */
  z.object({ kind: z.literal('account'), account: z.string().max(320).nullable() }),
  /** The dashboard asks for a page's redacted capture for the support mail (PAGE_CAPTURE_REQUEST, issue 27). */
  z.object({ kind: z.literal('page-capture'), name: CaptureNameSchema }),
]);
export type WorkerRequest = z.infer<typeof WorkerRequestSchema>;

export const AgentStateSchema = z.object({
  connection: AgentConnectionSchema,
  status: AgentStatusSchema.optional(),
});
export type AgentState = z.infer<typeof AgentStateSchema>;

/** The worker's answer to one request: the agent's state after it, or a message for a person. */
export const WorkerReplySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('state'), state: AgentStateSchema, notice: z.string().optional() }),
  z.object({ kind: z.literal('error'), message: z.string(), state: AgentStateSchema.optional() }),
  /** The answer to `sent-resume`, relayed to the page as SENT_RESUME: the PDF, or why not in words for people. */
  z.object({
    kind: z.literal('sent-resume'),
    sha256: Sha256Schema,
    base64: z.string().optional(),
    filename: z.string().optional(),
    error: z.string().optional(),
  }),
  /** The answer to `page-capture`, relayed to the page as PAGE_CAPTURE: the capture's HTML, or why not. */
  z.object({
    kind: z.literal('page-capture'),
    name: CaptureNameSchema,
    html: z.string().optional(),
    error: z.string().optional(),
  }),
]);
export type WorkerReply = z.infer<typeof WorkerReplySchema>;

/** Pushed by the worker to every connected content script (port `BRIDGE_PORT`). */
export const WorkerPushSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), event: AgentEventSchema }),
  z.object({ kind: z.literal('reply'), requestId: z.number(), reply: WorkerReplySchema }),
]);
export type WorkerPush = z.infer<typeof WorkerPushSchema>;

/** A content script's request on its port carries an id so the answer finds its way back. */
export const PortRequestSchema = z.object({ requestId: z.number(), request: WorkerRequestSchema });

export const BRIDGE_PORT = 'applypilot-bridge';
