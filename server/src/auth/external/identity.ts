import { z } from 'zod';
import type { ExternalProviderConfig } from './config.ts';

/** Who an external provider says the user is, in our terms; what an external login decides on. */
export interface ExternalIdentity {
  readonly provider: string;
  /** The spec's external account category (docs/api.md#external-logins); null for a generic provider. */
  readonly category: number | null;
  /** The provider's stable id of the user (OIDC `sub`, Facebook's user id). */
  readonly subject: string;
  /** Lower-cased; null when the provider gave none. */
  readonly email: string | null;
  /** Whether the provider vouches for the e-mail (only such an e-mail may create an account). */
  readonly emailVerified: boolean;
  readonly name: string | null;
  /** Provider-specific facts kept in external_account.info (e.g. a partner's additionalInfo). */
  readonly info: Readonly<Record<string, unknown>> | null;
}

/** The provider's answer did not identify a user (no subject, or not the user the payload names). */
export class IdentityMismatch extends Error {}

type Provider = Pick<ExternalProviderConfig, 'name' | 'category'>;

const Text = z.string().trim().min(1).max(254);
/** Apple sends booleans as the strings "true" and "false". */
const Flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const OidcClaims = z.object({
  sub: Text,
  email: optional(z.email().max(254)),
  email_verified: optional(Flag),
  name: optional(Text),
  given_name: optional(Text),
  family_name: optional(Text),
});

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new IdentityMismatch('The provider did not name the user');
  return parsed.data;
}

const joinName = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ').trim() || null;

/** A generic OpenID Connect provider: the ID token's or the userinfo's standard claims. */
export function fromOidcClaims(provider: Provider, claims: unknown): ExternalIdentity {
  const c = parse(OidcClaims, claims);
  return {
    provider: provider.name,
    category: provider.category,
    subject: c.sub,
    email: c.email?.toLowerCase() ?? null,
    emailVerified: c.email !== undefined && c.email_verified === true,
    name: c.name ?? joinName(c.given_name, c.family_name),
    info: null,
  };
}

/** What Sign in with Apple's front end hands over besides the ID token (only on the user's first login). */
export interface AppleForm {
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
}

/**
 * Sign in with Apple: the ID token carries no name (Apple gives it once, to the front end, on the first
 * login), its e-mail may be a private relay address (`is_private_email`) and its flags may be strings.
 */
export function fromAppleClaims(provider: Provider, claims: unknown, form: AppleForm = {}): ExternalIdentity {
  const base = fromOidcClaims(provider, claims);
  const c = parse(z.object({ is_private_email: optional(Flag) }), claims);
  return {
    ...base,
    name: joinName(form.firstName?.trim(), form.lastName?.trim()) ?? base.name,
    info: c.is_private_email ? { privateEmail: true } : null,
  };
}

/** A partner's (Apaleo-style) sync choices made at login (spec "Partner login"). */
export interface PartnerInfo {
  readonly syncProperties?: boolean | undefined;
  readonly syncInventory?: boolean | undefined;
}

/** A partner (Apaleo-style) login: standard ID token claims plus the `additionalInfo` kept with the account. */
export function fromPartnerClaims(provider: Provider, claims: unknown, additional: PartnerInfo = {}) {
  const base = fromOidcClaims(provider, claims);
  const additionalInfo = {
    syncProperties: additional.syncProperties === true,
    syncInventory: additional.syncInventory === true,
  };
  return { ...base, info: { additionalInfo } } satisfies ExternalIdentity;
}

const FacebookProfile = z.object({ id: Text, email: optional(z.email().max(254)), name: optional(Text) });

/**
 * Facebook's Graph API `me?fields=id,name,email`: the profile must be the user the payload's `userID`
 * names. Facebook only returns an e-mail the user has confirmed, so it counts as verified.
 */
export function fromFacebookProfile(provider: Provider, profile: unknown, userId: string): ExternalIdentity {
  const p = parse(FacebookProfile, profile);
  if (p.id !== userId) throw new IdentityMismatch('The access token belongs to another user');
  return {
    provider: provider.name,
    category: provider.category,
    subject: p.id,
    email: p.email?.toLowerCase() ?? null,
    emailVerified: p.email !== undefined,
    name: p.name ?? null,
    info: null,
  };
}

const BookingSuiteProfile = z.object({
  sub: optional(Text),
  id: optional(z.union([Text, z.number().int().transform(String)])),
  email: optional(z.email().max(254)),
  email_verified: optional(Flag),
  emailVerified: optional(Flag),
  name: optional(Text),
});

/**
 * The booking suite's profile answer for the access token (OIDC-style `sub` or an `id`). The payload's own
 * `emailVerified` is the client's word and is not trusted; its `hotelIds` are kept with the account.
 */
export function fromBookingSuiteProfile(
  provider: Provider,
  profile: unknown,
  payload: { readonly hotelIds: readonly (string | number)[] },
): ExternalIdentity {
  const p = parse(BookingSuiteProfile, profile);
  const subject = p.sub ?? p.id;
  if (!subject) throw new IdentityMismatch('The provider did not name the user');
  return {
    provider: provider.name,
    category: provider.category,
    subject,
    email: p.email?.toLowerCase() ?? null,
    emailVerified: p.email !== undefined && (p.email_verified ?? p.emailVerified) === true,
    name: p.name ?? null,
    info: { hotelIds: payload.hotelIds.map(String) },
  };
}
