import { z } from 'zod';

export const SocialNetworkSchema = z.enum(['linkedin', 'x']);
export type SocialNetwork = z.infer<typeof SocialNetworkSchema>;
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
  /**
   * Size of the agent zip this server serves at downloadUrl, for the download button; null when the zip is not built
   * or downloadUrl points elsewhere. Optional so a client keeps working against an older server.
   */
  downloadBytes: z.number().int().nonnegative().nullable().optional(),
  /**
   * Server AI (issue [8]): whether GEMINI_API_KEY is set, so the setup screen can explain an unavailable customise
   * checkbox. Optional so a client keeps working against an older server (absent = not configured).
   */
  serverAi: z.boolean().optional(),
  /**
   * Base URL of the Gemini API (GEMINI_API_URL) that the interview assistant calls from the browser with the user's
   * own key; Google's by default. Optional for older servers (absent = Google's).
   */
  geminiApiUrl: z.string().optional(),
  /**
   * The support phone line shown on /contact (SUPPORT_PHONE), as written for people; null or absent: the page shows no
   * phone line (decision 043).
   */
  supportPhone: z.string().nullable().optional(),
  /**
   * The support address (SUPPORT_EMAIL, else contracts' SUPPORT_EMAIL) the dashboard's prepared support mails go to
   * (issue 27: "Email support with the page"). Optional for older servers (absent: contracts' SUPPORT_EMAIL).
   */
  supportEmail: z.string().optional(),
  /** The footer's social profiles (SOCIAL_LINKEDIN_URL, SOCIAL_X_URL); absent or empty: no social icons. */
  socialLinks: z.array(z.object({ network: SocialNetworkSchema, url: z.string() })).optional(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
