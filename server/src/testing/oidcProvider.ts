import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/*
 * A real OpenID Connect provider (panva's oidc-provider) on 127.0.0.1 with a random port, for the external
 * login tests: discovery, keys, authorization with its development login form, token and userinfo endpoints.
 */

/** A user the test provider knows: the claims it gives about them. */
export interface TestAccount {
  readonly email?: string;
  readonly email_verified?: boolean;
  readonly name?: string;
}

export interface TestProvider {
  readonly issuer: string;
  /** Signs an ID token with the provider's own key (what a front-end SDK would receive from it). */
  signIdToken(claims: Record<string, unknown>): string;
  /** Signs with a key the provider never published. */
  signWithForeignKey(claims: Record<string, unknown>): string;
  /**
   * Logs an account in at the provider as a browser would: follows redirects and posts the login and
   * consent forms; the URL the provider finally redirects back to (the client's callback with the code).
   */
  loginAs(authorizationUrl: string, accountId: string): Promise<string>;
  close(): Promise<void>;
}

const KID = 'test-key';

const privateJwk = (key: KeyObject) => ({
  ...key.export({ format: 'jwk' }),
  kid: KID,
  alg: 'RS256',
  use: 'sig',
});

function jwt(key: KeyObject, kid: string, claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'RS256', kid, typ: 'JWT' })}.${part(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

/**
 * Starts the provider with one confidential client per entry (client id → redirect URIs), on `port` (default: a
 * free one; the e2e runs' provider, tests/src/servers/oidc.ts, needs a known one).
 */
export async function startTestProvider(
  clients: Readonly<Record<string, { readonly secret: string; readonly redirectUris: readonly string[] }>>,
  accounts: Readonly<Record<string, TestAccount>>,
  port = 0,
): Promise<TestProvider> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server: Server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: Object.entries(clients).map(([id, c]) => ({
      client_id: id,
      client_secret: c.secret,
      redirect_uris: [...c.redirectUris],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    findAccount: (_ctx, id) => {
      const account = accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    jwks: { keys: [privateJwk(privateKey)] },
    cookies: { keys: ['external-login-tests-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  });
  provider.on('server_error', (_ctx, error) => console.error('test provider:', error));
  handler = provider.callback();

  const loginAs = async (authorizationUrl: string, accountId: string) => {
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    let body: URLSearchParams | undefined;
    for (let step = 0; step < 12; step++) {
      const res = await fetch(url, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        ...(body ? { body } : {}),
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = res.headers.get('Location');
      if (location) {
        const next = new URL(location, url);
        if (!next.href.startsWith(issuer)) return next.href;
        url = next.href;
        body = undefined;
        continue;
      }
      const page = await res.text();
      if (res.status !== 200) throw new Error(`test provider answered ${res.status}: ${page.slice(0, 300)}`);
      body = page.includes('name="prompt" value="login"')
        ? new URLSearchParams({ prompt: 'login', login: accountId, password: 'any' })
        : new URLSearchParams({ prompt: 'consent' });
    }
    throw new Error('the test provider did not redirect back');
  };

  return {
    issuer,
    signIdToken: (claims) => jwt(privateKey, KID, claims),
    signWithForeignKey: (claims) => jwt(foreign, KID, claims),
    loginAs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
