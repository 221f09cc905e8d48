import { afterEach, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/harness.ts';

const KIND_KEY = 'paymentOptions.kind';
let opened: TestApp | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

/** The stored provider-kind setting of the logged-in property (undefined while it is not set). */
async function storedKind(t: TestApp, token: string) {
  const res = await t.request('GET', '/api/propertysetting/list?p.s=500', { token });
  expect(res.status).toBe(200);
  const { items } = (await res.json()) as { items: { key: string; value: string }[] };
  return items.find((s) => s.key.endsWith(KIND_KEY))?.value;
}

describe('the sandbox provider-kind switch (PAYMENT_SANDBOX_SWITCH)', () => {
  it('without the flag the switch does not exist: 404 and the kind stays as it was', async () => {
    opened = await openTestApp();
    const t = opened;
    const lind = await t.login('lindenhof');
    const before = await storedKind(t, lind);

    for (const kind of ['link', 'iframe', 'dropin', 'cardfields', 'nonsense']) {
      const res = await t.request('POST', `/api/payment/sandbox/kind/${kind}`, { token: lind });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'error.notfound', message: 'No such API endpoint' });
    }
    expect(await storedKind(t, lind)).toBe(before);
  });

  it('with the flag a sandbox property switches its kind', async () => {
    opened = await openTestApp({ paymentSandboxSwitch: true });
    const t = opened;
    const lind = await t.login('lindenhof');

    const res = await t.request('POST', '/api/payment/sandbox/kind/link', { token: lind });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ kind: 'link', testMode: true });
    expect(await storedKind(t, lind)).toBe('link');
  });

  it('with the flag a property not in test mode still cannot be switched', async () => {
    opened = await openTestApp({ paymentSandboxSwitch: true });
    const t = opened;
    const workspace = await t.login('workspace');
    const before = await storedKind(t, workspace);

    const res = await t.request('POST', '/api/payment/sandbox/kind/link', { token: workspace });
    expect(res.status).toBe(403);
    expect(await storedKind(t, workspace)).toBe(before);
  });
});
