import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { openTestDatabase, TEST_NOW } from '../testing/harness.ts';
import { createApp } from './app.ts';

// docs/serving.md#https: Secure cookies and HSTS follow PUBLIC_URL, never the request's Host or forwarded headers.
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const appAt = (publicUrl: string) =>
  createApp({
    staticDir: mkdtempSync(join(tmpdir(), 'static-')),
    database,
    now: () => TEST_NOW,
    loginLimits: { perAccount: 100, perClient: 1000, windowSeconds: 900 },
    publicUrl,
  });

const logIn = (app: ReturnType<typeof appAt>, url: string, headers: Record<string, string> = {}) =>
  app.request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ username: 'owner@lindenhof.example', password: DEMO_PASSWORD }),
  });

const HSTS = 'max-age=31536000; includeSubDomains';

describe('https by PUBLIC_URL', () => {
  it('with an https PUBLIC_URL the login cookie is Secure and answers carry HSTS, even for a local Host', async () => {
    const app = appAt('https://hotel.example');
    const res = await logIn(app, 'http://localhost:3000/api/login', { Host: 'localhost:3000' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Set-Cookie')).toMatch(/authtoken=[^;]+;.*Secure/);
    expect(res.headers.get('Strict-Transport-Security')).toBe(HSTS);
    const page = await app.request('http://127.0.0.1/api/api/info');
    expect(page.headers.get('Strict-Transport-Security')).toBe(HSTS);
  });

  it('with an http PUBLIC_URL there is no Secure cookie and no HSTS, whatever Host or X-Forwarded-Proto say', async () => {
    const app = appAt('http://127.0.0.1:3000');
    const res = await logIn(app, 'https://hotel.example/api/login', {
      Host: 'hotel.example',
      'X-Forwarded-Proto': 'https',
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/authtoken=/);
    expect(cookie).not.toMatch(/Secure/i);
    expect(res.headers.get('Strict-Transport-Security')).toBeNull();
  });
});
