import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

/** Missing and wrong-typed fields get different messages: "required" only when the field is absent. */
const textField = (name: string) => ({
  error: (issue: { input: unknown }) =>
    issue.input === undefined || issue.input === null ? `${name} is required.` : `${name} must be text.`,
});

/**
 * C0 control characters (NUL to U+001F) and DEL. PostgreSQL refuses NUL in text, and none of them belongs in a name, an
 * address or a typed password.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
export const noControlCharacters = (name: string) => ({
  error: `${name} must not contain control characters (such as tabs, line breaks or NUL).`,
});
export const hasNoControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value);

/** Email as the API keys it: trimmed and lower-cased. */
export const EmailSchema = z
  .string(textField('Email'))
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required.' })
  .max(EMAIL_MAX_LENGTH, { error: 'Email is too long.' })
  .refine(hasNoControlCharacters, noControlCharacters('Email'))
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

/** Any printable Unicode is fine in a new password; control characters are refused. */
export const PasswordSchema = z
  .string(textField('Password'))
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` })
  .refine(hasNoControlCharacters, noControlCharacters('Password'));

export const RegisterRequestSchema = z.object({
  name: z
    .string(textField('Name'))
    .trim()
    .min(1, { error: 'Name is required.' })
    .max(NAME_MAX_LENGTH, { error: `Name must be at most ${NAME_MAX_LENGTH} characters.` })
    .refine(hasNoControlCharacters, noControlCharacters('Name')),
  email: EmailSchema,
  password: PasswordSchema,
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  // Any length is accepted at login so that a wrong password gets the same answer as an unknown email. Only NUL is
  // refused: registration used to accept other control characters (a tab), and such an owner must still get in.
  password: z
    .string(textField('Password'))
    .min(1, { error: 'Password is required.' })
    .max(1024)
    .refine((value) => !value.includes('\u0000'), noControlCharacters('Password')),
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
