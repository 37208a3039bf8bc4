import type { User } from '@applypilot/contracts';
import { apiFetch } from '../../lib/api-client';
import { flushPendingLogout } from '../../lib/auth/pending-logout';

// The answer schemas (and zod with them) load when the visitor submits, so the login page draws without them.
const schemas = () => import('./auth-schemas');

/** A login answer that says success but carries no user would be a server bug; treat it as a failure. */
function userOf(answer: { success: boolean; user?: User }): User {
  if (!answer.success || !answer.user) throw new Error();
  return answer.user;
}

export async function loginWithPassword(email: string, password: string): Promise<User> {
  // A sign-in replaces the browser's cookie: a logout that never reached the server must go with the old one first.
  await flushPendingLogout();
  const { LoginResponseSchema } = await schemas();
  return userOf(
    await apiFetch('/auth/login', { method: 'POST', body: { email, password }, schema: LoginResponseSchema }),
  );
}

/** A single-use nonce for Google's button (the API keeps its hash in an HttpOnly cookie; decision 034). */
export async function fetchGoogleNonce(): Promise<string> {
  const { GoogleNonceSchema } = await schemas();
  return (await apiFetch('/auth/google/nonce', { method: 'POST', body: {}, schema: GoogleNonceSchema }))
    .nonce;
}

export async function loginWithGoogle(credential: string): Promise<User> {
  await flushPendingLogout();
  const { LoginResponseSchema } = await schemas();
  return userOf(
    await apiFetch('/auth/google', { method: 'POST', body: { credential }, schema: LoginResponseSchema }),
  );
}

export async function register(name: string, email: string, password: string): Promise<void> {
  const { RegisterResponseSchema } = await schemas();
  await apiFetch('/auth/register', {
    method: 'POST',
    body: { name, email, password },
    schema: RegisterResponseSchema,
  });
}

interface MessageAnswer {
  message?: unknown;
}

function messageOf(answer: MessageAnswer | undefined, fallback: string): string {
  return typeof answer?.message === 'string' && answer.message.trim() !== '' ? answer.message : fallback;
}

export async function requestPasswordReset(email: string, fallback: string): Promise<string> {
  const answer = await apiFetch<MessageAnswer | undefined>('/auth/forgot-password', {
    method: 'POST',
    body: { email },
  });
  return messageOf(answer, fallback);
}

export async function resetPassword(token: string, password: string, fallback: string): Promise<string> {
  const answer = await apiFetch<MessageAnswer | undefined>('/auth/reset-password', {
    method: 'POST',
    body: { token, password },
  });
  return messageOf(answer, fallback);
}
