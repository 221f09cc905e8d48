import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as oidc from 'openid-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ExternalLoginConfig, readExternalLogin } from '../../auth/external/config.ts';
import type { Database } from '../../db/client.ts';
import { DEMO_PASSWORD } from '../../seed/users.ts';
import { openTestDatabase, TEST_NOW } from '../../testing/harness.ts';
import { startTestProvider, type TestProvider } from '../../testing/oidcProvider.ts';
import { createApp } from '../app.ts';

/*
 * The external logins end to end: this app (over a real seeded database) against a real OpenID Connect
 * provider on 127.0.0.1, driven like a browser (redirects followed, cookies kept, forms posted).
 */

const PUBLIC_URL = 'http://localhost:3000';
const SECRET = 'a-session-secret-for-the-external-login-tests';
const NAMES = ['generic', 'apple', 'apaleo', 'linkedin', 'bookingsuite'] as const;
const clientId = (name: string) => `venue-${name}`;
const clientSecret = (name: string) => `secret-of-${name}`;

let provider: TestProvider;
let database: Database;
let drop: () => Promise<void>;
let app: ReturnType<typeof createApp>;
let settings: ExternalLoginConfig;

beforeAll(async () => {
  provider = await startTestProvider(
    Object.fromEntries(
      NAMES.map((n) => [
        clientId(n),
        { secret: clientSecret(n), redirectUris: [`${PUBLIC_URL}/api/login/external/${n}/callback`] },
      ]),
    ),
    {
      newbie: { email: 'New.Person@Example.com', email_verified: true, name: 'New Person' },
      lindenhof: { email: 'staff@lindenhof.example', email_verified: true, name: 'Linden Staff' },
      unverified: { email: 'unverified@example.com', email_verified: false, name: 'Not Sure' },
      suite: { email: 'suite.user@example.com', email_verified: true, name: 'Suite User' },
      linked: { email: 'linked.user@example.com', email_verified: true, name: 'Linked User' },
    },
  );
  const env: Record<string, string> = {
    OIDC_PROVIDERS: NAMES.join(','),
    SESSION_SECRET: SECRET,
    OIDC_BOOKINGSUITE_USERINFO_URL: `${provider.issuer}/me`,
    OIDC_GENERIC_LABEL: 'Demo ID',
  };
  for (const n of NAMES) {
    const key = `OIDC_${n.toUpperCase()}_`;
    env[`${key}ISSUER`] = provider.issuer;
    env[`${key}CLIENT_ID`] = clientId(n);
    env[`${key}CLIENT_SECRET`] = clientSecret(n);
  }
  const read = readExternalLogin(env, PUBLIC_URL);
  if (!read) throw new Error('no external login configured');
  settings = read;
  ({ database, drop } = await openTestDatabase());
  app = createApp({
    staticDir: mkdtempSync(join(tmpdir(), 'static-')),
    database,
    now: () => TEST_NOW,
    externalLogin: settings,
    loginLimits: { perAccount: 10, perClient: 1000, windowSeconds: 900 },
  });
}, 60_000);
afterAll(async () => {
  await drop?.();
  await provider?.close();
});
afterEach(() => vi.restoreAllMocks());

type Json = Record<string, unknown> & { error?: string; token?: string; connected?: boolean };

/** A browser of the property app: keeps this app's cookies between calls. */
function browser(origin = PUBLIC_URL) {
  const jar = new Map<string, string>();
  const send = async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await app.request(new URL(path, origin).href, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const setCookies = res.headers.getSetCookie();
    for (const cookie of setCookies) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (/Max-Age=0/i.test(cookie)) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { res, setCookies };
  };
  const json = async (method: string, path: string, body?: unknown) => {
    const { res } = await send(method, path, body);
    return { status: res.status, body: (await res.json()) as Json };
  };
  /** The redirect flow up to where the property app takes over; the app page it lands on. */
  const redirectLogin = async (name: string, accountId: string) => {
    const start = await send('GET', `/api/login/external/${name}`);
    expect(start.res.status).toBe(302);
    const callback = await provider.loginAs(start.res.headers.get('Location') ?? '', accountId);
    expect(callback.startsWith(`${PUBLIC_URL}/api/login/external/${name}/callback?`)).toBe(true);
    const back = await send('GET', callback);
    expect(back.res.status).toBe(302);
    return back.res.headers.get('Location');
  };
  return { jar, send, json, redirectLogin };
}

const complete = (b: ReturnType<typeof browser>, body: Record<string, unknown> = {}) =>
  b.json('POST', '/api/loginbyexternalaccount', body);

// The app runs on the tests' clock (TEST_NOW: its flow and pending cookies). An ID token's iat and exp are the
// provider's and openid-client checks them against the real clock, like the tokens the test provider issues:
// the only real-clock times here.
const idClaims = (name: string, claims: Record<string, unknown>) => {
  const now = Math.floor(Date.now() / 1000);
  return { iss: provider.issuer, aud: clientId(name), iat: now, exp: now + 300, ...claims };
};

describe('the providers the login page offers', () => {
  it('lists the configured providers by name, label and kind, without issuer, client or secret', async () => {
    const res = await browser().json('GET', '/api/login/external');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { name: 'generic', label: 'Demo ID', kind: 'oidc' },
      { name: 'apple', kind: 'apple' },
      { name: 'apaleo', kind: 'partner' },
      { name: 'linkedin', kind: 'linkedin' },
      { name: 'bookingsuite', kind: 'bookingsuite' },
    ]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('secret-of-');
    expect(text).not.toContain('venue-generic');
    expect(text).not.toContain(provider.issuer);
  });

  it('is an empty list, not an error, when no provider is configured', async () => {
    const plain = createApp({
      staticDir: mkdtempSync(join(tmpdir(), 'static-')),
      database,
      now: () => TEST_NOW,
    });
    const res = await plain.request(`${PUBLIC_URL}/api/login/external`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});

describe('login with a generic OpenID Connect provider', () => {
  it('a first login creates the account after the terms and shows the connected message', async () => {
    const b = browser();
    expect(await b.redirectLogin('generic', 'newbie')).toBe('/app/login/external/confirm');
    const noTerms = await complete(b);
    expect(noTerms.status).toBe(422);
    expect(noTerms.body.error).toBe('error.terms.required');
    const done = await complete(b, { termsaccepted: true });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      connected: true,
      email: 'new.person@example.com',
      name: 'New Person',
      properties: [],
    });
    // The HttpOnly cookie alone carries the session: the property app reads the user with it.
    const me = await b.json('GET', '/api/session/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('new.person@example.com');
    // The waiting login is used up.
    expect((await complete(b, { termsaccepted: true })).body.error).toBe('error.external.expired');
  });

  it('the next login goes straight in as the same user, without the connected message', async () => {
    const first = await browser().json('POST', '/api/login', {
      username: 'new.person@example.com',
      password: 'x',
    });
    expect(first.status).toBe(401); // the account has no password: only the external login opens it
    const b = browser();
    expect(await b.redirectLogin('generic', 'newbie')).toBe('/app/login/external/done');
    const done = await complete(b);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ connected: false, email: 'new.person@example.com' });
    expect(done.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('an e-mail of an account with a password asks for that password, again if wrong, then connects', async () => {
    const b = browser();
    expect(await b.redirectLogin('generic', 'lindenhof')).toBe('/app/login/external/confirm');
    const required = await complete(b, { termsaccepted: true });
    expect(required.status).toBe(401);
    expect(required.body.error).toBe('error.existing.password.required');
    const empty = await complete(b, { password: '' });
    expect(empty.body.error).toBe('error.existing.password.empty');
    for (let i = 0; i < 2; i++) {
      const wrong = await complete(b, { password: 'Not-The-Password-1!' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error).toBe('error.existing.password.wrong');
    }
    const linked = await complete(b, { password: DEMO_PASSWORD });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({
      connected: true,
      email: 'staff@lindenhof.example',
      properties: [{ key: 'lindenhof', role: 'staff' }],
    });
    // Linked: the next external login needs no password.
    const again = browser();
    expect(await again.redirectLogin('generic', 'lindenhof')).toBe('/app/login/external/done');
    expect((await complete(again)).body).toMatchObject({
      connected: false,
      email: 'staff@lindenhof.example',
    });
  });

  it('wrong passwords of the existing account count like failed logins and lock it', async () => {
    const { database: db2, drop: drop2 } = await openTestDatabase();
    const locked = createApp({
      staticDir: mkdtempSync(join(tmpdir(), 'static-')),
      database: db2,
      now: () => TEST_NOW,
      externalLogin: settings,
      loginLimits: { perAccount: 2, perClient: 1000, windowSeconds: 900 },
    });
    // The login waits in a cookie signed with the shared secret: a second app (own database, where the
    // account is not linked yet) finishes it, as another server process would.
    const b = browser();
    await b.redirectLogin('generic', 'lindenhof');
    const post = async (password: string) => {
      const res = await locked.request(`${PUBLIC_URL}/api/loginbyexternalaccount`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: [...b.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        },
        body: JSON.stringify({ password }),
      });
      return ((await res.json()) as Json).error;
    };
    expect(await post('Wrong-1!')).toBe('error.existing.password.wrong');
    expect(await post('Wrong-2!')).toBe('error.existing.password.wrong');
    expect(await post(DEMO_PASSWORD)).toBe('error.login.locked');
    await drop2();
  });

  it('an e-mail the provider does not vouch for creates no account', async () => {
    const b = browser();
    expect(await b.redirectLogin('generic', 'unverified')).toBe('/app/login/external/confirm');
    const res = await complete(b, { termsaccepted: true });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('error.external.email.required');
  });

  it('keeps the login state in short-lived HttpOnly SameSite=Lax cookies, Secure when PUBLIC_URL is https', async () => {
    const local = await browser().send('GET', '/api/login/external/generic');
    const [flow = ''] = local.setCookies;
    expect(flow).toMatch(/^ext_flow=/);
    expect(flow).toMatch(/HttpOnly/);
    expect(flow).toMatch(/SameSite=Lax/);
    expect(flow).toMatch(/Max-Age=600/);
    expect(flow).not.toMatch(/Secure/);
    // docs/serving.md#https: decided by PUBLIC_URL, not by the Host a request names.
    const remote = await browser('https://booking.example.com').send('GET', '/api/login/external/generic');
    expect(remote.setCookies[0]).not.toMatch(/Secure/);
    const httpsApp = createApp({
      staticDir: mkdtempSync(join(tmpdir(), 'static-')),
      database,
      now: () => TEST_NOW,
      externalLogin: settings,
      publicUrl: 'https://booking.example.com',
    });
    const secure = await httpsApp.request(`${PUBLIC_URL}/api/login/external/generic`);
    expect(secure.headers.get('Set-Cookie')).toMatch(/^ext_flow=.*; Secure/);
    // The provider is asked for the code flow with PKCE, state and nonce.
    const target = new URL(local.res.headers.get('Location') ?? '');
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('state')).toBeTruthy();
    expect(target.searchParams.get('nonce')).toBeTruthy();
  });

  it('a callback from a login this browser did not start is refused', async () => {
    const victim = browser();
    const attacker = browser();
    const start = await attacker.send('GET', '/api/login/external/generic');
    const callback = await provider.loginAs(start.res.headers.get('Location') ?? '', 'newbie');
    const noFlow = await victim.send('GET', callback);
    expect(noFlow.res.headers.get('Location')).toBe(
      '/app/login/external/failed?error=error.external.expired',
    );
    // A flow of its own, but the state of another one.
    await victim.send('GET', '/api/login/external/generic');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const mixed = await victim.send('GET', callback);
    expect(mixed.res.headers.get('Location')).toBe('/app/login/external/failed?error=error.external.failed');
    expect(await complete(victim)).toMatchObject({ body: { error: 'error.external.expired' } });
  });

  it('a forged pending cookie is ignored', async () => {
    const b = browser();
    const identity = Buffer.from(
      JSON.stringify({
        e: TEST_NOW.getTime() + 60_000,
        i: {
          provider: 'generic',
          category: null,
          subject: 'lindenhof',
          email: 'owner@lindenhof.example',
          emailVerified: true,
          name: null,
          info: null,
        },
      }),
    ).toString('base64url');
    b.jar.set('ext_pending', `${identity}.${encodeURIComponent('bm90IGEgc2lnbmF0dXJl')}`);
    expect((await complete(b, { password: DEMO_PASSWORD })).body.error).toBe('error.external.expired');
  });
});

describe('Sign in with Apple (payload login)', () => {
  const appleToken = (nonce: string, claims: Record<string, unknown> = {}) =>
    provider.signIdToken(
      idClaims('apple', {
        sub: '001234.apple-user',
        email: 'x7rr2k@privaterelay.appleid.com',
        email_verified: 'true',
        is_private_email: 'true',
        nonce_supported: true,
        nonce,
        ...claims,
      }),
    );

  it('a checked Apple ID token creates the account with the name from the first login and connects', async () => {
    const b = browser();
    const { body: flow } = await b.json('POST', '/api/login/external/apple/nonce');
    const res = await b.json('POST', '/api/applelogin', {
      code: 'c-not-used',
      idToken: appleToken(String(flow.nonce)),
      state: flow.state,
      firstName: 'Ada',
      lastName: 'Apple',
      email: 'x7rr2k@privaterelay.appleid.com',
      termsaccepted: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      connected: true,
      email: 'x7rr2k@privaterelay.appleid.com',
      name: 'Ada Apple',
    });
    // The second login carries no name (Apple sends it once): same user, no connected message.
    const again = browser();
    const second = await again.json('POST', '/api/login/external/apple/nonce');
    const next = await again.json('POST', '/api/applelogin', {
      idToken: appleToken(String(second.body.nonce)),
      state: second.body.state,
    });
    expect(next.body).toMatchObject({ connected: false, id: res.body.id, name: 'Ada Apple' });
  });

  it.each([
    ['another audience', { aud: 'someone-else' }],
    ['another issuer', { iss: 'https://appleid.apple.com' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 600 }],
  ])('an ID token for %s is refused', async (_what, claims) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const b = browser();
    const { body: flow } = await b.json('POST', '/api/login/external/apple/nonce');
    const idToken = appleToken(String(flow.nonce), claims);
    const res = await b.json('POST', '/api/applelogin', { idToken, state: flow.state, termsaccepted: true });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('error.external.failed');
    // The log says why, never the token.
    expect(warn).toHaveBeenCalled();
    expect(JSON.stringify(warn.mock.calls)).not.toContain(idToken.split('.')[2]);
  });

  it('an ID token with another nonce, another state or a foreign signature is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const b = browser();
    let flow = (await b.json('POST', '/api/login/external/apple/nonce')).body;
    const wrongNonce = await b.json('POST', '/api/applelogin', {
      idToken: appleToken('a-nonce-of-another-login'),
      state: flow.state,
    });
    expect(wrongNonce.body.error).toBe('error.external.failed');
    flow = (await b.json('POST', '/api/login/external/apple/nonce')).body;
    const wrongState = await b.json('POST', '/api/applelogin', {
      idToken: appleToken(String(flow.nonce)),
      state: 'another-state',
    });
    expect(wrongState.body.error).toBe('error.external.failed');
    flow = (await b.json('POST', '/api/login/external/apple/nonce')).body;
    const foreign = provider.signWithForeignKey(
      idClaims('apple', { sub: 'x', email: 'x@example.com', email_verified: true, nonce: flow.nonce }),
    );
    const forged = await b.json('POST', '/api/applelogin', { idToken: foreign, state: flow.state });
    expect(forged.body.error).toBe('error.external.failed');
    // A nonce serves once: replaying a good token after its login fails.
    flow = (await b.json('POST', '/api/login/external/apple/nonce')).body;
    const good = appleToken(String(flow.nonce));
    expect((await b.json('POST', '/api/applelogin', { idToken: good, state: flow.state })).status).toBe(200);
    const replay = await b.json('POST', '/api/applelogin', { idToken: good, state: flow.state });
    expect(replay.body.error).toBe('error.external.expired');
  });
});

describe('partner (Apaleo-style) payload login', () => {
  it('keeps additionalInfo with the external account and logs the linked user in', async () => {
    const b = browser();
    const { body: flow } = await b.json('POST', '/api/login/external/apaleo/nonce');
    const idToken = provider.signIdToken(
      idClaims('apaleo', {
        sub: 'apaleo-user-7',
        email: 'owner@workspace.example',
        email_verified: true,
        name: 'Workspace Owner',
        nonce: flow.nonce,
      }),
    );
    const payload = {
      accessToken: 'partner-access-token',
      expiresIn: 3600,
      tokenType: 'Bearer',
      idToken,
      refreshToken: 'partner-refresh-token',
      additionalInfo: { syncProperties: true, syncInventory: false },
      termsaccepted: true,
    };
    const required = await b.json('POST', '/api/apaleologin', payload);
    expect(required.body.error).toBe('error.existing.password.required');
    const linked = await complete(b, { password: DEMO_PASSWORD });
    expect(linked.body).toMatchObject({ connected: true, email: 'owner@workspace.example' });
    const { rows } = await database.executeSql(
      'select category, info, user_id as "userId" from external_account where provider = $1 and subject = $2',
      ['apaleo', 'apaleo-user-7'],
    );
    expect(rows).toEqual([
      {
        category: 80,
        userId: linked.body.id,
        info: JSON.stringify({ additionalInfo: { syncProperties: true, syncInventory: false } }),
      },
    ]);
    // No partner token is stored anywhere in the row.
    expect(JSON.stringify(rows)).not.toContain('partner-');
  });
});

describe('access-token logins checked at the provider', () => {
  /** An access token of the local provider, got as a front end with its own client would get it. */
  async function accessTokenFor(name: string, accountId: string) {
    const config = await oidc.discovery(
      new URL(provider.issuer),
      clientId(name),
      clientSecret(name),
      undefined,
      {
        execute: [oidc.allowInsecureRequests],
      },
    );
    const verifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${PUBLIC_URL}/api/login/external/${name}/callback`,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const callback = await provider.loginAs(url.href, accountId);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(callback), {
      pkceCodeVerifier: verifier,
    });
    return tokens.access_token;
  }

  it('LinkedIn: the access token is checked at the userinfo endpoint and creates the account', async () => {
    const accessToken = await accessTokenFor('linkedin', 'linked');
    const res = await browser().json('POST', '/api/linkedinlogin', {
      accessToken,
      expiresIn: 3600,
      termsaccepted: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      connected: true,
      email: 'linked.user@example.com',
      name: 'Linked User',
    });
  });

  it('booking suite: the configured profile URL names the user; hotelIds are kept', async () => {
    const accessToken = await accessTokenFor('bookingsuite', 'suite');
    const res = await browser().json('POST', '/api/bookingsuitelogin', {
      accessToken,
      hotelIds: ['H1', 42],
      accountType: { id: 2 },
      emailVerified: true,
      termsaccepted: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ connected: true, email: 'suite.user@example.com' });
    const { rows } = await database.executeSql(
      'select category, info from external_account where provider = $1',
      ['bookingsuite'],
    );
    expect(rows).toEqual([{ category: 70, info: JSON.stringify({ hotelIds: ['H1', '42'] }) }]);
  });

  it('an e-mail of an account that has only external logins is not taken over by another provider', async () => {
    const accessToken = await accessTokenFor('bookingsuite', 'linked');
    const res = await browser().json('POST', '/api/bookingsuitelogin', {
      accessToken,
      hotelIds: [],
      termsaccepted: true,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('error.existing.external');
  });

  it('a made-up access token is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await browser().json('POST', '/api/linkedinlogin', {
      accessToken: 'made-up',
      termsaccepted: true,
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('error.external.failed');
  });

  it('a login kind that is not configured is not found', async () => {
    const res = await browser().json('POST', '/api/fblogin', { accessToken: 't', userID: '1' });
    expect(res.status).toBe(404);
  });
});
