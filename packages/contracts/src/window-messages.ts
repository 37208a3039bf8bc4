import { z } from 'zod';
import { WINDOW_MESSAGE } from './window-events';

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
