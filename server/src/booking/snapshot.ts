import { namesIn, RECORD_LANGUAGES, type RecordNames, type RecordRate, ratePolicyOf } from '@venue/domain';
import type { PropertyCatalog } from '../catalog/catalog.ts';

/*
 * docs/rules.md#the-booking-record: what the catalog said when a booking was priced, kept in its record so the
 * booking holds what was agreed after the catalog changes: the items', options', setups' and rates' names in
 * each language, and the rate's terms.
 */

/** A catalog row's `field` in each language the record keeps (its translation, else the stored text). */
export const namesOf = (row: object, field = 'name'): RecordNames => namesIn(row, field, RECORD_LANGUAGES);

/** A unit group's names, or none when it left the catalog. */
export const unitgroupNames = (catalog: PropertyCatalog, id: number): RecordNames => {
  const row = catalog.rows.unitgroups.find((u) => u.id === id);
  return row ? namesOf(row) : {};
};

/** A service's names, or none when it left the catalog. */
export const serviceNames = (catalog: PropertyCatalog, id: number): RecordNames => {
  const row = catalog.rows.services.find((s) => s.id === id);
  return row ? namesOf(row) : {};
};

/** A service option's names, or none when it left the catalog. */
export const optionNames = (catalog: PropertyCatalog, id: number): RecordNames => {
  const row = catalog.rows.serviceOptions.find((o) => o.id === id);
  return row ? namesOf(row) : {};
};

/** A seating setup's names; null without a setup or when it left the catalog. */
export const setupNames = (catalog: PropertyCatalog, id: number | null | undefined): RecordNames | null => {
  const row = id == null ? undefined : catalog.rows.setups.find((s) => s.id === id);
  return row ? namesOf(row) : null;
};

/** A rate plan's names and terms; null without a rate or when it left the catalog. */
export function rateSnapshot(catalog: PropertyCatalog, id: number | null | undefined): RecordRate | null {
  const row = id == null ? undefined : catalog.rows.rateplans.find((r) => r.id === id);
  return row ? { id: row.id, names: namesOf(row), policy: ratePolicyOf(row) } : null;
}

/**
 * The booking reason with its names, so staff, mails and the .ics name it as booked; a reason that left the catalog
 * keeps the names it was stored with (a stored booking re-priced), else none.
 */
export function reasonSnapshot(
  catalog: PropertyCatalog,
  reason: { readonly id: number; readonly names?: RecordNames } | null,
): { id: number; names: RecordNames } | null {
  if (!reason) return null;
  const row = catalog.rows.bookingreasons.find((r) => r.id === reason.id);
  return { id: reason.id, names: row ? namesOf(row) : (reason.names ?? {}) };
}
