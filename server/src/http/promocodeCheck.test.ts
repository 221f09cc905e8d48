import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const check = async (code: string, property: string) => {
  const res = await t.request('GET', `/api/promocode/check?f.code=${encodeURIComponent(code)}`, {
    token: await t.login(property),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('the promo code check (asked before the start)', () => {
  it('knows the property’s own codes in any case, and no other', async () => {
    expect(await check('SPRING20', 'workspace')).toEqual({ status: 200, body: { valid: true } });
    expect(await check('spring20', 'workspace')).toEqual({ status: 200, body: { valid: true } });
    expect(await check('SPRING21', 'workspace')).toEqual({ status: 200, body: { valid: false } });
    // Workspace's code is not Lindenhof's.
    expect(await check('SPRING20', 'lindenhof')).toEqual({ status: 200, body: { valid: false } });
  });

  it('refuses a missing or overlong code and a call without a property token', async () => {
    const ws = await t.login('workspace');
    expect((await t.request('GET', '/api/promocode/check', { token: ws })).status).toBe(400);
    expect(
      (await t.request('GET', `/api/promocode/check?f.code=${'X'.repeat(65)}`, { token: ws })).status,
    ).toBe(400);
    expect((await t.request('GET', '/api/promocode/check?f.code=SPRING20')).status).toBe(401);
  });
});
