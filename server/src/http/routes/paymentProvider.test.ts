import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { recordProviderEvent } from '../../db/paymentProviderQueries.ts';
import { paymentProviderConfig } from '../../db/paymentProviderSchema.ts';
import { property } from '../../db/schema.ts';
import { PaymentProviderUnreadable, paymentProviderOf } from '../../payments/providerConfig.ts';
import { readSecretsKey, type SecretsKey } from '../../payments/secrets.ts';
import { DEMO_PASSWORD } from '../../seed/users.ts';
import { openTestDatabase, TEST_NOW } from '../../testing/harness.ts';
import { createApp } from '../app.ts';

/* docs/api.md#payment-provider: owners set their property's payment provider; secrets never come back out. */

const PUBLIC_URL = 'https://hotel.test';
const STRIPE_SECRET = 'sk_test_51HsecretSecretSecret9876';
const STRIPE_WEBHOOK = 'whsec_webhookSigningSecret4321';
const ADYEN_API_KEY = 'AQEyhmfxKoXNahZDw0m/n3Q5qf3VaY9UCJ14XWZE03G';
const ADYEN_HMAC = 'ABCDEF0123456789'.repeat(4);

type Json = Record<string, unknown> & {
  error?: string;
  version?: number;
  details?: { path: string; code: string }[];
};
type App = ReturnType<typeof createApp>;

let database: Database;
let drop: () => Promise<void>;
let app: App;
/** The same database served without PAYMENT_SECRETS_KEY. */
let keyless: App;
/** The same database served under another key (a key changed without re-entering the secrets). */
let otherKey: App;
let key: SecretsKey;
let lindenhof: number;
let cityloft: number;
let workspace: number;
/** Every answer body, to check that no secret ever went out. */
const answers: string[] = [];

const appWith = (paymentSecretsKey: SecretsKey | null) =>
  createApp({
    staticDir: mkdtempSync(join(tmpdir(), 'static-')),
    database,
    now: () => TEST_NOW,
    guessLimits: { maxFailures: 1_000_000, windowSeconds: 900 },
    loginLimits: { perAccount: 100, perClient: 1000, windowSeconds: 900 },
    publicUrl: PUBLIC_URL,
    paymentSecretsKey,
  });
const newKey = () =>
  readSecretsKey({ PAYMENT_SECRETS_KEY: randomBytes(32).toString('base64') }) as SecretsKey;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  key = newKey();
  app = appWith(key);
  keyless = appWith(null);
  otherKey = appWith(newKey());
  const ids = await database.run((db) => db.select({ id: property.id, key: property.key }).from(property));
  lindenhof = ids.find((p) => p.key === 'lindenhof')?.id ?? 0;
  cityloft = ids.find((p) => p.key === 'cityloft')?.id ?? 0;
  workspace = ids.find((p) => p.key === 'workspace')?.id ?? 0;
});
afterAll(async () => {
  for (const text of answers) {
    for (const secret of [STRIPE_SECRET, STRIPE_WEBHOOK, ADYEN_API_KEY, ADYEN_HMAC])
      expect(text).not.toContain(secret);
  }
  await drop();
});

const call = async (method: string, path: string, o: { body?: unknown; token?: string; via?: App } = {}) => {
  const headers: Record<string, string> = {};
  if (o.token) headers['X-Auth-Token'] = o.token;
  if (o.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await (o.via ?? app).request(path, {
    method,
    headers,
    ...(o.body !== undefined ? { body: JSON.stringify(o.body) } : {}),
  });
  const text = await res.text();
  answers.push(text);
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
};
const login = async (email: string) => {
  const res = await call('POST', '/api/login', { body: { username: email, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.token as string;
};
const providerPath = (propertyId: number) => `/api/staff/property/${propertyId}/payment-provider`;
const stored = async (propertyId: number) => {
  const [row] = await database.run((db) =>
    db.select().from(paymentProviderConfig).where(eq(paymentProviderConfig.propertyId, propertyId)),
  );
  return row;
};
const stripeBody = (version: number) => ({
  version,
  provider: 'stripe',
  mode: 'test',
  accountId: null,
  publicKey: 'pk_test_51Hpublishable',
  secretKey: STRIPE_SECRET,
  webhookSecret: STRIPE_WEBHOOK,
});

describe('the payment provider of a property', () => {
  it('is the sandbox until an owner sets one, with the webhook addresses to register', async () => {
    const owner = await login('owner@cityloft.example');
    const res = await call('GET', providerPath(cityloft), { token: owner });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      provider: 'sandbox',
      mode: 'test',
      capture: 'automatic',
      accountId: null,
      publicKey: null,
      liveEndpointPrefix: null,
      secretKey: { set: false, last4: null, readable: true },
      webhookSecret: { set: false, last4: null, readable: true },
      version: 0,
      canStoreSecrets: true,
      webhookUrls: {
        stripe: 'https://hotel.test/api/payment/stripe/webhook',
        adyen: 'https://hotel.test/api/payment/adyen/notification',
      },
    });
  });

  it('an owner sets Stripe: the answer shows only that the secrets are set and their last four characters', async () => {
    const owner = await login('owner@lindenhof.example');
    const res = await call('PUT', providerPath(lindenhof), { token: owner, body: stripeBody(0) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      provider: 'stripe',
      mode: 'test',
      publicKey: 'pk_test_51Hpublishable',
      secretKey: { set: true, last4: '9876', readable: true },
      webhookSecret: { set: true, last4: '4321', readable: true },
      version: 1,
    });
    const read = await call('GET', providerPath(lindenhof), { token: owner });
    expect(read.body).toEqual(res.body);

    // The row holds no plaintext: sealed values, the last four characters, who and when.
    const row = await stored(lindenhof);
    expect(JSON.stringify(row)).not.toContain('51HsecretSecret');
    expect(JSON.stringify(row)).not.toContain('webhookSigning');
    expect(row?.secretKeySealed).toMatch(/^v1\./);
    expect(row?.updatedAt).toEqual(TEST_NOW);
    expect(row?.updatedBy).toEqual(expect.any(Number));

    // The server opens them for its own calls to Stripe.
    const config = await database.run((db) => paymentProviderOf(db, lindenhof, { paymentSecretsKey: key }));
    expect(config).toEqual({
      provider: 'stripe',
      mode: 'test',
      capture: 'automatic',
      accountId: null,
      publishableKey: 'pk_test_51Hpublishable',
      secretKey: STRIPE_SECRET,
      webhookSecret: STRIPE_WEBHOOK,
      version: 1,
    });
  });

  it('a secret left out keeps the stored one, an empty one clears it; a stale version is a conflict', async () => {
    const owner = await login('owner@lindenhof.example');
    const before = await stored(lindenhof);
    const kept = await call('PUT', providerPath(lindenhof), {
      token: owner,
      body: { ...stripeBody(before?.version ?? 0), secretKey: undefined, webhookSecret: '' },
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      secretKey: { set: true, last4: '9876' },
      webhookSecret: { set: false, last4: null },
    });
    expect((await stored(lindenhof))?.secretKeySealed).toBe(before?.secretKeySealed);

    const stale = await call('PUT', providerPath(lindenhof), { token: owner, body: stripeBody(1) });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('error.conflict');
  });

  it('refuses keys of the other mode and missing fields, naming each field', async () => {
    const owner = await login('owner@lindenhof.example');
    const version = (await stored(lindenhof))?.version ?? 0;
    // Live mode with the stored test secret: its text is checked too.
    const live = await call('PUT', providerPath(lindenhof), {
      token: owner,
      body: { ...stripeBody(version), mode: 'live', secretKey: null, webhookSecret: null },
    });
    expect(live.status).toBe(422);
    expect(live.body.details?.map((d) => [d.path, d.code])).toEqual([
      ['publicKey', 'FORM.ERROR.STRIPEPUBLISHABLEKEY'],
      ['secretKey', 'FORM.ERROR.STRIPESECRETKEY'],
    ]);
    // Adyen after Stripe: the Stripe secret does not carry over.
    const adyen = await call('PUT', providerPath(lindenhof), {
      token: owner,
      body: { version, provider: 'adyen', mode: 'test', publicKey: 'live_ABC' },
    });
    expect(adyen.status).toBe(422);
    expect(adyen.body.details?.map((d) => [d.path, d.code])).toEqual([
      ['accountId', 'FORM.ERROR.REQUIRED'],
      ['publicKey', 'FORM.ERROR.ADYENCLIENTKEY'],
      ['secretKey', 'FORM.ERROR.REQUIRED'],
    ]);
    expect((await stored(lindenhof))?.version).toBe(version);
  });

  it('Adyen is set with merchant account, client key, API key and HMAC key; the sandbox then keeps nothing', async () => {
    const owner = await login('owner@lindenhof.example');
    const version = (await stored(lindenhof))?.version ?? 0;
    const adyen = await call('PUT', providerPath(lindenhof), {
      token: owner,
      body: {
        version,
        provider: 'adyen',
        mode: 'live',
        accountId: 'LindenhofECOM',
        publicKey: 'live_ABCDEF123',
        liveEndpointPrefix: '1797a841fbb37ca7-AdyenDemo',
        secretKey: ADYEN_API_KEY,
        webhookSecret: ADYEN_HMAC,
      },
    });
    expect(adyen.status).toBe(200);
    expect(adyen.body).toMatchObject({
      provider: 'adyen',
      mode: 'live',
      accountId: 'LindenhofECOM',
      secretKey: { set: true, last4: 'E03G' },
      webhookSecret: { set: true, last4: '6789' },
    });
    expect(await database.run((db) => paymentProviderOf(db, lindenhof, { paymentSecretsKey: key }))).toEqual({
      provider: 'adyen',
      mode: 'live',
      capture: 'automatic',
      merchantAccount: 'LindenhofECOM',
      clientKey: 'live_ABCDEF123',
      liveEndpointPrefix: '1797a841fbb37ca7-AdyenDemo',
      apiKey: ADYEN_API_KEY,
      hmacKey: ADYEN_HMAC,
      version: version + 1,
    });

    const sandbox = await call('PUT', providerPath(lindenhof), {
      token: owner,
      body: { version: version + 1, provider: 'sandbox', mode: 'live' },
    });
    expect(sandbox.status).toBe(200);
    expect(sandbox.body).toMatchObject({
      provider: 'sandbox',
      mode: 'test',
      accountId: null,
      secretKey: { set: false },
      webhookSecret: { set: false },
    });
    expect(await stored(lindenhof)).toMatchObject({ secretKeySealed: null, webhookSecretSealed: null });
    expect(await database.run((db) => paymentProviderOf(db, lindenhof, { paymentSecretsKey: key }))).toEqual({
      provider: 'sandbox',
      mode: 'test',
    });
  });

  it('a receptionist is refused (403) and another property’s owner finds nothing (404), reading or writing', async () => {
    const staff = await login('staff@lindenhof.example');
    const otherOwner = await login('owner@cityloft.example');
    for (const [token, status, error] of [
      [staff, 403, 'error.auth.forbidden'],
      [otherOwner, 404, 'error.notfound'],
    ] as const) {
      const read = await call('GET', providerPath(lindenhof), { token });
      expect([read.status, read.body.error]).toEqual([status, error]);
      const write = await call('PUT', providerPath(lindenhof), { token, body: stripeBody(0) });
      expect([write.status, write.body.error]).toEqual([status, error]);
    }
    expect((await call('GET', providerPath(lindenhof))).status).toBe(401);
  });

  it('without PAYMENT_SECRETS_KEY a secret is refused with its own error; the sandbox can still be chosen', async () => {
    const owner = await login('owner@workspace.example');
    const read = await call('GET', providerPath(workspace), { token: owner, via: keyless });
    expect(read.body.canStoreSecrets).toBe(false);
    const refused = await call('PUT', providerPath(workspace), {
      token: owner,
      via: keyless,
      body: stripeBody(0),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('error.payment.secretskeymissing');
    expect(await stored(workspace)).toBeUndefined();
    const sandbox = await call('PUT', providerPath(workspace), {
      token: owner,
      via: keyless,
      body: { version: 0, provider: 'sandbox', mode: 'test' },
    });
    expect(sandbox.status).toBe(200);
  });

  it('a stored secret changed in the database, or under another key, is reported unreadable, not a crash', async () => {
    const owner = await login('owner@cityloft.example');
    const saved = await call('PUT', providerPath(cityloft), { token: owner, body: stripeBody(0) });
    expect(saved.status).toBe(200);
    const row = await stored(cityloft);
    const sealed = row?.secretKeySealed ?? '';
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    await database.run((db) =>
      db
        .update(paymentProviderConfig)
        .set({ secretKeySealed: tampered })
        .where(eq(paymentProviderConfig.propertyId, cityloft)),
    );
    const read = await call('GET', providerPath(cityloft), { token: owner });
    expect(read.status).toBe(200);
    expect(read.body.secretKey).toEqual({ set: true, last4: '9876', readable: false });
    expect(read.body.webhookSecret).toEqual({ set: true, last4: '4321', readable: true });
    await expect(
      database.run((db) => paymentProviderOf(db, cityloft, { paymentSecretsKey: key })),
    ).rejects.toBeInstanceOf(PaymentProviderUnreadable);

    // Under another key nothing opens; without a key neither.
    const other = await call('GET', providerPath(cityloft), { token: owner, via: otherKey });
    expect(other.body.webhookSecret).toEqual({ set: true, last4: '4321', readable: false });
    const none = await call('GET', providerPath(cityloft), { token: owner, via: keyless });
    expect(none.body.webhookSecret).toMatchObject({ set: true, readable: false });

    // Keeping an unreadable secret is not saving it: the owner enters it again.
    const kept = await call('PUT', providerPath(cityloft), {
      token: owner,
      body: { ...stripeBody(1), secretKey: null },
    });
    expect(kept.status).toBe(422);
    expect(kept.body.details).toEqual([
      expect.objectContaining({ path: 'secretKey', code: 'FORM.ERROR.REQUIRED' }),
    ]);
    const again = await call('PUT', providerPath(cityloft), { token: owner, body: stripeBody(1) });
    expect(again.body.secretKey).toEqual({ set: true, last4: '9876', readable: true });
  });

  it('is in the OpenAPI document, both ways', async () => {
    const res = await call('GET', '/api/openapi.json');
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/staff/property/{propertyId}/payment-provider'] ?? {}).sort()).toEqual([
      'get',
      'put',
    ]);
  });
});

describe('provider events', () => {
  it('are recorded once: a resent event is not new', async () => {
    const event = {
      provider: 'stripe' as const,
      eventId: 'evt_1',
      propertyId: lindenhof,
      eventType: 'payment_intent.succeeded',
      receivedAt: TEST_NOW,
    };
    expect(await database.run((db) => recordProviderEvent(db, event))).toBe(true);
    expect(await database.run((db) => recordProviderEvent(db, event))).toBe(false);
    // The same id from another provider is another event.
    expect(await database.run((db) => recordProviderEvent(db, { ...event, provider: 'adyen' }))).toBe(true);
  });
});
