import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSecretsKey, type SecretsKey } from '../payments/secrets.ts';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';

/*
 * docs/payments.md#content-security-policy: the pages of a property that pays at Stripe or Adyen allow exactly that
 * provider's origins (of the set-up's mode); a sandbox property's pages, the property app and the API allow none.
 * The provider is set by the owner through the staff API, as in production, and counts from the next page.
 */

let t: TestApp;
let owner: string;
beforeAll(async () => {
  const key = readSecretsKey({ PAYMENT_SECRETS_KEY: randomBytes(32).toString('base64') }) as SecretsKey;
  t = await openTestApp({ paymentSecretsKey: key });
  const login = await t.request('POST', '/api/login', {
    body: { username: 'owner@lindenhof.example', password: DEMO_PASSWORD },
  });
  owner = ((await login.json()) as { token: string }).token;
});
afterAll(() => t.close());

/** Lindenhof's provider, set by its owner through the staff API. */
async function useProvider(body: Record<string, unknown>) {
  const path = '/api/staff/property/1/payment-provider';
  const now = (await (await t.request('GET', path, { token: owner })).json()) as { version: number };
  const res = await t.request('PUT', path, { token: owner, body: { version: now.version, ...body } });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The page's CSP as directive name → sources. */
async function csp(path: string): Promise<Map<string, string[]>> {
  const header = (await t.request('GET', path)).headers.get('Content-Security-Policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}
const everySource = (policy: Map<string, string[]>) => [...policy.values()].flat().join(' ');

/** Lindenhof's pages: its start page, a deep configurator path, the page an embedding site frames. */
const LINDENHOF_PAGES = ['/lindenhof', '/lindenhof/meeting/2030-01-01', '/lindenhof?lang=en'];

describe("a property's payment provider in its pages' Content-Security-Policy", () => {
  it('a Stripe test-mode property allows Stripe.js and its frames, and no Adyen origin', async () => {
    await useProvider({
      provider: 'stripe',
      mode: 'test',
      publicKey: 'pk_test_51HpublishableKey0000',
      secretKey: 'sk_test_51HsecretSecretSecret9876',
    });
    for (const page of LINDENHOF_PAGES) {
      const policy = await csp(page);
      expect(policy.get('script-src'), page).toEqual([
        "'self'",
        'https://js.stripe.com',
        'https://*.js.stripe.com',
      ]);
      expect(policy.get('frame-src'), page).toEqual([
        "'self'",
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://hooks.stripe.com',
      ]);
      expect(policy.get('connect-src'), page).toEqual(["'self'", 'https://api.stripe.com']);
      expect(policy.get('form-action'), page).toEqual(["'self'"]);
      expect(everySource(policy), page).not.toContain('adyen');
    }
  });

  it('an Adyen live property allows the live Checkout origins and none of the test ones', async () => {
    await useProvider({
      provider: 'adyen',
      mode: 'live',
      accountId: 'LindenhofECOM',
      publicKey: 'live_CLIENTKEY0123456789ABCDEFGHIJ',
      liveEndpointPrefix: '1797a841fbb37ca7-AdyenDemo',
      secretKey: 'AQEyhmfxKoXNahZDw0m/n3Q5qf3VaY9UCJ14XWZE03G',
    });
    for (const page of LINDENHOF_PAGES) {
      const policy = await csp(page);
      const live = 'https://checkoutshopper-live.adyen.com';
      expect(policy.get('script-src'), page).toEqual(["'self'", live]);
      expect(policy.get('frame-src'), page).toEqual(["'self'", live]);
      // The drop-in's redirect to Adyen's 3-D Secure page may be a form it posts.
      expect(policy.get('form-action'), page).toEqual(["'self'", live]);
      expect(policy.get('style-src'), page).toContain(live);
      expect(policy.get('img-src'), page).toEqual(
        expect.arrayContaining([live, 'https://checkoutshopper-live.cdn.adyen.com']),
      );
      expect(policy.get('connect-src'), page).toEqual([
        "'self'",
        live,
        'https://checkoutshopper-live.cdn.adyen.com',
        'https://checkoutanalytics-live.adyen.com',
      ]);
      expect(everySource(policy), page).not.toContain('-test');
      expect(everySource(policy), page).not.toContain('stripe');
    }
  });

  it('an Adyen test property allows the test origins and none of the live ones', async () => {
    await useProvider({
      provider: 'adyen',
      mode: 'test',
      accountId: 'LindenhofECOM',
      publicKey: 'test_CLIENTKEY0123456789ABCDEFGHIJ',
      secretKey: 'AQEyhmfxKoXNahZDw0m/n3Q5qf3VaY9UCJ14XWZE03G',
    });
    const policy = await csp('/lindenhof');
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://checkoutshopper-test.adyen.com']);
    expect(everySource(policy)).toContain('https://checkoutanalytics-test.adyen.com');
    expect(everySource(policy)).not.toContain('-live');
  });

  it("other properties' pages, the property app, the site's start page and the API allow no provider", async () => {
    // Lindenhof still pays at Adyen (the test before); its set-up must not reach any other path.
    for (const path of [
      '/cityloft',
      '/cityloft/meeting',
      '/app/',
      '/',
      '/api/health',
      '/api/property/list',
    ]) {
      const policy = await csp(path);
      expect(policy.get('script-src'), path).toEqual(["'self'"]);
      expect(policy.has('frame-src'), path).toBe(false);
      expect(everySource(policy), path).not.toMatch(/stripe|adyen/);
    }
  });

  it('back to the sandbox, its pages allow neither provider', async () => {
    await useProvider({ provider: 'sandbox', mode: 'test' });
    for (const page of LINDENHOF_PAGES) {
      const policy = await csp(page);
      expect(policy.get('script-src'), page).toEqual(["'self'"]);
      expect(policy.get('connect-src'), page).toEqual(["'self'"]);
      expect(everySource(policy), page).not.toMatch(/stripe|adyen/);
    }
  });
});
