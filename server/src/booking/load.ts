import type { PricingPayload } from '@venue/contract';
import { isBlockRecord } from '@venue/domain';
import type { PropertyCatalog } from '../catalog/catalog.ts';
import type { BookingRow } from '../db/bookingQueries.ts';
import { NotFound } from '../failures.ts';
import { loadHolds } from '../inventory/availability.ts';
import { checkPayload, lineWindows } from './check.ts';
import type { BookingDeps } from './deps.ts';
import type { BookingInputs } from './evaluate.ts';

/*
 * The first of the booking path's three steps (load → decide → write), for guests, bookers and staff alike: what
 * deciding a booking reads, read once. Deciding (booking/evaluate.ts, booking/newBooking.ts) reads no database, and
 * writing is one transaction (booking/service.ts).
 */

/** The property's catalog (from the cache), or 404. */
export async function catalogOf(deps: BookingDeps, propertyId: number): Promise<PropertyCatalog> {
  const catalog = await deps.catalogs.get(propertyId);
  if (!catalog) throw new NotFound('Unknown property');
  return catalog;
}

/**
 * Checks the payload's references and dates (docs/rules.md#stay-rules: dates out of the property's rules are
 * refused before the database is asked), then loads the holds of the other bookings on its unit groups in one query
 * (without those of `own`, the booking being rewritten).
 */
export async function loadBookingInputs(
  deps: BookingDeps,
  catalog: PropertyCatalog,
  payload: PricingPayload,
  own: Pick<BookingRow, 'id' | 'data'> | null,
  seller: 'guest' | 'staff' | 'attendee' = 'guest',
): Promise<BookingInputs> {
  const now = deps.now();
  // A reason deactivated since the booking named it stays valid on it.
  const keptReasonId = own && !isBlockRecord(own.data) ? (own.data.bookingreason?.id ?? null) : null;
  const when = checkPayload(catalog, payload, now, keptReasonId);
  const holds = await loadHolds(
    deps.database,
    catalog,
    payload.bookingUnitgroupList.map((l) => l.unitgroup.id),
    lineWindows(payload),
    own?.id ?? null,
    now,
  );
  return { catalog, payload, when, holds, now, seller };
}
