import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_HEADER, ErrorKey } from '@venue/contract';
import { Hono, type HonoRequest } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { presentsApiKey } from '../apiKeys/keys.ts';
import type { ExternalLoginConfig } from '../auth/external/config.ts';
import { ExternalProviders } from '../auth/external/providers.ts';
import { LoginLimiter, type LoginLimits } from '../auth/loginLimiter.ts';
import { ResetLimiter, type ResetLimits, SignupLimiter } from '../auth/resetLimiter.ts';
import { Sessions } from '../auth/sessions.ts';
import { StaffSessions } from '../auth/staffSessions.ts';
import { CatalogCache } from '../catalog/cache.ts';
import { DEFAULT_MAIL_FROM, type ServerConfig, servesHttps } from '../config.ts';
import { listProperties } from '../db/catalogQueries.ts';
import type { Database } from '../db/client.ts';
import { providerConfigRow } from '../db/paymentProviderQueries.ts';
import { LiveHub } from '../live/hub.ts';
import { Mailer } from '../mail/mailer.ts';
import { PROVIDERS_OWN_ENDPOINTS } from '../payments/providerClients.ts';
import { WebPush } from '../push/webPush.ts';
import { clientAddress, type TrustProxy, trustNoProxy } from '../security/clientAddress.ts';
import { contentSecurityPolicy, type ProviderSources, providerSources } from '../security/headers.ts';
import { GuessLimiter, type GuessLimits } from '../security/rateLimit.ts';
import {
  DEFAULT_BOOKING_REQUEST_LIMITS,
  DEFAULT_MESSAGE_LIMITS,
  WriteLimiter,
  type WriteLimits,
} from '../security/writeLimits.ts';
import { caching } from './caching.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { errorResponse } from './errors.ts';
import { FlowCookies } from './flowCookies.ts';
import { inlineScriptHashes, isOpenApiPath, openApiRoutes } from './openapi.ts';
import { apiKeyRoutes } from './routes/apiKeys.ts';
import { blockRoutes } from './routes/blocks.ts';
import { bookingRoutes } from './routes/booking.ts';
import { calendarFeedRoutes, isCalendarFeedPath } from './routes/calendarFeeds.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { devOutboxRoutes, isDevOutboxPath } from './routes/devOutbox.ts';
import { documentRoutes, UPLOAD_PATH } from './routes/documents.ts';
import { externalLoginRoutes, isExternalLoginPath } from './routes/externalLogin.ts';
import { groupRoutes } from './routes/groups.ts';
import { healthRoutes, isHealthPath } from './routes/health.ts';
import { inventoryRoutes } from './routes/inventory.ts';
import { isMessagePath, messageRoutes } from './routes/messages.ts';
import { paymentProviderRoutes } from './routes/paymentProvider.ts';
import { isSandboxPublicPath, paymentRoutes } from './routes/payments.ts';
import { pickupRoutes } from './routes/pickup.ts';
import { promocodeCheckRoutes } from './routes/promocodeCheck.ts';
import { propertyRoutes } from './routes/property.ts';
import { propertyCreateRoutes } from './routes/propertyCreate.ts';
import { propertyUserRoutes } from './routes/propertyUsers.ts';
import { isProviderWebhookPath, providerWebhookRoutes } from './routes/providerWebhooks.ts';
import { API_VERSION, isPublicPath, publicRoutes } from './routes/public.ts';
import { isPushDevicePath, pushDeviceRoutes } from './routes/pushDevice.ts';
import { referenceListRoutes } from './routes/referenceLists.ts';
import { isSpecResourcePath } from './routes/resourcePaths.ts';
import { resourceRoutes } from './routes/resources.ts';
import { isStaffAccountPath, staffAccountRoutes } from './routes/staffAccount.ts';
import { isStaffAuthPath, staffAuthRoutes } from './routes/staffAuth.ts';
import { isStaffBookingPath, staffBookingRoutes } from './routes/staffBooking.ts';
import { staffDashboardRoutes } from './routes/staffDashboard.ts';
import { staffEventRoutes } from './routes/staffEvents.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { staticRoutes } from './static.ts';

/** Largest request body the API reads (a booking with hundreds of lines stays far below). */
const MAX_BODY_BYTES = 256 * 1024;

export interface AppOptions
  extends Pick<ServerConfig, 'staticDir'>,
    Partial<
      Pick<
        ServerConfig,
        | 'paymentSandboxSwitch'
        | 'paymentSecretsKey'
        | 'paymentEndpoints'
        | 'propertyAppDir'
        | 'webhookAddresses'
      >
    > {
  readonly database: Database;
  /** Wrong booking token/code guesses allowed per client (default 10 per 15 minutes). */
  readonly guessLimits?: GuessLimits;
  readonly now?: () => Date;
  /** Failed staff logins allowed per account and client (tests lower them). */
  readonly loginLimits?: LoginLimits;
  /** Password-reset requests allowed per e-mail and client (tests lower them). */
  readonly resetLimits?: ResetLimits;
  /** Web Push to staff devices (main.ts makes it with the VAPID subject of the configuration). */
  readonly webPush?: WebPush;
  /** Origins besides https push services that devices may register (PUSH_ENDPOINT_ORIGINS; tests). */
  readonly pushEndpointOrigins?: readonly string[];
  /** Hosts an import feed may name although they are internal addresses (CALENDAR_FETCH_ALLOWED_HOSTS; tests). */
  readonly calendarFetchAllowedHosts?: readonly string[];
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client (config.trustProxy); none by default. */
  readonly trustProxy?: TrustProxy;
  /** Anonymous booking requests per client and booker e-mail an hour (BOOKING_REQUEST_LIMITS; tests raise them). */
  readonly bookingRequestLimits?: WriteLimits;
  /** The booker's messages per client and booking an hour (MESSAGE_LIMITS). */
  readonly messageLimits?: WriteLimits;
  /** Signups allowed per e-mail and client (tests raise them). */
  readonly signupLimits?: LoginLimits;
  /** Outgoing mail; without one, mails are files in a temporary outbox (tests that do not read them). */
  readonly mailer?: Mailer;
  /** PUBLIC_URL for links in mails (default http://127.0.0.1:3000). */
  readonly publicUrl?: string;
  /** Whether the dev outbox API exists (config.devOutbox); it also needs a mailer that writes an outbox. */
  readonly devOutbox?: boolean;
  /** External login providers (config.externalLogin); none without. */
  readonly externalLogin?: ExternalLoginConfig | null;
}

/** Builds the HTTP application: the API under /api and the built configurator for every other path. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const now = options.now ?? (() => new Date());
  const publicUrl = options.publicUrl ?? 'http://127.0.0.1:3000';
  const https = servesHttps(publicUrl);
  const deps: AppDeps = {
    database: options.database,
    catalogs: new CatalogCache(options.database),
    sessions: new Sessions(options.database),
    staffSessions: new StaffSessions(options.database),
    loginLimiter: new LoginLimiter(options.database, now, options.loginLimits),
    resetLimiter: new ResetLimiter(options.database, now, options.resetLimits),
    signupLimiter: new SignupLimiter(options.database, now, options.signupLimits),
    mailer: options.mailer ?? temporaryMailer(),
    publicUrl,
    https,
    externalLogin: options.externalLogin
      ? {
          providers: new ExternalProviders(options.externalLogin),
          cookies: new FlowCookies(options.externalLogin.sessionSecret, https),
        }
      : null,
    live: new LiveHub(options.database),
    webPush: options.webPush ?? new WebPush(options.database, now, 'mailto:no-reply@localhost'),
    pushEndpointOrigins: options.pushEndpointOrigins ?? [],
    calendarFetch: { allowedHosts: options.calendarFetchAllowedHosts ?? [] },
    limiter: new GuessLimiter(options.database, now, options.guessLimits),
    bookingRequests: new WriteLimiter(
      options.database,
      now,
      options.bookingRequestLimits ?? DEFAULT_BOOKING_REQUEST_LIMITS,
      'booking-request',
    ),
    bookerMessages: new WriteLimiter(
      options.database,
      now,
      options.messageLimits ?? DEFAULT_MESSAGE_LIMITS,
      'booker-message',
    ),
    now,
    paymentSandboxSwitch: options.paymentSandboxSwitch ?? false,
    paymentSecretsKey: options.paymentSecretsKey ?? null,
    paymentEndpoints: options.paymentEndpoints ?? PROVIDERS_OWN_ENDPOINTS,
  };
  const app = new Hono<AppEnv>();
  app.onError(errorResponse);
  // Who the client is, for every limit (docs/serving.md#behind-a-proxy): the peer, or what a trusted proxy says.
  const trustProxy = options.trustProxy ?? trustNoProxy;
  app.use('*', async (c, next) => {
    c.set(
      'client',
      clientAddress((c.env as { incoming?: IncomingMessage } | undefined)?.incoming, trustProxy),
    );
    await next();
  });
  // Cache-Control defaults, ETags and compression of every answer (docs/serving.md#compression-and-caching).
  app.use('*', caching());

  const propertyIdOf = propertyKeys(deps);
  const frameAncestors = embeddingOrigins(deps, propertyIdOf);
  const paymentSources = providerSourcesOf(deps, propertyIdOf);
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    // docs/serving.md#https: only when PUBLIC_URL is https, whatever the request's headers say.
    if (https) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const page = c.req.path.startsWith('/api/') ? null : (c.req.path.split('/')[1] ?? '');
    const origins = page === null ? [] : await frameAncestors(page);
    // docs/payments.md#content-security-policy: a property's pages (/{key} and below, embedded or not) allow the
    // origins of the provider it pays at; the sandbox's, /app/ and the API none.
    const provider = page === null ? null : await paymentSources(page);
    // Inline scripts run only by hash: the API reference page's start script, and on a property's server-rendered
    // page the one that notes taps before the configurator's entry runs (./pageMeta.ts EARLY_TAPS_SCRIPT).
    const inline = c.get('inlineScripts') ?? (await inlineScriptHashes(c.req.path));
    c.header('Content-Security-Policy', contentSecurityPolicy(origins, inline, provider));
  });

  const apiBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      c.json(
        {
          error: ErrorKey.payloadTooLarge,
          message: `Request bodies are limited to ${MAX_BODY_BYTES} bytes`,
          details: [],
        },
        413,
        // The rest of the body is not read: the connection closes, so a keep-alive client does not reuse it.
        { Connection: 'close' },
      ),
  });
  // An upload has its own, larger limit (docs/api.md#documents).
  app.use('/api/*', (c, next) => (c.req.path === UPLOAD_PATH ? next() : apiBodyLimit(c, next)));
  app.use('/api/*', async (c, next) => {
    // Staff paths check staff tokens themselves (server/src/http/staffGuard.ts).
    if (
      isPublicPath(c.req.path) ||
      isHealthPath(c.req.path) ||
      isOpenApiPath(c.req.path) ||
      isSandboxPublicPath(c.req.path) ||
      isProviderWebhookPath(c.req.path) ||
      isStaffAuthPath(c.req.path) ||
      isExternalLoginPath(c.req.path) ||
      isStaffAccountPath(c.req.path) ||
      isDevOutboxPath(c.req.path) ||
      isStaffBookingPath(c.req.path) ||
      isPushDevicePath(c.req.path) ||
      isCalendarFeedPath(c.req.path) ||
      isMessagePath(c.req.path)
    ) {
      return next();
    }
    const token = c.req.header(AUTH_HEADER) ?? cookieToken(c.req.header('Cookie'));
    const propertyId =
      token && token.length <= 100 ? await deps.sessions.propertyOf(token, deps.now()) : null;
    // docs/api.md#the-specs-own-paths: a resource call at the spec's path with an API key or a staff token is the
    // staff's (its route checks them); with a property token it stays the guest's.
    if (propertyId === null && isSpecResourcePath(c.req.path) && (await staffCaller(deps, c.req, token)))
      return next();
    if (!token)
      return c.json(
        { error: ErrorKey.authRequired, message: 'Log in to a property first', details: [] },
        401,
      );
    if (propertyId === null) {
      return c.json({ error: ErrorKey.authInvalid, message: 'The token is not valid', details: [] }, 401);
    }
    c.set('propertyId', propertyId);
    return next();
  });

  app.route('/api', publicRoutes(deps));
  app.route('/api', healthRoutes(deps));
  app.route('/api', staffAuthRoutes(deps));
  app.route('/api', externalLoginRoutes(deps));
  app.route('/api', staffAccountRoutes(deps));
  // Dev outbox (server/README.md#mail): only without SMTP_URL and outside production, else the API's 404.
  if (options.devOutbox && deps.mailer.outboxDir) app.route('/api', devOutboxRoutes(deps.mailer.outboxDir));
  app.route('/api', staffBookingRoutes(deps));
  app.route('/api', blockRoutes(deps));
  app.route('/api', groupRoutes(deps));
  app.route('/api', pickupRoutes(deps));
  app.route('/api', staffDashboardRoutes(deps));
  app.route('/api', propertyUserRoutes(deps));
  app.route('/api', paymentProviderRoutes(deps));
  // The address rule of config.webhookAddresses; without one (tests), no internal address (docs/integrations.md).
  app.route(
    '/api',
    webhookRoutes(deps, options.webhookAddresses ?? { allowPrivate: false, allowedHosts: [] }),
  );
  app.route('/api', apiKeyRoutes(deps));
  app.route('/api', propertyCreateRoutes(deps));
  app.route('/api', resourceRoutes(deps));
  app.route('/api', referenceListRoutes(deps));
  app.route('/api', documentRoutes(deps));
  app.route('/api', staffEventRoutes(deps));
  app.route('/api', pushDeviceRoutes(deps));
  app.route('/api', calendarFeedRoutes(deps));
  app.route('/api', messageRoutes(deps));
  app.route('/api', propertyRoutes(deps));
  app.route('/api', catalogRoutes(deps));
  app.route('/api', promocodeCheckRoutes(deps));
  app.route('/api', inventoryRoutes(deps));
  app.route('/api', bookingRoutes(deps));
  app.route('/api', paymentRoutes(deps));
  app.route('/api', providerWebhookRoutes(deps));
  // docs/api.md#openapi: registered last, so it sees (and documents) every route above.
  openApiRoutes(app, API_VERSION);
  app.all('/api/*', (c) =>
    c.json({ error: ErrorKey.notFound, message: 'No such API endpoint', details: [] }, 404),
  );

  staticRoutes(app, {
    staticDir: options.staticDir,
    propertyAppDir: options.propertyAppDir,
    publicUrl: deps.publicUrl,
    database: deps.database,
    propertyIdOf,
    catalogs: deps.catalogs,
    now,
  });
  return app;
}

/** Whether a request carries an API key (checked by its route) or a live staff token. */
async function staffCaller(deps: AppDeps, req: HonoRequest, token: string | undefined): Promise<boolean> {
  if (presentsApiKey(req.header('Authorization'))) return true;
  return (
    token !== undefined &&
    token.length <= 100 &&
    (await deps.staffSessions.userOf(token, deps.now())) !== null
  );
}

/** The `authtoken` cookie (docs/api.md#authentication: the token travels in a header or a cookie). */
function cookieToken(cookie: string | undefined): string | undefined {
  const match = cookie?.match(/(?:^|;\s*)authtoken=([A-Za-z0-9_-]{1,100})/);
  return match?.[1];
}

/**
 * The id of the property with a key (the first segment of a page's path), from the list of keys read again
 * at most once a minute; null for an unknown key.
 */
function propertyKeys(deps: AppDeps) {
  let keys: { at: number; map: Map<string, number> } | null = null;
  return async (key: string): Promise<number | null> => {
    if (!/^[a-z0-9-]{1,64}$/.test(key)) return null;
    if (!keys || Date.now() - keys.at > 60_000) {
      const rows = await deps.database.run((db) => listProperties(db));
      keys = { at: Date.now(), map: new Map(rows.map((r) => [r.key, r.id])) };
    }
    return keys.map.get(key) ?? null;
  };
}

/** The allowed embedding origins of the property named by the first path segment (cached). */
function embeddingOrigins(deps: AppDeps, propertyIdOf: (key: string) => Promise<number | null>) {
  return async (key: string): Promise<readonly string[]> => {
    try {
      const id = await propertyIdOf(key);
      if (id === null) return [];
      return (await deps.catalogs.get(id))?.settings.embedAllowedOrigins ?? [];
    } catch {
      return [];
    }
  };
}

/**
 * The payment provider's CSP sources for the property named by the first path segment, or null. Read from
 * payment_provider_config at each request (one primary-key lookup, only for a known property's paths): an owner's
 * save counts at once in every server process, which an in-process cache could not promise without a shared
 * invalidation. A failed read gives none: the page still loads, only the provider's fields would be blocked.
 */
function providerSourcesOf(deps: AppDeps, propertyIdOf: (key: string) => Promise<number | null>) {
  return async (key: string): Promise<ProviderSources | null> => {
    try {
      const id = await propertyIdOf(key);
      if (id === null) return null;
      const row = await deps.database.run((db) => providerConfigRow(db, id));
      return row ? providerSources(row.provider, row.mode) : null;
    } catch {
      return null;
    }
  };
}

/** A mailer for apps built without one (tests): mails become files in a fresh temporary folder. */
function temporaryMailer(): Mailer {
  return new Mailer({
    smtpUrl: undefined,
    mailFrom: DEFAULT_MAIL_FROM,
    outboxDir: join(tmpdir(), `venue-outbox-${process.pid}-${randomBytes(4).toString('hex')}`),
  });
}
