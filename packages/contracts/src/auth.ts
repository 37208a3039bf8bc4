import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

/** Missing and wrong-typed fields get different messages: "required" only when the field is absent. */
const textField = (name: string) => ({
  error: (issue: { input: unknown }) =>
    issue.input === undefined || issue.input === null ? `${name} is required.` : `${name} must be text.`,
});

/** Email as the API keys it: trimmed and lower-cased. */
export const EmailSchema = z
  .string(textField('Email'))
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required.' })
  .max(EMAIL_MAX_LENGTH, { error: 'Email is too long.' })
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

export const PasswordSchema = z
  .string(textField('Password'))
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` });

export const RegisterRequestSchema = z.object({
  name: z
    .string(textField('Name'))
    .trim()
    .min(1, { error: 'Name is required.' })
    .max(NAME_MAX_LENGTH, { error: `Name must be at most ${NAME_MAX_LENGTH} characters.` }),
  email: EmailSchema,
  password: PasswordSchema,
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  // Any length is accepted at login so that a wrong password gets the same answer as an unknown email.
  password: z.string(textField('Password')).min(1, { error: 'Password is required.' }).max(1024),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export const ResetPasswordRequestSchema = z.object({
  token: z.string({ error: 'The reset token is missing.' }).min(1).max(200),
  password: PasswordSchema,
});
/** POST /auth/verify-email: the token of the mailed link (hardening issue, email verification). */
export const VerifyEmailRequestSchema = z.object({
  token: z.string({ error: 'The verification token is missing.' }).min(1).max(200),
});
export const GoogleLoginRequestSchema = z.object({
  credential: z.string({ error: 'The Google credential is missing.' }).min(1).max(8192),
});

export const UserSchema = z.object({
  email: z.string(),
  displayName: z.string().nullable(),
  isPremium: z.boolean(),
  /** Whether the owner proved the address (mailed link, password reset by mail, or Google). */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

export const ErrorResponseSchema = z.object({ success: z.literal(false), error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const RegisterResponseSchema = z.union([z.object({ success: z.literal(true) }), ErrorResponseSchema]);
export const LoginResponseSchema = z.union([
  z.object({ success: z.literal(true), user: UserSchema }),
  ErrorResponseSchema,
]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
export const MeResponseSchema = LoginResponseSchema;
export const MessageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
