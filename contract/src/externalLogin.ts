import { z } from 'zod';
import { StaffLoginResponse } from './staffAuth.ts';
import { text } from './text.ts';

/*
 * Staff logins by external account (docs/api.md#external-logins): the redirect flow's completion and the
 * spec's payload endpoints (applelogin, apaleologin, apaleo-client-login, fblogin, linkedinlogin,
 * bookingsuitelogin).
 */

const Secret = text().min(1).max(8192);
const Terms = z.boolean().optional();
const Password = text().max(1024).optional();
const Name = text().trim().max(100).optional();

/**
 * POST /api/loginbyexternalaccount: completes the external login waiting in this browser (after the
 * provider's callback or a payload login that needed more): the terms for a new account, the existing
 * account's password to link to it.
 */
export const ExternalLoginCompleteBody = z.strictObject({ termsaccepted: Terms, password: Password });
export type ExternalLoginCompleteBody = z.infer<typeof ExternalLoginCompleteBody>;

/** GET /api/login/external: one configured provider, for the login page's buttons (no secrets). */
export const ExternalProviderInfo = z.object({
  /** The name in /api/login/external/{name}. */
  name: z.string(),
  /** What the button says (OIDC_<NAME>_LABEL); the app shows the name without one. */
  label: z.string().optional(),
  kind: z.enum(['oidc', 'apple', 'partner', 'facebook', 'linkedin', 'bookingsuite']),
});
export type ExternalProviderInfo = z.infer<typeof ExternalProviderInfo>;

/** GET /api/login/external: the configured providers in OIDC_PROVIDERS order (empty when none). */
export const ExternalProviderList = z.array(ExternalProviderInfo);
export type ExternalProviderList = z.infer<typeof ExternalProviderList>;

/** POST /api/login/external/{provider}/nonce: the state and nonce a front end passes to the provider's SDK. */
export const ExternalNonceResponse = z.object({ state: z.string(), nonce: z.string() });
export type ExternalNonceResponse = z.infer<typeof ExternalNonceResponse>;

/** POST /api/applelogin: what Sign in with Apple's front end returns (name and e-mail on the first login only). */
export const AppleLoginBody = z.object({
  code: Secret.optional(),
  idToken: Secret,
  state: text().max(200).optional(),
  firstName: Name,
  lastName: Name,
  email: text().max(254).optional(),
  termsaccepted: Terms,
});
export type AppleLoginBody = z.infer<typeof AppleLoginBody>;

/** POST /api/apaleologin and /api/apaleo-client-login: a partner's tokens and the user's sync choices. */
export const PartnerLoginBody = z.object({
  accessToken: Secret,
  expiresIn: z.number().optional(),
  tokenType: text().max(40).optional(),
  idToken: Secret,
  refreshToken: Secret.optional(),
  additionalInfo: z
    .object({ syncProperties: z.boolean().optional(), syncInventory: z.boolean().optional() })
    .optional(),
  termsaccepted: Terms,
});
export type PartnerLoginBody = z.infer<typeof PartnerLoginBody>;

/** POST /api/fblogin: a Facebook access token and the user id it must belong to. */
export const FacebookLoginBody = z.object({
  accessToken: Secret,
  expiresIn: z.number().optional(),
  userID: text().min(1).max(100),
  termsaccepted: Terms,
  password: Password,
});
export type FacebookLoginBody = z.infer<typeof FacebookLoginBody>;

/** POST /api/linkedinlogin: a LinkedIn access token. */
export const LinkedInLoginBody = z.object({
  accessToken: Secret,
  expiresIn: z.number().optional(),
  termsaccepted: Terms,
});
export type LinkedInLoginBody = z.infer<typeof LinkedInLoginBody>;

/** POST /api/bookingsuitelogin: a booking suite access token and the hotels it manages. */
export const BookingSuiteLoginBody = z.object({
  accessToken: Secret,
  hotelIds: z.array(z.union([text().max(100), z.number().int()])).max(500),
  accountType: z.object({ id: z.literal(2) }).optional(),
  emailVerified: z.boolean().optional(),
  termsaccepted: Terms,
});
export type BookingSuiteLoginBody = z.infer<typeof BookingSuiteLoginBody>;

/** A completed external login: the staff login answer, and whether it connected a new external account. */
export const ExternalLoginResponse = StaffLoginResponse.extend({
  /** True when this login created the account or linked the external account to it (the "connected" message). */
  connected: z.boolean(),
});
export type ExternalLoginResponse = z.infer<typeof ExternalLoginResponse>;
