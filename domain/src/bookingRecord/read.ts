import type {
  BlockRecord,
  BookingRecord,
  RecordNames,
  RecordServiceLine,
  RecordUnitgroupLine,
} from './record.ts';

/*
 * Reading a booking record (docs/rules.md#the-booking-record) without its schema: a browser that renders a record
 * (the one view) loads these, and zod only where a record is checked (record.ts).
 */

import { RECORD_LANGUAGES } from './languages.ts';

export { RECORD_LANGUAGES, type RecordLanguage } from './languages.ts';

/** Whether a record is a block (units out of sale), not a booking. */
export const isBlockRecord = (record: BookingRecord): record is BlockRecord => 'block' in record;

/** A record's unit group lines (a block has none). */
export const unitgroupLinesOf = (record: BookingRecord): readonly RecordUnitgroupLine[] =>
  isBlockRecord(record) ? [] : record.bookingUnitgroupList;

/** A record's service lines (a block has none). */
export const serviceLinesOf = (record: BookingRecord): readonly RecordServiceLine[] =>
  isBlockRecord(record) ? [] : record.bookingServiceList;

/**
 * A name of the record in `language`; else `fallback` (the name stored in the property's own language); else the
 * name in another language; '' when there is none.
 */
export function nameIn(
  names: RecordNames | null | undefined,
  language: string | null,
  fallback = '',
): string {
  const key = language?.slice(0, 2).toLowerCase();
  const own = key === 'en' || key === 'de' ? names?.[key] : undefined;
  return own || fallback || RECORD_LANGUAGES.map((l) => names?.[l]).find(Boolean) || '';
}
