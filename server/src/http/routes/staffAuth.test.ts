import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/users.ts';
import { openTestApp, openTestDatabase, TEST_NOW, type TestApp } from '../../testing/harness.ts';
import { createApp } from '../app.ts';

// Every test request comes from the same client: its own limit is tested apart, on its own database.
const limits = { perAccount: 10, perClient: 1000, windowSeconds: 900 };
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ loginLimits: limits });
});
afterAll(() => t.close());

type Json = Record<string, unknown> & { error?: string; token?: string; refreshToken?: string };
const call = async (method: string, path: string, o: Parameters<TestApp['request']>[2] = {}) => {
  const res = await t.request(method, path, o);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : {}) as Json };
};
const login = (username: string, password = DEMO_PASSWORD) =>
  call('POST', '/api/login', { body: { username, password } });

describe('staff login', () => {
  it('logs a demo owner in with their properties, role and currency', async () => {
    const res = await login('owner@cityloft.example');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Cityloft Owner',
      email: 'owner@cityloft.example',
      currency: 'EUR',
      permissionsInclude: ['owner'],
      properties: [{ key: 'cityloft', name: expect.any(String), role: 'owner' }],
    });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.refreshToken).not.toBe(res.body.token);
    expect(res.body).not.toHaveProperty('passwordHash');
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    expect((await login('  Staff@CityLoft.example ')).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const wrong = await login('staff@lindenhof.example', 'Wrong-Pass-2026!');
    const unknown = await login('nobody@lindenhof.example', 'Wrong-Pass-2026!');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toBe('error.login.failed');
  });

  it('refuses a malformed body with the error shape', async () => {
    const res = await call('POST', '/api/login', { body: { username: 'owner@cityloft.example' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('error.validation');
  });

  it('locks an account after 10 failures, even for the right password, in every server process', async () => {
    const email = 'owner@workspace.example';
    for (let i = 0; i < 10; i++) {
      expect((await login(email, `Wrong-${i}-Pass!`)).status).toBe(401);
    }
    const locked = await login(email);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('error.login.locked');
    // A second app over the same database: the count is in the database, not in the first process.
    const other = createApp({
      staticDir: mkdtempSync(join(tmpdir(), 'static-')),
      database: t.database,
      now: () => TEST_NOW,
      loginLimits: limits,
    });
    const res = await other.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(429);
    expect(((await res.json()) as Json).error).toBe('error.login.locked');
    // When to try again, at most the window's length.
    const wait = Number(res.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(limits.windowSeconds);
  });

  it('locks an unknown e-mail the same way, so the lock tells nothing about accounts', async () => {
    for (let i = 0; i < 10; i++) await login('ghost@workspace.example', 'Wrong-Pass-2026!');
    const res = await login('ghost@workspace.example', 'Wrong-Pass-2026!');
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('error.login.locked');
  });

  it('starts the count over after a successful login', async () => {
    const email = 'staff@workspace.example';
    for (let i = 0; i < 9; i++) await login(email, 'Wrong-Pass-2026!');
    expect((await login(email)).status).toBe(200);
    for (let i = 0; i < 9; i++) await login(email, 'Wrong-Pass-2026!');
    expect((await login(email)).status).toBe(200);
  });
});

describe('failures per client address', () => {
  it('locks a client that tries many accounts, whatever the account', async () => {
    const { database, drop } = await openTestDatabase();
    const app = createApp({
      staticDir: mkdtempSync(join(tmpdir(), 'static-')),
      database,
      now: () => TEST_NOW,
      loginLimits: { perAccount: 10, perClient: 3, windowSeconds: 900 },
    });
    const post = (username: string, password: string) =>
      app.request('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
    const seen: number[] = [];
    for (const who of ['a', 'b', 'c', 'd']) seen.push((await post(`${who}@guess.example`, 'x')).status);
    expect(seen).toEqual([401, 401, 401, 429]);
    expect((await post('owner@lindenhof.example', DEMO_PASSWORD)).status).toBe(429);
    await drop();
  });
});

describe('staff sessions', () => {
  it('answers the logged-in user with currency and permissions', async () => {
    const { body } = await login('staff@lindenhof.example');
    const res = await call('GET', '/api/session/user', { token: body.token as string });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: 'staff@lindenhof.example',
      name: 'Lindenhof Staff',
      currency: 'EUR',
      permissionsInclude: ['staff'],
      properties: [{ key: 'lindenhof', role: 'staff' }],
    });
    expect(res.body).not.toHaveProperty('token');
  });

  it('answers 401 without a token, with a wrong one, and with a guest property token', async () => {
    const none = await call('GET', '/api/session/user');
    expect(none.status).toBe(401);
    expect(none.body.error).toBe('error.unauthorized');
    expect((await call('GET', '/api/session/user', { token: 'not-a-real-token' })).status).toBe(401);
    const guest = await t.login('cityloft');
    expect((await call('GET', '/api/session/user', { token: guest })).status).toBe(401);
  });

  it('refreshes on the login path: new tokens, and the old refresh token and access token stop working', async () => {
    const first = (await login('owner@lindenhof.example')).body;
    const renewed = await call('POST', '/api/login', { body: { refreshToken: first.refreshToken } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.email).toBe('owner@lindenhof.example');
    expect(renewed.body.token).not.toBe(first.token);
    expect(renewed.body.refreshToken).not.toBe(first.refreshToken);
    expect((await call('GET', '/api/session/user', { token: renewed.body.token as string })).status).toBe(
      200,
    );
    expect((await call('GET', '/api/session/user', { token: first.token as string })).status).toBe(401);
    const again = await call('POST', '/api/login', { body: { refreshToken: first.refreshToken } });
    expect(again.status).toBe(401);
    expect(again.body.error).toBe('error.unauthorized');
  });

  it('a refresh token presented again after its swap ends the session: the swapped-for tokens stop working too', async () => {
    const first = (await login('owner@lindenhof.example')).body;
    const swapped = await call('POST', '/api/login', { body: { refreshToken: first.refreshToken } });
    expect(swapped.status).toBe(200);
    // Someone else replays the old refresh token (a stolen copy): refused, and the session it was swapped in ends.
    const replay = await call('POST', '/api/login', { body: { refreshToken: first.refreshToken } });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe('error.unauthorized');
    expect((await call('GET', '/api/session/user', { token: swapped.body.token as string })).status).toBe(
      401,
    );
    const next = await call('POST', '/api/login', { body: { refreshToken: swapped.body.refreshToken } });
    expect(next.status).toBe(401);
    // Another session of the same user goes on.
    const other = (await login('owner@lindenhof.example')).body;
    expect((await call('GET', '/api/session/user', { token: other.token as string })).status).toBe(200);
  });

  it('logs out: the token no longer works', async () => {
    const { token } = (await login('owner@cityloft.example')).body;
    const out = await t.request('POST', '/api/logout', { token: token as string });
    expect(out.status).toBe(204);
    expect(out.headers.get('Set-Cookie')).toMatch(/authtoken=;.*Max-Age=0/);
    expect((await call('GET', '/api/session/user', { token: token as string })).status).toBe(401);
    expect((await call('POST', '/api/logout', { token: token as string })).status).toBe(401);
  });

  it('expires the access token after an hour and the refresh token after 30 days @wcag-2.2.1', async () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const app = createApp({
      staticDir: mkdtempSync(join(tmpdir(), 'static-')),
      database: t.database,
      loginLimits: limits,
      now: () => now,
    });
    const send = (path: string, init: { token?: string; body?: unknown }) =>
      app.request(path, {
        method: init.body ? 'POST' : 'GET',
        headers: {
          'Content-Type': 'application/json',
          ...(init.token ? { 'X-Auth-Token': init.token } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
    const first = (await (
      await send('/api/login', { body: { username: 'staff@cityloft.example', password: DEMO_PASSWORD } })
    ).json()) as Json;
    now = new Date('2026-03-01T10:59:00Z');
    expect((await send('/api/session/user', { token: first.token as string })).status).toBe(200);
    now = new Date('2026-03-01T11:00:01Z');
    expect((await send('/api/session/user', { token: first.token as string })).status).toBe(401);
    const renewed = await send('/api/login', { body: { refreshToken: first.refreshToken } });
    expect(renewed.status).toBe(200);
    const second = (await renewed.json()) as Json;
    now = new Date('2026-04-01T11:00:02Z');
    expect((await send('/api/login', { body: { refreshToken: second.refreshToken } })).status).toBe(401);
  });
});

describe('the token cookie', () => {
  it('is HttpOnly and SameSite=Lax, not Secure with the default http PUBLIC_URL, and works instead of the header', async () => {
    const res = await login('owner@cityloft.example');
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^authtoken=${res.body.token};`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await call('GET', '/api/session/user', { headers: { Cookie: `authtoken=${res.body.token}` } });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('owner@cityloft.example');
  });

  it('is not Secure for another Host while PUBLIC_URL is http (docs/serving.md#https)', async () => {
    const res = await t.app.request('https://hotel.example/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'owner@cityloft.example', password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Set-Cookie')).not.toMatch(/Secure/);
  });
});
