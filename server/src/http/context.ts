import type { LoginLimiter } from '../auth/loginLimiter.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { StaffUser } from '../auth/staffGuard.ts';
import type { StaffSessions } from '../auth/staffSessions.ts';
import type { CatalogCache } from '../catalog/cache.ts';
import type { Database } from '../db/client.ts';
import type { GuessLimiter } from '../security/rateLimit.ts';

/** What the routes need, built once per app. */
export interface AppDeps {
  readonly database: Database;
  readonly catalogs: CatalogCache;
  readonly sessions: Sessions;
  /** Staff logins (property app). */
  readonly staffSessions: StaffSessions;
  /** Failed staff logins per account and client, counted in the database. */
  readonly loginLimiter: LoginLimiter;
  readonly limiter: GuessLimiter;
  readonly now: () => Date;
  /** PAYMENT_SANDBOX_SWITCH: whether the sandbox's provider-kind switch route exists. */
  readonly paymentSandboxSwitch: boolean;
}

/** Hono variables set by the auth middleware. */
export interface AppEnv {
  /** `staff` is set by `staffAuth` (server/src/auth/staffGuard.ts) on staff routes only. */
  Variables: { propertyId: number; staff?: StaffUser };
}
