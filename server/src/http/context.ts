import type { Sessions } from '../auth/sessions.ts';
import type { CatalogCache } from '../catalog/cache.ts';
import type { Database } from '../db/client.ts';
import type { GuessLimiter } from '../security/rateLimit.ts';

/** What the routes need, built once per app. */
export interface AppDeps {
  readonly database: Database;
  readonly catalogs: CatalogCache;
  readonly sessions: Sessions;
  readonly limiter: GuessLimiter;
  readonly now: () => Date;
  /** PAYMENT_SANDBOX_SWITCH: whether the sandbox's provider-kind switch route exists. */
  readonly paymentSandboxSwitch: boolean;
}

/** Hono variables set by the auth middleware. */
export interface AppEnv {
  Variables: { propertyId: number };
}
