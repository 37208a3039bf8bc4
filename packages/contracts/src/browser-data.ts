import { z } from 'zod';

/**
 * Per-account browser data (decision 049): the setup, the builder's resume and the interview settings stay on the
 * user's computer, encrypted with AES-GCM under a key the API creates once per account and hands only to a signed-in
 * session of that account. The server keeps the key and never the data; the browser keeps the data and the key only in
 * memory while that person is signed in.
 */
export const BROWSER_DATA_API = {
  /** GET with the session cookie: `{success, accountId, email, key}`; 401 without a session; never cached. */
  key: '/api/browser-data/key',
} as const;

/** 32 random bytes (AES-256), as 43 base64url characters without padding. */
export const BrowserDataKeySchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const BrowserDataKeyResponseSchema = z.object({
  success: z.literal(true),
  /** The account's id as text: the storage namespace and the additional data of every record. */
  accountId: z.string().regex(/^[0-9]{1,18}$/),
  /** Whose key this is, so a page whose session changed under it (another tab) does not open the wrong person's. */
  email: z.string(),
  key: BrowserDataKeySchema,
});
export type BrowserDataKeyResponse = z.infer<typeof BrowserDataKeyResponseSchema>;
