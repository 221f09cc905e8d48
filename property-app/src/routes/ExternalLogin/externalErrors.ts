import { ApiError } from '@venue/api-client';
import { tKey } from '../../i18n/tKey.ts';

/**
 * The messages of an external login that cannot go on (docs/api.md#external-logins), by the API's error key:
 * the same keys arrive in the failed page's `?error=` (from the server's callback) and as a refusal of
 * POST /api/loginbyexternalaccount. Anything else gets the general message.
 */
const STOPS: Readonly<Record<string, string>> = {
  'error.external.failed': tKey('external.error.failed'),
  'error.external.expired': tKey('external.error.expired'),
  'error.existing.external': tKey('external.error.existingExternal'),
  'error.external.email.required': tKey('external.error.emailRequired'),
  'error.login.locked': tKey('login.error.locked'),
};

/** The i18n key of why an external login stopped, for an API error key (or none). */
export const stopMessageOf = (key: string | null | undefined): string =>
  (key && Object.hasOwn(STOPS, key) ? STOPS[key] : undefined) ?? tKey('external.error.unknown');

/** What the app does next after an answer of POST /api/loginbyexternalaccount. */
export type Step =
  | { readonly kind: 'terms' }
  | { readonly kind: 'password'; readonly error: string | null }
  | { readonly kind: 'stopped'; readonly message: string };

/** The next step after a refusal: accept the terms, enter (again) the existing password, or stop. */
export function stepAfter(error: unknown): Step {
  const key = error instanceof ApiError ? error.error : null;
  switch (key) {
    case 'error.terms.required':
      return { kind: 'terms' };
    case 'error.existing.password.required':
      return { kind: 'password', error: null };
    case 'error.existing.password.wrong':
      return { kind: 'password', error: tKey('external.password.wrong') };
    case 'error.existing.password.empty':
      return { kind: 'password', error: tKey('external.password.empty') };
    default:
      return { kind: 'stopped', message: stopMessageOf(key) };
  }
}
