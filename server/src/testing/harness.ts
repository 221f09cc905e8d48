import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { LoginLimits } from '../auth/loginLimiter.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createApp } from '../http/app.ts';
import type { PaymentEndpoints } from '../payments/providerClients.ts';
import type { SecretsKey } from '../payments/secrets.ts';
import type { TrustProxy } from '../security/clientAddress.ts';
import type { GuessLimits } from '../security/rateLimit.ts';
import type { WriteLimits } from '../security/writeLimits.ts';
import type { WebhookAddressPolicy } from '../webhooks/addresses.ts';
import { TEST_NOW } from './clock.ts';

export { TEST_NOW };

/**
 * A fresh, seeded, real database for one test file: PGlite in memory cloned from the template, or
 * (with DATABASE_URL) a new PostgreSQL database cloned from the template database. No mocks.
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** PostgreSQL only: the database's URL, for a second pool standing for a second server process. */
  url?: string;
}> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = inject('postgresTemplate');
    const name = `venue_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // CREATE DATABASE ... TEMPLATE needs the template to have no other sessions: retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        if (attempt > 50) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString() });
    return {
      database,
      url: target.toString(),
      drop: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await openDatabase({ pgliteDir: null, loadDataDir: blob });
  return { database, drop: () => database.close() };
}

export interface RequestOptions {
  readonly token?: string;
  readonly body?: unknown;
  readonly rawBody?: string;
  readonly headers?: Record<string, string>;
}

/**
 * The app over a fresh database, with helpers to call it as a client would. Its clock stands at TEST_NOW unless
 * the test passes its own `now` (a clock it moves for expiry). `paymentSandboxSwitch` is
 * PAYMENT_SANDBOX_SWITCH=1 (off by default, as in production).
 */
export async function openTestApp(
  options: {
    guessLimits?: GuessLimits;
    /** The app's clock; TEST_NOW by default. */
    now?: () => Date;
    paymentSandboxSwitch?: boolean;
    /** Staff login limits; every test request comes from the same client, so tests may raise perClient. */
    loginLimits?: LoginLimits;
    /**
     * Anonymous booking requests and booker messages per client and recipient; every test request comes from the
     * same client and many use one booker, so they are raised unless a test passes its own.
     */
    bookingRequestLimits?: WriteLimits;
    messageLimits?: WriteLimits;
    /** TRUST_PROXY as read by config.ts (requests over a real HTTP server). */
    trustProxy?: TrustProxy;
    /** An open test database to use (the caller drops it); else a fresh one, dropped by `close`. */
    database?: Database;
    /** Push endpoint origins allowed besides https push services (a local push service). */
    pushEndpointOrigins?: readonly string[];
    /** Hosts an import calendar feed may name although internal (a local feed server on 127.0.0.1). */
    calendarFetchAllowedHosts?: readonly string[];
    /** PAYMENT_SECRETS_KEY as read by config.ts (a property's provider secrets); none by default. */
    paymentSecretsKey?: SecretsKey;
    /** WEBHOOK_ALLOW_PRIVATE and WEBHOOK_ALLOWED_HOSTS as read by config.ts (a local receiver); none by default. */
    webhookAddresses?: WebhookAddressPolicy;
    /** The providers' stand-ins (payments/providerClients.ts); the providers' own by default. */
    paymentEndpoints?: PaymentEndpoints;
  } = {},
) {
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => undefined }
    : await openTestDatabase();
  const app = createApp({
    staticDir: mkdtempSync(join(tmpdir(), 'static-')),
    database,
    guessLimits: options.guessLimits ?? { maxFailures: 1_000_000, windowSeconds: 900 },
    now: options.now ?? (() => TEST_NOW),
    bookingRequestLimits: options.bookingRequestLimits ?? { perClient: 1_000_000, perRecipient: 1_000_000 },
    messageLimits: options.messageLimits ?? { perClient: 1_000_000, perRecipient: 1_000_000 },
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    ...(options.loginLimits ? { loginLimits: options.loginLimits } : {}),
    paymentSandboxSwitch: options.paymentSandboxSwitch ?? false,
    ...(options.pushEndpointOrigins ? { pushEndpointOrigins: options.pushEndpointOrigins } : {}),
    ...(options.calendarFetchAllowedHosts
      ? { calendarFetchAllowedHosts: options.calendarFetchAllowedHosts }
      : {}),
    ...(options.paymentSecretsKey ? { paymentSecretsKey: options.paymentSecretsKey } : {}),
    ...(options.webhookAddresses ? { webhookAddresses: options.webhookAddresses } : {}),
    ...(options.paymentEndpoints ? { paymentEndpoints: options.paymentEndpoints } : {}),
  });
  const request = (method: string, path: string, o: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers['X-Auth-Token'] = o.token;
    let body: string | undefined;
    if (o.rawBody !== undefined) body = o.rawBody;
    else if (o.body !== undefined) body = JSON.stringify(o.body);
    if (body !== undefined && !headers['Content-Type']) headers['Content-Type'] = 'application/json';
    return app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
  };
  const login = async (key: string): Promise<string> => {
    const res = await request('POST', '/api/propertylogin', { body: { key } });
    if (res.status !== 200) throw new Error(`login ${key} failed: ${res.status}`);
    return ((await res.json()) as { token: string }).token;
  };
  return { app, database, request, login, close: drop };
}
export type TestApp = Awaited<ReturnType<typeof openTestApp>>;
