import * as client from 'openid-client';
import type { ExternalKind, ExternalLoginConfig, ExternalProviderConfig } from './config.ts';

/** A provider refused or could not be reached, or its answer did not pass the checks (reason is for the log). */
export class ProviderFailure extends Error {}

/** The values that bind a provider's answer to the browser that started the login. */
export interface FlowChecks {
  readonly state: string;
  readonly nonce: string;
  /** The PKCE code verifier (redirect flow only). */
  readonly verifier?: string | undefined;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const TIMEOUT_SECONDS = 10;

/**
 * The configured providers, spoken to only through openid-client: discovery (lazily, cached per process;
 * a failed discovery is retried on the next login), the authorization-code flow with PKCE, state and nonce,
 * ID token checks against the provider's keys, and userinfo calls. Nothing per login is kept here: the
 * flow's values travel in a signed cookie (flowCookies.ts), so any server process can finish a login.
 */
export class ExternalProviders {
  readonly #configs = new Map<string, Promise<client.Configuration>>();

  constructor(readonly settings: ExternalLoginConfig) {}

  /** A provider by its name in the URL, or undefined. */
  byName(name: string): ExternalProviderConfig | undefined {
    return this.settings.providers.find((p) => p.name === name);
  }

  /** The first provider of a kind (the spec's payload endpoints name a kind, not a provider). */
  byKind(kind: ExternalKind): ExternalProviderConfig | undefined {
    return this.settings.providers.find((p) => p.kind === kind);
  }

  /** The callback URL registered at the provider. */
  redirectUri(p: ExternalProviderConfig): URL {
    return new URL(`/api/login/external/${p.name}/callback`, this.settings.publicUrl);
  }

  /** Where the browser is sent to log in at the provider. */
  async authorizationUrl(p: ExternalProviderConfig, checks: FlowChecks & { verifier: string }): Promise<URL> {
    const config = await this.#discover(p, 'code');
    return client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri(p).href,
      scope: p.scope,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
      code_challenge_method: 'S256',
    });
  }

  /** Swaps the callback's code for tokens; the checked ID token claims and the access token. */
  async exchangeCode(p: ExternalProviderConfig, callbackQuery: string, checks: FlowChecks) {
    const config = await this.#discover(p, 'code');
    const current = this.redirectUri(p);
    current.search = callbackQuery;
    const tokens = await guard('code exchange', () =>
      client.authorizationCodeGrant(config, current, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
        ...(checks.verifier ? { pkceCodeVerifier: checks.verifier } : {}),
      }),
    );
    const claims = tokens.claims();
    if (!claims) throw new ProviderFailure('The provider sent no ID token');
    // Many providers put the e-mail and name only in userinfo (OIDC Core 5.4 for scope-requested claims).
    if (claims.email === undefined && config.serverMetadata().userinfo_endpoint) {
      const profile = await guard('userinfo', () =>
        client.fetchUserInfo(config, tokens.access_token, claims.sub),
      );
      return { claims: { ...profile, ...claims } as Record<string, unknown> };
    }
    return { claims: { ...claims } as Record<string, unknown> };
  }

  /**
   * Checks an ID token a front end received from the provider (Apple, partner payloads): signature by the
   * provider's published keys, issuer, audience (our client id), expiry and the nonce (and state, when the
   * payload has one) this server issued to the same browser. The claims.
   */
  async verifyIdToken(
    p: ExternalProviderConfig,
    idToken: string,
    checks: FlowChecks & { sentState?: string | undefined },
  ) {
    const config = await this.#discover(p, 'id_token');
    const response = new URL(this.redirectUri(p));
    const params = new URLSearchParams({ id_token: idToken });
    if (checks.sentState !== undefined) params.set('state', checks.sentState);
    response.hash = params.toString();
    const claims = await guard('ID token', () =>
      client.implicitAuthentication(config, response, checks.nonce, {
        ...(checks.sentState !== undefined ? { expectedState: checks.state } : {}),
      }),
    );
    return { ...claims } as Record<string, unknown>;
  }

  /**
   * The provider's profile of the user an access token belongs to (Facebook, LinkedIn, booking suite):
   * the configured userinfo URL, else the provider's discovered userinfo endpoint.
   */
  async fetchProfile(p: ExternalProviderConfig, accessToken: string): Promise<unknown> {
    if (!p.userinfoUrl) {
      const config = await this.#discover(p, 'code');
      return guard('userinfo', () => client.fetchUserInfo(config, accessToken, client.skipSubjectCheck));
    }
    const url = p.userinfoUrl;
    const config = new client.Configuration(
      { issuer: p.issuer.href, userinfo_endpoint: url.href },
      p.clientId,
      p.clientSecret,
    );
    if (isLoopback(url)) client.allowInsecureRequests(config);
    config.timeout = TIMEOUT_SECONDS;
    const res = await guard('profile', () => client.fetchProtectedResource(config, accessToken, url, 'GET'));
    if (!res.ok) throw new ProviderFailure(`The provider refused the access token (${res.status})`);
    return guard('profile', () => res.json());
  }

  /** The openid-client configuration of a provider, discovered once per process and flow. */
  #discover(p: ExternalProviderConfig, flow: 'code' | 'id_token'): Promise<client.Configuration> {
    const key = `${p.name} ${flow}`;
    let found = this.#configs.get(key);
    if (!found) {
      found = guard('discovery', async () => {
        const config = await client.discovery(p.issuer, p.clientId, p.clientSecret, undefined, {
          timeout: TIMEOUT_SECONDS,
          // Plain HTTP only for a provider on this machine (development and the tests' local provider).
          ...(isLoopback(p.issuer) ? { execute: [client.allowInsecureRequests] } : {}),
        });
        if (flow === 'id_token') client.useIdTokenResponseType(config);
        return config;
      });
      found.catch(() => this.#configs.delete(key));
      this.#configs.set(key, found);
    }
    return found;
  }
}

const isLoopback = (url: URL) => url.protocol === 'http:' && LOOPBACK.has(url.hostname);

/** Runs a provider call; any failure becomes a ProviderFailure whose message names no token or secret. */
async function guard<T>(step: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderFailure) throw error;
    const code = (error as { code?: unknown }).code;
    const reason = error instanceof Error ? error.message.slice(0, 200) : 'unknown';
    throw new ProviderFailure(`${step} failed${typeof code === 'string' ? ` (${code})` : ''}: ${reason}`);
  }
}
