import type { CatalogCache } from '../catalog/cache.ts';
import type { Database } from '../db/client.ts';

/** What the booking path needs: the database, the catalogs and the one clock. */
export interface BookingDeps {
  readonly database: Database;
  readonly catalogs: CatalogCache;
  readonly now: () => Date;
}
