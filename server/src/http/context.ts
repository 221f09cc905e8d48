import type { ExternalProviders } from '../auth/external/providers.ts';
import type { LoginLimiter } from '../auth/loginLimiter.ts';
import type { ResetLimiter, SignupLimiter } from '../auth/resetLimiter.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { StaffSessions } from '../auth/staffSessions.ts';
import type { FetchOptions } from '../calendar/fetchFeed.ts';
import type { CatalogCache } from '../catalog/cache.ts';
import type { Database } from '../db/client.ts';
import type { StaffRole } from '../db/userSchema.ts';
import type { LiveHub } from '../live/hub.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentEndpoints } from '../payments/providerClients.ts';
import type { SecretsKey } from '../payments/secrets.ts';
import type { WebPush } from '../push/webPush.ts';
import type { GuessLimiter } from '../security/rateLimit.ts';
import type { WriteLimiter } from '../security/writeLimits.ts';
import type { FlowCookies } from './flowCookies.ts';

/** What the routes need, built once per app. */
export interface AppDeps {
  readonly database: Database;
  readonly catalogs: CatalogCache;
  readonly sessions: Sessions;
  /** Staff logins (property app). */
  readonly staffSessions: StaffSessions;
  /** Failed staff logins per account and client, counted in the database. */
  readonly loginLimiter: LoginLimiter;
  /** Password-reset requests per e-mail and client, counted in the database. */
  readonly resetLimiter: ResetLimiter;
  readonly signupLimiter: SignupLimiter;
  /** Outgoing mail (SMTP_URL or the dev outbox). */
  readonly mailer: Mailer;
  /** PUBLIC_URL: the origin of links in mails. */
  readonly publicUrl: string;
  /** Whether PUBLIC_URL is https (config.ts servesHttps): cookies are Secure and answers carry HSTS. */
  readonly https: boolean;
  /** Staff logins by external account (OIDC_PROVIDERS); null when none is configured. */
  readonly externalLogin: ExternalLogin | null;
  readonly limiter: GuessLimiter;
  /** Anonymous booking requests per client and per booker e-mail (docs/api.md#limits). */
  readonly bookingRequests: WriteLimiter;
  /** The booker's messages per client and per booking. */
  readonly bookerMessages: WriteLimiter;
  /** This process's live changes (LISTEN/NOTIFY), for the staff's event streams. */
  readonly live: LiveHub;
  /** Web Push to the staff's devices (the VAPID keys shared through the database). */
  readonly webPush: WebPush;
  /** Push endpoint origins allowed besides https push services (tests' local push service). */
  readonly pushEndpointOrigins: readonly string[];
  /** How import feeds are fetched (CALENDAR_FETCH_ALLOWED_HOSTS, docs/api.md#calendar-sync). */
  readonly calendarFetch: FetchOptions;
  readonly now: () => Date;
  /** PAYMENT_SANDBOX_SWITCH: whether the sandbox's provider-kind switch route exists. */
  readonly paymentSandboxSwitch: boolean;
  /** PAYMENT_SECRETS_KEY (payments/secrets.ts): seals and opens the payment providers' secrets; null when unset. */
  readonly paymentSecretsKey: SecretsKey | null;
  /** Local stand-ins of the providers' APIs (test mode only; payments/providerClients.ts). */
  readonly paymentEndpoints: PaymentEndpoints;
}

/** The configured external login providers and the signed cookies of logins under way. */
export interface ExternalLogin {
  readonly providers: ExternalProviders;
  readonly cookies: FlowCookies;
}

/** The logged-in staff user of a request (the Hono variable `staff`, loaded by the staff guard). */
export interface StaffUser {
  readonly userId: number;
  readonly email: string;
  readonly name: string;
  /** The user's role per property id; a property missing here is one they do not work for. */
  readonly roles: ReadonlyMap<number, StaffRole>;
  /**
   * The request came with an API key (docs/integrations.md#api-keys): it acts as the key's maker, but the maker has
   * not seen what it reads or changes, so their inbox keeps it unseen.
   */
  readonly viaApiKey: boolean;
}

/** Hono variables set by the auth middleware. */
export interface AppEnv {
  /** `staff` is set by `staffAuth` (server/src/http/staffGuard.ts) on staff routes only. */
  Variables: {
    propertyId: number;
    staff?: StaffUser;
    /** The client's address (security/clientAddress.ts), set for every request; read it with clientOf. */
    client?: string;
    /** The CSP sources of the inline scripts the answer's page runs (a server-rendered page: ./pageMeta.ts). */
    inlineScripts?: readonly string[];
  };
}
