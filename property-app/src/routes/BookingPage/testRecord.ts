import { type BookingRecord, parseBookingRecord } from '@venue/domain';

/** A line of a test booking: what the test cares about; the rest is filled in. */
type LineParts = Readonly<Record<string, unknown>>;

/**
 * A booking record for the page's tests, checked by the domain's schema like every stored one: the lines and
 * fields given, on a default booking of property 1 (a line without a price is on request).
 */
export function testRecord(parts: {
  readonly bookingUnitgroupList?: readonly LineParts[];
  readonly bookingServiceList?: readonly LineParts[];
  readonly [field: string]: unknown;
}): BookingRecord {
  const line = (l: LineParts) => ({ item: '', price: null, currency: 'EUR', rateplan: null, vat: [], ...l });
  return parseBookingRecord({
    propertyId: 1,
    start: '2026-12-23 08:00',
    end: '2026-12-23 18:00',
    startdate: '2026-12-23',
    enddate: '2026-12-23',
    booker: { lastname: 'Test', email: 'test@example.org' },
    total: 0,
    ...parts,
    bookingUnitgroupList: (parts.bookingUnitgroupList ?? []).map((l) => ({
      unitgroup: { id: 1 },
      itemcount: 1,
      ...line(l),
    })),
    bookingServiceList: (parts.bookingServiceList ?? []).map((l) => ({
      service: { id: 1 },
      itemcount: 1,
      ...line(l),
    })),
  });
}
