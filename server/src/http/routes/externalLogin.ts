import {
  AppleLoginBody,
  BookingSuiteLoginBody,
  ErrorKey,
  ExternalLoginCompleteBody,
  ExternalLoginResponse,
  ExternalNonceResponse,
  ExternalProviderList,
  FacebookLoginBody,
  LinkedInLoginBody,
  PartnerLoginBody,
} from '@venue/contract';
import { type Context, Hono } from 'hono';
import * as oidc from 'openid-client';
import type { ExternalKind, ExternalProviderConfig } from '../../auth/external/config.ts';
import { type Completion, completeExternalLogin, nextStep } from '../../auth/external/decide.ts';
import {
  type ExternalIdentity,
  fromAppleClaims,
  fromBookingSuiteProfile,
  fromFacebookProfile,
  fromOidcClaims,
  fromPartnerClaims,
  IdentityMismatch,
} from '../../auth/external/identity.ts';
import { ProviderFailure } from '../../auth/external/providers.ts';
import { notFound, Unauthenticated } from '../../failures.ts';
import type { AppDeps, AppEnv, ExternalLogin } from '../context.ts';
import { clientOf } from '../guesses.ts';
import { doc } from '../openapi.ts';
import { validJson } from '../validate.ts';
import { loggedIn } from './staffAuth.ts';

/** Where the property app takes over after the provider's callback (tokens never travel in a URL). */
const APP_DONE = '/app/login/external/done';
const APP_CONFIRM = '/app/login/external/confirm';
const APP_FAILED = '/app/login/external/failed';

const PAYLOAD_PATHS = new Set([
  '/api/loginbyexternalaccount',
  '/api/applelogin',
  '/api/apaleologin',
  '/api/apaleo-client-login',
  '/api/fblogin',
  '/api/linkedinlogin',
  '/api/bookingsuitelogin',
]);

/** Paths of these routes that the property-session check in app.ts must let through (they are logins). */
export const isExternalLoginPath = (path: string): boolean =>
  PAYLOAD_PATHS.has(path) || path === '/api/login/external' || path.startsWith('/api/login/external/');

const failed = (reason: string) => new Unauthenticated(ErrorKey.externalFailed, reason);
const expired = () =>
  new Unauthenticated(ErrorKey.externalExpired, 'No external login is waiting; start the login again');

/**
 * Staff logins by external account (docs/api.md#external-logins): the OpenID Connect redirect flow, its
 * completion, and the spec's payload endpoints. Every path ends in the same decision (decide.ts).
 */
export function externalLoginRoutes(deps: AppDeps) {
  const ext = deps.externalLogin;
  const provider = (name: string) => {
    const found = ext?.providers.byName(name);
    if (!ext || !found) throw notFound('No such external login provider');
    return { ext, p: found };
  };
  const providerOfKind = (kind: ExternalKind) => {
    const found = ext?.providers.byKind(kind);
    if (!ext || !found) throw notFound('This external login is not configured');
    return { ext, p: found };
  };

  /** Logs in (or asks for the next step); the identity waits in a cookie until the login is complete. */
  const decide = async (
    c: Context<AppEnv>,
    ext: ExternalLogin,
    identity: ExternalIdentity,
    done: Completion,
  ) => {
    await ext.cookies.holdIdentity(c, identity, deps.now());
    const outcome = await completeExternalLogin(deps, clientOf(c), identity, done);
    ext.cookies.dropIdentity(c);
    const tokens = await deps.staffSessions.create(outcome.userId, deps.now());
    return loggedIn(c, deps, outcome.userId, tokens, { connected: outcome.connected });
  };

  /** A payload login whose ID token must carry the nonce (and state) this server gave the same browser. */
  const idTokenLogin = async (
    c: Context<AppEnv>,
    kind: ExternalKind,
    idToken: string,
    sentState?: string,
  ) => {
    const { ext, p } = providerOfKind(kind);
    const flow = await ext.cookies.takeFlow(c, p.name, deps.now());
    if (!flow) throw expired();
    const claims = await checked(p, () =>
      ext.providers.verifyIdToken(p, idToken, { state: flow.s, nonce: flow.n, sentState }),
    );
    return { ext, p, claims };
  };

  return new Hono<AppEnv>()
    .get(
      '/login/external',
      doc('staff auth', 'The configured external login providers', ExternalProviderList, { public: true }),
      (c) => {
        // Public: what the login page needs for its buttons, never an issuer, client id or secret.
        const list: ExternalProviderList = (ext?.providers.settings.providers ?? []).map((p) => ({
          name: p.name,
          kind: p.kind,
          ...(p.label ? { label: p.label } : {}),
        }));
        return c.json(list);
      },
    )
    .get(
      '/login/external/:provider',
      doc('staff auth', 'Start a login at the provider (redirect)', { status: 302 }, { public: true }),
      async (c) => {
        const { ext, p } = provider(c.req.param('provider'));
        const flow = {
          state: oidc.randomState(),
          nonce: oidc.randomNonce(),
          verifier: oidc.randomPKCECodeVerifier(),
        };
        let target: URL;
        try {
          target = await checked(p, () => ext.providers.authorizationUrl(p, flow));
        } catch {
          return c.redirect(`${APP_FAILED}?error=${ErrorKey.externalFailed}`, 302);
        }
        await ext.cookies.startFlow(
          c,
          { p: p.name, s: flow.state, n: flow.nonce, v: flow.verifier },
          deps.now(),
        );
        return c.redirect(target.href, 302);
      },
    )
    .get(
      '/login/external/:provider/callback',
      doc(
        'staff auth',
        'The provider’s callback: back to the property app (redirect)',
        { status: 302 },
        { public: true },
      ),
      async (c) => {
        const { ext: e, p } = provider(c.req.param('provider'));
        const flow = await e.cookies.takeFlow(c, p.name, deps.now());
        if (!flow) return c.redirect(`${APP_FAILED}?error=${ErrorKey.externalExpired}`, 302);
        let identity: ExternalIdentity;
        try {
          const { claims } = await checked(p, () =>
            e.providers.exchangeCode(p, new URL(c.req.url).search, {
              state: flow.s,
              nonce: flow.n,
              verifier: flow.v,
            }),
          );
          identity = await checked(p, async () => identityFromClaims(p, claims));
        } catch {
          return c.redirect(`${APP_FAILED}?error=${ErrorKey.externalFailed}`, 302);
        }
        await e.cookies.holdIdentity(c, identity, deps.now());
        const step = await nextStep(deps, identity);
        return c.redirect(step === 'login' ? APP_DONE : APP_CONFIRM, 302);
      },
    )
    .post(
      '/login/external/:provider/nonce',
      doc('staff auth', 'A state and nonce for a provider’s own sign-in button', ExternalNonceResponse, {
        public: true,
      }),
      async (c) => {
        const { ext, p } = provider(c.req.param('provider'));
        const answer: ExternalNonceResponse = { state: oidc.randomState(), nonce: oidc.randomNonce() };
        await ext.cookies.startFlow(c, { p: p.name, s: answer.state, n: answer.nonce }, deps.now());
        return c.json(answer);
      },
    )
    .post(
      '/loginbyexternalaccount',
      doc(
        'staff auth',
        'Finish a waiting external login (terms, or the existing account’s password)',
        ExternalLoginResponse,
        { public: true },
      ),
      validJson(ExternalLoginCompleteBody),
      async (c) => {
        const body = c.req.valid('json');
        const identity = ext ? await ext.cookies.pendingIdentity(c, deps.now()) : null;
        if (!ext || !identity) throw expired();
        return decide(c, ext, identity, { termsAccepted: body.termsaccepted, password: body.password });
      },
    )
    .post(
      '/applelogin',
      doc('staff auth', 'Log in with an Apple ID token', ExternalLoginResponse, { public: true }),
      validJson(AppleLoginBody),
      async (c) => {
        const body = c.req.valid('json');
        const { ext, p, claims } = await idTokenLogin(c, 'apple', body.idToken, body.state);
        const identity = await checked(p, async () => fromAppleClaims(p, claims, body));
        return decide(c, ext, identity, { termsAccepted: body.termsaccepted });
      },
    )
    .post(
      '/apaleologin',
      doc('staff auth', 'Log in with an apaleo account', ExternalLoginResponse, { public: true }),
      validJson(PartnerLoginBody),
      (c) => partnerLogin(c, c.req.valid('json')),
    )
    .post(
      '/apaleo-client-login',
      doc('staff auth', 'Log in with an apaleo client account', ExternalLoginResponse, { public: true }),
      validJson(PartnerLoginBody),
      (c) => partnerLogin(c, c.req.valid('json')),
    )
    .post(
      '/fblogin',
      doc('staff auth', 'Log in with a Facebook account', ExternalLoginResponse, { public: true }),
      validJson(FacebookLoginBody),
      async (c) => {
        const body = c.req.valid('json');
        const { ext, p } = providerOfKind('facebook');
        const profile = await checked(p, () => ext.providers.fetchProfile(p, body.accessToken));
        const identity = await checked(p, async () => fromFacebookProfile(p, profile, body.userID));
        return decide(c, ext, identity, { termsAccepted: body.termsaccepted, password: body.password });
      },
    )
    .post(
      '/linkedinlogin',
      doc('staff auth', 'Log in with a LinkedIn account', ExternalLoginResponse, { public: true }),
      validJson(LinkedInLoginBody),
      async (c) => {
        const body = c.req.valid('json');
        const { ext, p } = providerOfKind('linkedin');
        const profile = await checked(p, () => ext.providers.fetchProfile(p, body.accessToken));
        // LinkedIn's OpenID Connect userinfo (/v2/userinfo) carries the standard claims.
        const identity = await checked(p, async () => fromOidcClaims(p, profile));
        return decide(c, ext, identity, { termsAccepted: body.termsaccepted });
      },
    )
    .post(
      '/bookingsuitelogin',
      doc('staff auth', 'Log in with a BookingSuite account', ExternalLoginResponse, { public: true }),
      validJson(BookingSuiteLoginBody),
      async (c) => {
        const body = c.req.valid('json');
        const { ext, p } = providerOfKind('bookingsuite');
        const profile = await checked(p, () => ext.providers.fetchProfile(p, body.accessToken));
        const identity = await checked(p, async () => fromBookingSuiteProfile(p, profile, body));
        return decide(c, ext, identity, { termsAccepted: body.termsaccepted });
      },
    );

  async function partnerLogin(c: Context<AppEnv>, body: PartnerLoginBody) {
    const { ext, p, claims } = await idTokenLogin(c, 'partner', body.idToken);
    const identity = await checked(p, async () => fromPartnerClaims(p, claims, body.additionalInfo));
    return decide(c, ext, identity, { termsAccepted: body.termsaccepted });
  }
}

/** The identity of the redirect flow's ID token, read the way the provider's kind writes it. */
function identityFromClaims(p: ExternalProviderConfig, claims: Record<string, unknown>): ExternalIdentity {
  if (p.kind === 'apple') return fromAppleClaims(p, claims);
  if (p.kind === 'partner') return fromPartnerClaims(p, claims);
  return fromOidcClaims(p, claims);
}

/** Runs a provider step; a refusal is logged by reason (never a token) and answered 401 error.external.failed. */
async function checked<T>(p: ExternalProviderConfig, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ProviderFailure || error instanceof IdentityMismatch)) throw error;
    console.warn(`external login ${p.name}: ${error.message}`);
    throw failed('The external login was refused');
  }
}
