import { z } from 'zod';

/*
 * The external identity providers of the staff login, read from the environment (server/README.md#external-logins):
 * OIDC_PROVIDERS=generic,apple,apaleo and per provider OIDC_<NAME>_ISSUER, _CLIENT_ID, _CLIENT_SECRET and the
 * optional _KIND, _CATEGORY, _USERINFO_URL, _SCOPE, _LABEL.
 */

/** How a provider's answers are read: its claims' shape and which spec payload endpoint uses it. */
export const ExternalKind = z.enum(['oidc', 'apple', 'partner', 'facebook', 'linkedin', 'bookingsuite']);
export type ExternalKind = z.infer<typeof ExternalKind>;

/** The spec's external account category of each kind (docs/api.md#external-logins); a generic provider has none. */
export const KIND_CATEGORY: Readonly<Record<ExternalKind, number | null>> = {
  oidc: null,
  facebook: 1,
  linkedin: 50,
  bookingsuite: 70,
  partner: 80,
  apple: 81,
};

/** One configured provider. */
export interface ExternalProviderConfig {
  /** The provider's name in URLs and in external_account.provider (lower case). */
  readonly name: string;
  readonly kind: ExternalKind;
  readonly category: number | null;
  readonly issuer: URL;
  readonly clientId: string;
  readonly clientSecret: string | undefined;
  /** Where an access token of an access-token-only login (Facebook, LinkedIn, booking suite) is checked. */
  readonly userinfoUrl: URL | undefined;
  readonly scope: string;
  /** The name on the login page's button (OIDC_<NAME>_LABEL); none: the app shows the name. */
  readonly label: string | undefined;
}

/** What the external logins need besides the providers. */
export interface ExternalLoginConfig {
  readonly providers: readonly ExternalProviderConfig[];
  /** Signs the short-lived login cookies (SESSION_SECRET); required when a provider is configured. */
  readonly sessionSecret: string;
  /** The server's public origin (PUBLIC_URL): the callback URLs registered at the providers start with it. */
  readonly publicUrl: URL;
}

const Name = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'provider names are lower-case letters, digits, -');
const Provider = z.object({
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1).optional(),
  kind: ExternalKind.optional(),
  category: z.coerce.number().int().min(0).optional(),
  userinfoUrl: z.url().optional(),
  scope: z.string().min(1).optional(),
  label: z.string().trim().min(1).max(60).optional(),
});

/** The kind a provider has when OIDC_<NAME>_KIND is not set: its name if that is a kind, else generic OIDC. */
const kindOf = (name: string): ExternalKind => {
  const parsed = ExternalKind.safeParse(name === 'apaleo' ? 'partner' : name);
  return parsed.success ? parsed.data : 'oidc';
};

/** Reads the external login configuration; null when OIDC_PROVIDERS is empty. Throws on a bad setting. */
export function readExternalLogin(env: NodeJS.ProcessEnv, fallbackUrl: string): ExternalLoginConfig | null {
  const names = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  if (names.length === 0) return null;
  const providers = names.map((raw): ExternalProviderConfig => {
    const name = Name.parse(raw);
    const key = `OIDC_${name.toUpperCase().replaceAll('-', '_')}_`;
    const value = (suffix: string) => env[key + suffix] || undefined;
    const parsed = Provider.safeParse({
      issuer: value('ISSUER'),
      clientId: value('CLIENT_ID'),
      clientSecret: value('CLIENT_SECRET'),
      kind: value('KIND'),
      category: value('CATEGORY'),
      userinfoUrl: value('USERINFO_URL'),
      scope: value('SCOPE'),
      label: value('LABEL'),
    });
    if (!parsed.success) {
      const wrong = parsed.error.issues.map((i) => key + String(i.path[0]).replace(/[A-Z]/g, (c) => `_${c}`));
      throw new Error(`External login "${name}": set ${wrong.join(', ').toUpperCase()} correctly`);
    }
    const p = parsed.data;
    const kind = p.kind ?? kindOf(name);
    return {
      name,
      kind,
      category: p.category ?? KIND_CATEGORY[kind],
      issuer: new URL(p.issuer),
      clientId: p.clientId,
      clientSecret: p.clientSecret,
      userinfoUrl: p.userinfoUrl ? new URL(p.userinfoUrl) : undefined,
      scope: p.scope ?? 'openid email profile',
      label: p.label,
    };
  });
  if (new Set(names).size !== names.length) throw new Error('OIDC_PROVIDERS names a provider twice');
  const secret = env.SESSION_SECRET ?? '';
  if (secret.length < 32)
    throw new Error('SESSION_SECRET (32 characters or more) is required for OIDC_PROVIDERS');
  return { providers, sessionSecret: secret, publicUrl: new URL(env.PUBLIC_URL || fallbackUrl) };
}
