import { MessageResponseSchema } from '@applypilot/contracts';
import { apiFetch } from './api-client';

// Shared by the /verify-email page (auth feature) and the dashboard banner; features do not import each other.

/** Posts the mailed link's token; resolves with the server's message, throws ApiError with its error. */
export async function verifyEmail(token: string): Promise<string> {
  const answer = await apiFetch('/auth/verify-email', {
    method: 'POST',
    body: { token },
    schema: MessageResponseSchema,
  });
  return answer.message;
}

/** Asks for a new link for the signed-in account; resolves with the server's message. */
export async function resendVerification(): Promise<string> {
  const answer = await apiFetch('/auth/resend-verification', {
    method: 'POST',
    body: {},
    schema: MessageResponseSchema,
  });
  return answer.message;
}
