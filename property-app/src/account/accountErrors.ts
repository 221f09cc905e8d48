import { ApiError } from '@venue/api-client';
import { PASSWORD_MIN_LENGTH } from '@venue/domain';
import { tKey } from '../i18n/tKey.ts';

/**
 * The API's error keys the account pages can receive (docs/api.md#password-and-accounts), each translated under
 * its own key; a locked login reuses the login page's text.
 */
const TRANSLATED: Readonly<Record<string, string>> = {
  'error.signup.exists': tKey('error.signup.exists'),
  'error.terms.required': tKey('error.terms.required'),
  'error.password.weak': tKey('error.password.weak'),
  'error.password.wrong': tKey('error.password.wrong'),
  'error.reset.invalid': tKey('error.reset.invalid'),
  'error.reset.expired': tKey('error.reset.expired'),
  'error.verify.invalid': tKey('error.verify.invalid'),
  'error.verify.expired': tKey('error.verify.expired'),
  'error.invitation.invalid': tKey('error.invitation.invalid'),
  'error.invitation.expired': tKey('error.invitation.expired'),
  'error.invitation.wrongaccount': tKey('error.invitation.wrongaccount'),
  'error.ratelimit': tKey('error.ratelimit'),
  // docs/scaling.md#database-outages: the database is unreachable for a moment (503).
  'error.unavailable': tKey('error.unavailable'),
  'error.validation': tKey('error.validation'),
  'error.login.locked': tKey('login.error.locked'),
};

/** The i18n key of a failed call's message: the API's own key where the app knows it, else error.unknown. */
export function errorKeyOf(error: unknown): string {
  return (error instanceof ApiError && TRANSLATED[error.error]) || tKey('error.unknown');
}

/** The FORM.ERROR keys the server named for one field in a refusal's details (e.g. a weak password's). */
export function fieldCodesOf(error: unknown, path: string): string[] {
  if (!(error instanceof ApiError)) return [];
  return error.details.flatMap((detail) => {
    const { path: at, code } = (detail ?? {}) as { path?: unknown; code?: unknown };
    return at === path && typeof code === 'string' && code.startsWith('FORM.ERROR.') ? [code] : [];
  });
}

/** The options of a FORM.ERROR text (MINLENGTH shows the domain's minimum). */
export const formErrorOptions = { min: PASSWORD_MIN_LENGTH } as const;
