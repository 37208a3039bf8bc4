// Its own module so auth-api can load it (and zod) on demand.
import { z } from 'zod';

export { LoginResponseSchema, RegisterResponseSchema } from '@applypilot/contracts';

/** POST /auth/google/nonce (decision 034): the nonce to hand to Google's button. */
export const GoogleNonceSchema = z.object({ success: z.literal(true), nonce: z.string().min(16).max(200) });
