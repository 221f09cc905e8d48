import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from './testing/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

describe('the HTTP app', () => {
  it('answers the info call with the product version, without a token', async () => {
    const res = await t.request('GET', '/api/api/info');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ version: '0.9.8' });
  });

  it('answers an unknown API path with a JSON error, not the page', async () => {
    const token = await t.login('lindenhof');
    const res = await t.request('GET', '/api/nope', { token });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'error.notfound' });
  });

  it('refuses API calls without a token with 401 and the error shape', async () => {
    const res = await t.request('GET', '/api/unitgroup/list');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: 'error.auth.required',
      message: expect.any(String),
      details: [],
    });
  });

  it('sets the security headers, with the property embedding origins as frame-ancestors', async () => {
    const res = await t.request('GET', '/lindenhof');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self' https://www.lindenhof.example");
    const other = await t.request('GET', '/cityloft');
    expect(other.headers.get('Content-Security-Policy')).toMatch(/frame-ancestors 'self'$/);
  });
});
