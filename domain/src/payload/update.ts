import type { BookingPayload, BookingServiceLine, BookingUnitgroupLine } from '../model/entities.ts';

/** An update sends only what changed, and always the booking's id and version (docs/api.md#update-a-booking). */
export type BookingUpdatePayload = Partial<BookingPayload> & {
  readonly id: number;
  readonly version: number;
};

/** Structural equality of JSON-like values (key order does not matter). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  const ak = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const bk = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ak.length !== bk.length) return false;
  return ak.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

// Prices are the server's to compute; only the property app (staff) sends them (docs/api.md#update-a-booking).
const PRICE_FIELDS = [
  'price',
  'priceinvalid',
  'currency',
  'rateplan',
  'vat',
  'minimumSalesAddPrice',
  'minimumSalesResultPrice',
];

function withoutPrices<T extends BookingUnitgroupLine | BookingServiceLine>(lines: readonly T[]): T[] {
  return lines.map((line) => {
    const copy: Record<string, unknown> = { ...line };
    for (const field of PRICE_FIELDS) delete copy[field];
    return copy as T;
  });
}

const LIST_FIELDS = new Set(['bookingUnitgroupList', 'bookingServiceList']);

/**
 * The update of an existing booking (docs/api.md#update-a-booking "Updates send only changed fields, always with id and
 * version, and in the property app also price, currency and rateplan"). Outside the property app the
 * lines' prices are neither compared nor sent. Throws when the booking has no id or version (it would
 * be a creation, not an update).
 */
export function bookingUpdatePayload(
  original: BookingPayload,
  next: BookingPayload,
  options: { readonly propertyApp?: boolean } = {},
): BookingUpdatePayload {
  const id = next.id ?? original.id;
  const version = next.version ?? original.version;
  if (id === undefined || version === undefined)
    throw new Error('an update needs the booking id and version');
  const changed: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(original), ...Object.keys(next)]);
  for (const key of keys) {
    if (key === 'id' || key === 'version') continue;
    let before = (original as unknown as Record<string, unknown>)[key];
    let after = (next as unknown as Record<string, unknown>)[key];
    if (LIST_FIELDS.has(key) && !options.propertyApp) {
      before = withoutPrices((before ?? []) as BookingServiceLine[]);
      after = withoutPrices((after ?? []) as BookingServiceLine[]);
    }
    if (!deepEqual(before, after) && after !== undefined) changed[key] = after;
  }
  return { ...(changed as Partial<BookingPayload>), id, version };
}
