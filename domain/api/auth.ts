// Request bodies of the account calls (docs/api.md, "Accounts"): the functions validate with these
// schemas and the SPA types its calls from them. The rules themselves are domain/account.ts's.
import { z } from 'zod';
import { emailProblem, passwordProblem, phoneProblem, usernameProblem } from '../account';
import { normalizePhone } from '../phone';

/** What zod checks of a new password: every rule but commonness, which has an answer of its own (PASSWORD_TOO_COMMON). */
export const newPasswordSchema = z
  .string()
  .max(4096)
  .refine((password) => [null, 'passwordTooCommon'].includes(passwordProblem(password)), 'password');

/** One typed text, an email or a user name, sent as both `username` and `email`. */
export const LoginSchema = z
  .object({
    username: z.string().max(320).optional(),
    email: z.string().max(320).optional(),
    password: z.string().min(1).max(4096),
    /** The token an earlier login gave this browser: it spares the account's delays after many failures. */
    knownDevice: z.string().max(512).optional(),
  })
  .refine((body) => Boolean((body.email ?? body.username ?? '').trim()), { path: ['email'], message: 'required' });

export const RegistrationSchema = z.object({
  email: z.string().trim().toLowerCase().max(320).refine((email) => !emailProblem(email), 'emailInvalid'),
  // Sent as a number (380671234567); kept in the one stored form of every phone, +380671234567.
  phone: z
    .number()
    .refine((phone) => !phoneProblem(phone), 'phoneDigits')
    .transform((phone) => normalizePhone(String(phone))!),
  username: z.string().trim().refine((name) => !usernameProblem(name), 'username'),
  password: newPasswordSchema,
});

export const EmailSchema = z.object({ email: z.string().trim().min(1).max(320) });
export const TokenSchema = z.object({ token: z.string().trim().min(1).max(2048) });
export const PasswordChangeSchema = TokenSchema.extend({ password: newPasswordSchema });
export const SetAdminRoleSchema = z.object({ email: z.string().trim().min(1).max(320), admin: z.boolean() });

export interface LoginAnswer {
  accessToken: string;
  /** The SPA starts its Firebase Auth session with it. */
  customToken: string;
  /** The SPA keeps it and sends it with its next logins from this browser. */
  knownDevice: string;
}
