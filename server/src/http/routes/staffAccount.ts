import {
  ErrorKey,
  LANGUAGE_HEADER,
  PasswordChangeBody,
  PasswordResetBody,
  PasswordResetChangeBody,
  RESET_PASSWORD_PATH,
  SignupBody,
  VERIFY_EMAIL_PATH,
  VerifyEmailBody,
  VerifyResendBody,
} from '@venue/contract';
import { contactFieldRules, fieldErrorKey, PASSWORD_MIN_LENGTH, passwordProblems } from '@venue/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { AccountClientLimiter } from '../../auth/loginLimiter.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import {
  changePassword,
  findAccountByEmail,
  findAccountById,
  findEmailVerification,
  findPasswordReset,
  insertAccount,
  insertEmailVerification,
  insertPasswordReset,
  resetPassword,
  verifyEmail,
} from '../../db/accountQueries.ts';
import { Expired, InvalidInput, Refused, TooMany, Unprocessable } from '../../failures.ts';
import { type MailLanguage, mailLanguage, passwordResetMail } from '../../mail/templates.ts';
import { verificationMail } from '../../mail/verificationMail.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { clientOf, guardedLookup, loginLocked } from '../guesses.ts';
import { doc } from '../openapi.ts';
import { staffAuth, staffTokenOf, unauthorized } from '../staffGuard.ts';
import { validJson } from '../validate.ts';

/** A reset link works for an hour (docs/api.md#password-and-accounts). */
const RESET_MINUTES = 60;

/** A verification link works for a day (docs/api.md#signup-and-e-mail-verification). */
const VERIFY_HOURS = 24;

/** "Send the link again" per window, per e-mail as typed and per client (like reset requests). */
const RESEND_LIMITS = { perAccount: 5, perClient: 20, windowSeconds: 3600 };

/** 422 with the domain's FORM.ERROR keys for a password that breaks the strength rules; nothing is stored. */
function checkStrength(password: string, path = 'password'): void {
  const problems = passwordProblems(password);
  if (problems.length === 0) return;
  throw new Unprocessable(
    ErrorKey.passwordWeak,
    'The password is too weak',
    problems.map((code) =>
      code === 'FORM.ERROR.MINLENGTH'
        ? { path, code, message: `at least ${PASSWORD_MIN_LENGTH} characters`, min: PASSWORD_MIN_LENGTH }
        : { path, code, message: 'a kind of character is missing' },
    ),
  );
}

const resetInvalid = () =>
  new InvalidInput('The reset link is not valid or was used already', [], ErrorKey.resetInvalid);
const verifyInvalid = () =>
  new InvalidInput('The verification link is not valid or was used already', [], ErrorKey.verifyInvalid);

/** Sends a mail after the answer; a failure logs only nodemailer's code and the SMTP status, never the link. */
function sendLater(
  deps: AppDeps,
  what: string,
  mail: { to: string; subject: string; text: string; html: string },
) {
  deps.mailer.send(mail).catch((error: unknown) => {
    const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
    console.error(`${what} mail not sent:`, String(code ?? 'error'), String(responseCode ?? ''));
  });
}

/** A new verification token, its hash and expiry, and the mail with its link. */
function verification(deps: AppDeps, language: MailLanguage, account: { name: string; email: string }) {
  const token = newToken();
  const expiresAt = new Date(deps.now().getTime() + VERIFY_HOURS * 3_600_000);
  const link = `${deps.publicUrl}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
  const mail = verificationMail(language, { ...account, link, hours: VERIFY_HOURS });
  return { tokenHash: hashToken(token), expiresAt, mail: { to: account.email, ...mail } };
}

/**
 * The password account calls (spec 7 "Auth" and "Password"): signup with its e-mail verification, reset by
 * mailed token, change while logged in; each also under the spec's call name (signup, passwordReset,
 * passwordResetChange, passwordChange).
 */
export function staffAccountRoutes(deps: AppDeps) {
  const guard = staffAuth(deps);
  const resendLimiter = new AccountClientLimiter(deps.database, deps.now, RESEND_LIMITS, 'verify');

  const requestReset = validJson(PasswordResetBody);
  const resetChange = validJson(PasswordResetChangeBody);
  const change = validJson(PasswordChangeBody);

  return new Hono<AppEnv>()
    .post(
      '/signup',
      doc(
        'staff account',
        'Sign up (accepting the terms): the account waits for its mailed e-mail verification',
        { status: 202 },
        { public: true },
      ),
      validJson(SignupBody),
      async (c) => {
        const body = c.req.valid('json');
        const email = body.email.toLowerCase();
        const wait = await deps.signupLimiter.take(email, clientOf(c));
        if (wait !== null) throw new TooMany(ErrorKey.rateLimited, 'Too many signups; try again later', wait);
        if (!body.termsaccepted) {
          throw new Unprocessable(ErrorKey.termsRequired, 'Accept the terms to sign up', [
            { path: 'termsaccepted', code: 'FORM.ERROR.REQUIRED', message: 'must be true' },
          ]);
        }
        const emailProblem = fieldErrorKey(email, contactFieldRules().email);
        if (emailProblem) {
          throw new Unprocessable(ErrorKey.validation, 'Invalid body', [
            { path: 'email', code: emailProblem, message: 'not an e-mail address' },
          ]);
        }
        checkStrength(body.password);
        const now = deps.now();
        const passwordHash = await hashPassword(body.password);
        // No session: the address is only trusted once the mailed link proves the mailbox, else anyone could
        // pre-register a future colleague's address (docs/api.md#signup-and-e-mail-verification).
        const { tokenHash, expiresAt, mail } = verification(
          deps,
          mailLanguage(c.req.header(LANGUAGE_HEADER)),
          { name: body.name, email },
        );
        const userId = await deps.database.run((db) =>
          insertAccount(
            db,
            { email, name: body.name, passwordHash, termsAcceptedAt: now },
            { tokenHash, expiresAt },
          ),
        );
        if (userId === null)
          throw new Refused(ErrorKey.signupExists, 'An account with this e-mail exists already');
        sendLater(deps, 'verification', mail);
        return c.body(null, 202);
      },
    )
    .post(
      '/signup/verify',
      doc(
        'staff account',
        'Verify a signup’s e-mail with the mailed token',
        { status: 204 },
        { public: true },
      ),
      validJson(VerifyEmailBody),
      async (c) => {
        const tokenHash = hashToken(c.req.valid('json').token);
        // A secret a client could guess: misses count against the client like reset tokens.
        const row = await guardedLookup(
          deps,
          c,
          () => deps.database.run((db) => findEmailVerification(db, tokenHash)),
          verifyInvalid,
        );
        if (row.usedAt) throw verifyInvalid();
        const now = deps.now();
        if (row.expiresAt.getTime() <= now.getTime())
          throw new Expired(ErrorKey.verifyExpired, 'The verification link has expired; ask for a new one');
        if (!(await deps.database.run((db) => verifyEmail(db, tokenHash, now)))) throw verifyInvalid();
        return c.body(null, 204);
      },
    )
    .post(
      '/signup/verify/resend',
      doc(
        'staff account',
        'Mail the verification link again (answers the same whether the account exists)',
        { status: 202 },
        { public: true },
      ),
      validJson(VerifyResendBody),
      async (c) => {
        const email = c.req.valid('json').email.toLowerCase();
        const wait = await resendLimiter.take(email, clientOf(c));
        if (wait !== null)
          throw new TooMany(ErrorKey.rateLimited, 'Too many requests for a link; try again later', wait);
        const account = await deps.database.run((db) => findAccountByEmail(db, email));
        // Only an unverified account gets a mail; the answer is the same for every e-mail (no enumeration).
        if (account && account.emailVerifiedAt === null) {
          const { tokenHash, expiresAt, mail } = verification(
            deps,
            mailLanguage(c.req.header(LANGUAGE_HEADER)),
            account,
          );
          await deps.database.run((db) => insertEmailVerification(db, account.id, tokenHash, expiresAt));
          sendLater(deps, 'verification', mail);
        }
        return c.body(null, 202);
      },
    )
    .post(
      '/password/reset',
      doc(
        'staff account',
        'Mail a password reset link (answers the same whether the account exists)',
        { status: 202 },
        { public: true },
      ),
      requestReset,
      (c) => startReset(c, deps, c.req.valid('json')),
    )
    .post(
      '/passwordReset',
      doc(
        'staff account',
        'Mail a password reset link (old name of /api/password/reset)',
        { status: 202 },
        { public: true, operationId: 'postApiPasswordResetOldName' },
      ),
      requestReset,
      (c) => startReset(c, deps, c.req.valid('json')),
    )
    .post(
      '/password/update/token',
      doc('staff account', 'Set a new password with a reset link’s token', { status: 204 }, { public: true }),
      resetChange,
      (c) => finishReset(c, deps, c.req.valid('json')),
    )
    .post(
      '/passwordResetChange',
      doc(
        'staff account',
        'Set a new password with a reset token (old name of /api/password/update/token)',
        { status: 204 },
        { public: true },
      ),
      resetChange,
      (c) => finishReset(c, deps, c.req.valid('json')),
    )
    .post(
      '/password/update',
      doc('staff account', 'Change one’s own password', { status: 204 }),
      guard,
      change,
      (c) => changeOwn(c, deps, c.req.valid('json')),
    )
    .post(
      '/passwordChange',
      doc('staff account', 'Change one’s own password (old name of /api/password/update)', { status: 204 }),
      guard,
      change,
      (c) => changeOwn(c, deps, c.req.valid('json')),
    );
}

const ACCOUNT_PATHS = new Set(
  [
    'signup',
    'signup/verify',
    'signup/verify/resend',
    'password/reset',
    'passwordReset',
    'password/update/token',
    'passwordResetChange',
    'password/update',
    'passwordChange',
  ].map((p) => `/api/${p}`),
);

/** Paths of these routes that the property-session check in app.ts must let through (they check staff tokens). */
export const isStaffAccountPath = (path: string): boolean => ACCOUNT_PATHS.has(path);

/**
 * Always 202, whether the e-mail has an account or not (no account enumeration); with an account a reset
 * token is stored (hashed) and mailed. The mail goes out after the answer, so a slow SMTP server does not
 * tell known e-mails from unknown ones by time either.
 */
async function startReset(c: Context<AppEnv>, deps: AppDeps, body: PasswordResetBody) {
  const email = body.email.toLowerCase();
  const wait = await deps.resetLimiter.take(email, clientOf(c));
  if (wait !== null)
    throw new TooMany(ErrorKey.rateLimited, 'Too many reset requests; try again later', wait);
  const account = await deps.database.run((db) => findAccountByEmail(db, email));
  if (account) {
    const now = deps.now();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + RESET_MINUTES * 60_000);
    await deps.database.run((db) => insertPasswordReset(db, account.id, hashToken(token), expiresAt));
    const link = `${deps.publicUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
    const mail = passwordResetMail(mailLanguage(c.req.header(LANGUAGE_HEADER)), {
      name: account.name,
      email: account.email,
      link,
      minutes: RESET_MINUTES,
    });
    sendLater(deps, 'password reset', { to: account.email, ...mail });
  }
  return c.body(null, 202);
}

/** Sets a new password with a mailed token: valid, unused and unexpired; used once; every session ends. */
async function finishReset(c: Context<AppEnv>, deps: AppDeps, body: PasswordResetChangeBody) {
  checkStrength(body.password);
  const tokenHash = hashToken(body.token);
  // A reset token is a secret a client could guess: misses count against the client like booking tokens.
  const row = await guardedLookup(
    deps,
    c,
    () => deps.database.run((db) => findPasswordReset(db, tokenHash)),
    resetInvalid,
  );
  if (row.usedAt) throw resetInvalid();
  if (row.expiresAt.getTime() <= deps.now().getTime())
    throw new Expired(ErrorKey.resetExpired, 'The reset link has expired; ask for a new one');
  const passwordHash = await hashPassword(body.password);
  const email = await deps.database.run((db) => resetPassword(db, tokenHash, passwordHash, deps.now()));
  if (email === null) throw resetInvalid(); // Used by a concurrent request meanwhile.
  // Whoever holds the mailbox may log in again at once, even after failed logins locked the account.
  await deps.loginLimiter.succeeded(email, clientOf(c));
  return c.body(null, 204);
}

/**
 * Changes the logged-in user's password: the current one must match (a wrong one counts as a failed login);
 * this session stays, every other session of the user ends.
 */
async function changeOwn(c: Context<AppEnv>, deps: AppDeps, body: PasswordChangeBody) {
  const staff = c.get('staff');
  const token = staffTokenOf(c);
  if (!staff || !token) throw unauthorized();
  checkStrength(body.password);
  const account = await deps.database.run((db) => findAccountById(db, staff.userId));
  if (!account) throw unauthorized();
  const client = clientOf(c);
  const wait = await deps.loginLimiter.take(account.email, client);
  if (wait !== null) throw loginLocked(wait);
  if (!(await verifyPassword(account.passwordHash, body.oldPassword))) {
    // 422, not 401: the session is fine, only the field is wrong (a 401 would log the app out).
    throw new Unprocessable(ErrorKey.passwordWrong, 'The current password is wrong', [
      { path: 'oldPassword', code: ErrorKey.passwordWrong, message: 'does not match' },
    ]);
  }
  await deps.loginLimiter.succeeded(account.email, client);
  const passwordHash = await hashPassword(body.password);
  await deps.database.run((db) =>
    changePassword(db, staff.userId, passwordHash, hashToken(token), deps.now()),
  );
  return c.body(null, 204);
}
