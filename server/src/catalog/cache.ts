import { loadCatalogRows } from '../db/catalogQueries.ts';
import type { Database } from '../db/client.ts';
import { CATALOG_CHANNEL } from '../db/resourceQueries.ts';
import { buildCatalog, type PropertyCatalog } from './catalog.ts';

/**
 * Catalogs per property, kept for a short time: every list and availability call needs one. A change through
 * the resource API (docs/api.md#resources) is heard on every server process (LISTEN on the catalog channel,
 * started with the first read) and drops the property's catalog at once; the time limit only backs that up.
 */
export class CatalogCache {
  readonly #entries = new Map<number, { at: number; value: Promise<PropertyCatalog | null> }>();
  #listening: Promise<unknown> | null = null;

  constructor(
    private readonly database: Database,
    private readonly ttlMs = 30_000,
  ) {}

  /** Drops a property's catalog so the next read sees changed settings. */
  forget(propertyId: number): void {
    this.#entries.delete(propertyId);
  }

  get(propertyId: number): Promise<PropertyCatalog | null> {
    this.#listening ??= this.database
      .listen(CATALOG_CHANNEL, (payload) => this.forget(Number(payload)))
      .catch((error: Error) => {
        console.error('catalog cache: cannot listen for changes', error.message);
        this.#listening = null;
      });
    const now = Date.now();
    const hit = this.#entries.get(propertyId);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = this.database
      .run((db) => loadCatalogRows(db, propertyId))
      .then((rows) => (rows ? buildCatalog(rows) : null));
    value.catch(() => this.#entries.delete(propertyId));
    this.#entries.set(propertyId, { at: now, value });
    return value;
  }
}
