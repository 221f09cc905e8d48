import { loadCatalogRows } from '../db/catalogQueries.ts';
import type { Database } from '../db/client.ts';
import { buildCatalog, type PropertyCatalog } from './catalog.ts';

/**
 * Catalogs per property, kept for a short time: the offer changes rarely (there is no admin API yet),
 * and every list and availability call needs it.
 */
export class CatalogCache {
  readonly #entries = new Map<number, { at: number; value: Promise<PropertyCatalog | null> }>();

  constructor(
    private readonly database: Database,
    private readonly ttlMs = 30_000,
  ) {}

  /** Drops a property's catalog so the next read sees changed settings. */
  forget(propertyId: number): void {
    this.#entries.delete(propertyId);
  }

  get(propertyId: number): Promise<PropertyCatalog | null> {
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
