import { z } from 'zod';
import { text } from './text.ts';

/*
 * The password account calls of the property app (docs/api.md#password-and-accounts). Password strength
 * and e-mail form are the domain's rules (`passwordProblems`, the contact e-mail rule), checked by the
 * route so a weak password is a 422 with FORM.ERROR keys, not a 400.
 */

const Email = text().trim().min(1).max(254);
const Password = text().max(1024);
const ResetToken = text().regex(/^[A-Za-z0-9_-]{1,100}$/, 'expected a token');

/**
 * POST /api/signup: a new staff account (without properties until an owner invites it) that accepted the terms.
 * The account starts unverified: 202, and a link to verify the e-mail is mailed
 * (docs/api.md#signup-and-e-mail-verification).
 */
export const SignupBody = z.strictObject({
  name: text().trim().min(1).max(200),
  email: Email,
  password: Password,
  /** Must be true; false is a 422 `error.terms.required`. */
  termsaccepted: z.boolean(),
});
export type SignupBody = z.infer<typeof SignupBody>;

/** POST /api/signup/verify: the token of the mailed verification link; the account may sign in afterwards. */
export const VerifyEmailBody = z.strictObject({ token: ResetToken });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

/** POST /api/signup/verify/resend: mail the verification link again (202 whether the e-mail has an account). */
export const VerifyResendBody = z.strictObject({ email: Email });
export type VerifyResendBody = z.infer<typeof VerifyResendBody>;

/** POST /api/password/reset (alias passwordReset): mail a one-time reset link to the account's e-mail. */
export const PasswordResetBody = z.strictObject({ email: Email });
export type PasswordResetBody = z.infer<typeof PasswordResetBody>;

/** POST /api/password/update/token (alias passwordResetChange): a new password with the mailed token. */
export const PasswordResetChangeBody = z.strictObject({ token: ResetToken, password: Password });
export type PasswordResetChangeBody = z.infer<typeof PasswordResetChangeBody>;

/** POST /api/password/update (alias passwordChange, logged in): the current and a new password. */
export const PasswordChangeBody = z.strictObject({
  oldPassword: text().min(1).max(1024),
  password: Password,
});
export type PasswordChangeBody = z.infer<typeof PasswordChangeBody>;

/** GET /api/dev/outbox (development without SMTP_URL only): the mails written to the outbox, newest first. */
export const OutboxList = z.object({
  items: z.array(z.object({ id: z.string(), to: z.string(), subject: z.string(), date: z.string() })),
});
export type OutboxList = z.infer<typeof OutboxList>;

/** GET /api/dev/outbox/{id}: one outbox mail with the links of its text. */
export const OutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  date: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

/** Where the reset link of the mail leads: the property app's page, with the token as `token` query parameter. */
export const RESET_PASSWORD_PATH = '/app/reset-password';

/** Where the verification link of the signup mail leads: the property app's page, with the token as `token`. */
export const VERIFY_EMAIL_PATH = '/app/verify-email';
