import {
  BookingData,
  parseBookingRecord,
  RECORD_LANGUAGES,
  type RecordLanguage,
  type RecordNames,
} from '@venue/domain';
import { eq, sql } from 'drizzle-orm';
import { buildCatalog, type PropertyCatalog } from '../catalog/catalog.ts';
import { loadCatalogRows } from '../db/catalogQueries.ts';
import type { Database } from '../db/client.ts';
import { booking } from '../db/schema.ts';
import { optionNames, rateSnapshot, serviceNames, setupNames, unitgroupNames } from './snapshot.ts';

/*
 * docs/rules.md#the-booking-record: bookings stored before the record kept what was agreed (their lines without
 * names in each language, rate terms, setup and option names; the record without the booker's language) are
 * brought up to it once, at start, from the catalog as it is then (the closest to what was agreed that is left)
 * and the language the booking was made in. A row already upgraded is not touched again: the upgraded record
 * always has its `language` field. An entry that has left the catalog keeps the name stored with the line.
 */

/** A row the upgrade reads: its record as stored, and the language its link was made in. */
interface OldRow {
  readonly id: number;
  readonly propertyId: number;
  readonly data: unknown;
  readonly language: string | null;
}

const recordLanguage = (language: string | null): RecordLanguage | null =>
  RECORD_LANGUAGES.find((l) => l === language?.slice(0, 2).toLowerCase()) ?? null;

/** The catalog's names, else the name stored with the line (in the property's own language). */
const namesOr = (names: RecordNames, item: string, own: RecordLanguage | null): RecordNames =>
  Object.keys(names).length > 0 || !item ? names : own ? { [own]: item } : {};

/** An old record brought up to the record's snapshot; null when it is no booking's (a block) or unreadable. */
export function upgradedRecord(row: OldRow, catalog: PropertyCatalog) {
  const parsed = BookingData.safeParse(row.data);
  if (!parsed.success) return null;
  const old = parsed.data;
  const own = recordLanguage(catalog.rows.property.defaultLanguage ?? null);
  return parseBookingRecord({
    ...old,
    language: recordLanguage(row.language),
    bookingUnitgroupList: old.bookingUnitgroupList.map((l) => ({
      ...l,
      names: namesOr(unitgroupNames(catalog, l.unitgroup.id), l.item, own),
      setupNames: setupNames(catalog, l.setup?.id),
      rate: rateSnapshot(catalog, l.rateplan?.id),
    })),
    bookingServiceList: old.bookingServiceList.map((l) => ({
      ...l,
      names: namesOr(serviceNames(catalog, l.service.id), l.item, own),
      serviceOptionList: l.serviceOptionList.map((o) => ({
        serviceOption: o.serviceOption,
        names: optionNames(catalog, o.serviceOption.id),
      })),
    })),
  });
}

/**
 * Upgrades every booking whose record predates the snapshot (see above); answers how many it upgraded. A record
 * it cannot read is left as it is and named in the log.
 */
export async function upgradeBookingRecords(database: Database): Promise<number> {
  const result = await database.run((db) =>
    db.execute(sql`
      select b.id, b.property_id as "propertyId", b.data, l.language
        from booking b left join booking_link l on l.booking_id = b.id
       where not (b.data ? 'block') and not (b.data ? 'language')
       order by b.id`),
  );
  const rows = (result as unknown as { rows: OldRow[] }).rows;
  const catalogs = new Map<number, PropertyCatalog | null>();
  let upgraded = 0;
  for (const row of rows) {
    if (!catalogs.has(row.propertyId)) {
      const loaded = await database.run((db) => loadCatalogRows(db, row.propertyId));
      catalogs.set(row.propertyId, loaded ? buildCatalog(loaded) : null);
    }
    const catalog = catalogs.get(row.propertyId);
    const record = catalog ? upgradedRecord(row, catalog) : null;
    if (!record) {
      console.error(`booking ${row.id}: its record could not be upgraded; left as it is`);
      continue;
    }
    await database.run((db) => db.update(booking).set({ data: record }).where(eq(booking.id, row.id)));
    upgraded += 1;
  }
  return upgraded;
}
