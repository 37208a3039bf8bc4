import { z } from 'zod';

export const PaymentModeSchema = z.enum(['razorpay', 'sandbox']);
export const PlanSchema = z.object({
  name: z.string(),
  price: z.number(),
  credits: z.number(),
  features: z.array(z.string()),
  popular: z.boolean().optional(),
  baseApplications: z.number(),
  customizedApplications: z.number(),
});

/** GET /api/config: what the web app needs to know about this deployment. */
export const PublicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  paymentMode: PaymentModeSchema,
  razorpayKeyId: z.string().nullable(),
  plans: z.array(PlanSchema),
  extensionUrl: z.string(),
  downloadUrl: z.string(),
  /** Size of the agent zip in bytes, when the server knows it (automation issue, part 7). */
  downloadBytes: z.number().int().positive().optional(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
