import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { type ExternalLoginConfig, readExternalLogin } from './auth/external/config.ts';
import { builtAppDirs } from './paths.ts';
import type { PaymentEndpoints } from './payments/providerClients.ts';
import { readSecretsKey, type SecretsKey } from './payments/secrets.ts';
import { readTrustProxy, type TrustProxy } from './security/clientAddress.ts';
import {
  DEFAULT_BOOKING_REQUEST_LIMITS,
  DEFAULT_MESSAGE_LIMITS,
  readWriteLimits,
  type WriteLimits,
} from './security/writeLimits.ts';
import { readWebhookAddressPolicy, type WebhookAddressPolicy } from './webhooks/addresses.ts';

/** Runtime configuration read once from the environment. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly staticDir: string;
  /** The built property app (the staff web app), served under /app/. */
  readonly propertyAppDir: string;
  /** Whether `POST /api/payment/sandbox/kind/{kind}` exists (tests only; never in production). */
  readonly paymentSandboxSwitch: boolean;
  /**
   * PAYMENT_SECRETS_KEY (docs/payments.md#setting-up-a-provider): 32 bytes (base64 or hex) sealing the payment
   * providers' secrets; null when unset (the sandbox works, no provider secret can be saved).
   */
  readonly paymentSecretsKey: SecretsKey | null;
  /**
   * STRIPE_API_BASE, ADYEN_CHECKOUT_ENDPOINT and ADYEN_CHECKOUT_CA_FILE (docs/payments.md#provider-endpoints): local
   * stand-ins of the providers' APIs for properties in test mode; unset, the providers' own.
   */
  readonly paymentEndpoints: PaymentEndpoints;
  /** SMTP_URL: the SMTP server mail goes through; without it mails are files in DATA_DIR/outbox. */
  readonly smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of every mail. */
  readonly mailFrom: string;
  /** PUBLIC_URL: where users reach this server, for links in mails (no trailing slash). */
  readonly publicUrl: string;
  /**
   * Whether GET /api/dev/outbox exists (it shows password-reset links): only without SMTP_URL, and then by
   * DEV_OUTBOX (`1` on, `0` off), else when NODE_ENV is not `production` (`npm start` on a fresh install).
   */
  readonly devOutbox: boolean;
  /** MAIL_LINK_KEY: the key sealing bookers' link tokens for their mails (else a file in DATA_DIR). */
  readonly mailLinkKey: string | undefined;
  /** VAPID_SUBJECT: the contact push services see with each Web Push (default mailto: MAIL_FROM's address). */
  readonly vapidSubject: string;
  /** PUSH_ENDPOINT_ORIGINS: origins devices may register besides https push services (a local test service). */
  readonly pushEndpointOrigins: readonly string[];
  /** CALENDAR_SYNC_MINUTES: how often import feeds are fetched (1..60, default 15; docs/api.md#calendar-sync). */
  readonly calendarSyncMinutes: number;
  /** CALENDAR_FETCH_ALLOWED_HOSTS: hosts an import feed may name although they are internal addresses (tests). */
  readonly calendarFetchAllowedHosts: readonly string[];
  /**
   * WEBHOOK_ALLOW_PRIVATE (`1`: every internal address) and WEBHOOK_ALLOWED_HOSTS (a comma list of hosts): where an
   * outgoing webhook may go although internal (docs/integrations.md#which-addresses); by default nowhere internal.
   */
  readonly webhookAddresses: WebhookAddressPolicy;
  /** External login providers (OIDC_PROVIDERS, server/README.md#external-logins); null when none. */
  readonly externalLogin: ExternalLoginConfig | null;
  /**
   * WORKERS: server processes sharing the port (default one per core; server/README.md#several-processes).
   * Always 1 on the embedded PGlite, which one process owns; `workersNote` then says why when more were asked.
   */
  readonly workers: number;
  readonly workersNote: string | undefined;
  /** TRUST_PROXY: proxies whose X-Forwarded-For names the client (docs/serving.md#behind-a-proxy); none by default. */
  readonly trustProxy: TrustProxy;
  /** BOOKING_REQUEST_LIMITS: anonymous booking requests an hour, `<per client>,<per booker e-mail>` (default 30,10). */
  readonly bookingRequestLimits: WriteLimits;
  /** MESSAGE_LIMITS: the booker's messages an hour, `<per client>,<per booking>` (default 60,20). */
  readonly messageLimits: WriteLimits;
}

/**
 * The configurator's server bundle (its first screen rendered on the server, docs/serving.md#the-server-rendered-
 * first-screen): SSR_DIR, else `.ssr` inside the configurator's build (STATIC_DIR), where its build writes it, so a
 * copy of the build carries it along.
 */
export function ssrBundleDir(staticDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.SSR_DIR ?? join(staticDir, '.ssr'));
}

export const DEFAULT_MAIL_FROM = 'Venue Booking <no-reply@localhost>';

/**
 * Reads PORT (default 3000), HOST (default 127.0.0.1), DATA_DIR (default ./data), DATABASE_URL, STATIC_DIR, PROPERTY_APP_DIR
 * (default property-app/dist) and
 * PAYMENT_SANDBOX_SWITCH (`1` turns the sandbox's provider-kind switch on; anything else leaves it off), and for
 * mail SMTP_URL, MAIL_FROM, PUBLIC_URL (default http://{HOST}:{PORT}) and MAIL_LINK_KEY; NODE_ENV=production hides
 * the dev outbox unless DEV_OUTBOX=1, DEV_OUTBOX=0 hides it always;
 * for Web Push VAPID_SUBJECT and PUSH_ENDPOINT_ORIGINS; for calendar sync CALENDAR_SYNC_MINUTES and
 * CALENDAR_FETCH_ALLOWED_HOSTS; WORKERS (an integer >= 1, default the number of cores; 1 without DATABASE_URL);
 * TRUST_PROXY, BOOKING_REQUEST_LIMITS and MESSAGE_LIMITS (docs/api.md#limits); PAYMENT_SECRETS_KEY (a malformed
 * key stops the start).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '3000', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0..65535, got ${env.PORT}`);
  const host = env.HOST ?? '127.0.0.1';
  const calendarSyncMinutes = Number.parseInt(env.CALENDAR_SYNC_MINUTES ?? '15', 10);
  if (!Number.isInteger(calendarSyncMinutes) || calendarSyncMinutes < 1 || calendarSyncMinutes > 60)
    throw new Error(`CALENDAR_SYNC_MINUTES must be 1..60, got ${env.CALENDAR_SYNC_MINUTES}`);
  const smtpUrl = env.SMTP_URL || undefined;
  const databaseUrl = env.DATABASE_URL || undefined;
  const asked = env.WORKERS ? Number(env.WORKERS) : availableParallelism();
  if (!Number.isInteger(asked) || asked < 1)
    throw new Error(`WORKERS must be a whole number of at least 1, got ${env.WORKERS}`);
  const config = {
    port,
    host,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    staticDir: resolve(env.STATIC_DIR ?? builtAppDirs.configurator),
    propertyAppDir: resolve(env.PROPERTY_APP_DIR ?? builtAppDirs.propertyApp),
    paymentSandboxSwitch: env.PAYMENT_SANDBOX_SWITCH === '1',
    paymentSecretsKey: readSecretsKey(env),
    paymentEndpoints: {
      stripeApiBase: env.STRIPE_API_BASE || null,
      adyenCheckoutEndpoint: env.ADYEN_CHECKOUT_ENDPOINT || null,
      adyenCheckoutCa: env.ADYEN_CHECKOUT_CA_FILE ? readFileSync(env.ADYEN_CHECKOUT_CA_FILE, 'utf8') : null,
    },
    smtpUrl,
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    publicUrl: publicUrlOf(env.PUBLIC_URL || `http://${host.includes(':') ? `[${host}]` : host}:${port}`),
    devOutbox: !smtpUrl && devOutboxWanted(env),
    mailLinkKey: env.MAIL_LINK_KEY || undefined,
    vapidSubject: env.VAPID_SUBJECT || `mailto:${addressOf(env.MAIL_FROM || DEFAULT_MAIL_FROM)}`,
    pushEndpointOrigins: (env.PUSH_ENDPOINT_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    calendarSyncMinutes,
    webhookAddresses: readWebhookAddressPolicy(env),
    calendarFetchAllowedHosts: (env.CALENDAR_FETCH_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    bookingRequestLimits: readWriteLimits(
      'BOOKING_REQUEST_LIMITS',
      env.BOOKING_REQUEST_LIMITS,
      DEFAULT_BOOKING_REQUEST_LIMITS,
    ),
    messageLimits: readWriteLimits('MESSAGE_LIMITS', env.MESSAGE_LIMITS, DEFAULT_MESSAGE_LIMITS),
    workers: databaseUrl ? asked : 1,
    workersNote:
      !databaseUrl && asked > 1
        ? `One server process, not ${asked} (${env.WORKERS ? 'WORKERS' : 'one per core'}): the embedded PGlite database belongs to one process; several need DATABASE_URL`
        : undefined,
  };
  return { ...config, externalLogin: readExternalLogin(env, config.publicUrl) };
}

/**
 * Whether users reach this server over https, by PUBLIC_URL alone (docs/serving.md#https): then cookies are Secure
 * and answers carry HSTS. Never by the request's Host or X-Forwarded-Proto, which a client or proxy chooses.
 */
export const servesHttps = (publicUrl: string): boolean => new URL(publicUrl).protocol === 'https:';

/** DEV_OUTBOX `1` or `0` as given (anything else is refused at start), else on outside NODE_ENV=production. */
function devOutboxWanted(env: NodeJS.ProcessEnv): boolean {
  const asked = env.DEV_OUTBOX ?? '';
  if (asked === '1') return true;
  if (asked === '0') return false;
  if (asked !== '') throw new Error(`DEV_OUTBOX must be 1 or 0, got ${asked}`);
  return env.NODE_ENV !== 'production';
}

/** The address of a sender such as `Venue Booking <no-reply@localhost>`. */
const addressOf = (sender: string): string => sender.match(/<([^>]+)>/)?.[1] ?? sender.trim();

/** PUBLIC_URL checked (an http(s) URL) and without trailing slashes, so `${publicUrl}/app/...` is one link. */
function publicUrlOf(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got ${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got ${text}`);
  return text.replace(/\/+$/, '');
}
