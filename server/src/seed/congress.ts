import { BookingCategory, BookingState, dayIn, parseBookingRecord } from '@venue/domain';
import { hashToken, newBookingCode, newToken } from '../auth/tokens.ts';
import { historyRow } from '../booking/lifecycle.ts';
import { insertBookingEvent } from '../db/bookingEventQueries.ts';
import { insertBooking } from '../db/bookingQueries.ts';
import type { Db } from '../db/client.ts';
import { insertGroup } from '../db/groupQueries.ts';
import type { CongressSeed } from './types.ts';

/*
 * docs/rules.md#group-blocks: the demo congress. The organiser's group booking (category group, Confirmed, no lines
 * of its own: the congress's rooms are its block) and its group with one definite block of rooms at a negotiated
 * price, its nights some days after the seed's today, so attendees can always pick up from it with its code.
 */

/** Writes the congress of a property being seeded; `ids` resolve the seed's codes. */
export async function writeCongress(
  db: Db,
  propertyId: number,
  currency: string,
  congress: CongressSeed,
  ids: { readonly unitgroup: number; readonly rateplan: number },
  today: Date,
): Promise<void> {
  const day = (offset: number) => dayIn(today, 'UTC').add({ days: offset }).toString();
  const first = day(congress.fromDay);
  const departure = day(congress.fromDay + congress.nights);
  const eventName = `${congress.eventName} ${first.slice(0, 4)}`;
  const data = parseBookingRecord({
    propertyId,
    start: `${first} 08:00`,
    end: `${departure} 18:00`,
    startdate: first,
    enddate: departure,
    currency,
    bookingcategory: { id: BookingCategory.Group },
    booker: congress.booker,
    people: congress.units * 2,
    eventtitle: eventName,
    description: congress.description,
    language: congress.language,
    request: false,
    type: 'reservation',
    total: 0,
  });
  const row = await insertBooking(db, {
    propertyId,
    internalId: newBookingCode(),
    // The organiser reaches the booking through the hotel: the token is never handed out.
    tokenHash: hashToken(newToken()),
    state: BookingState.Confirmed,
    origin: 'reservation',
    currency,
    total: 0,
    startAt: new Date(`${first}T08:00:00Z`),
    endAt: new Date(`${departure}T18:00:00Z`),
    data,
    createdAt: today,
  });
  await insertBookingEvent(db, historyRow(null, row, { action: 'reserve', actor: 'system', at: today }));
  await insertGroup(
    db,
    {
      propertyId,
      eventName,
      organiserBookingId: row.id,
      organiserName: congress.organiserName,
      pickupCode: congress.pickupCode,
    },
    [
      {
        unitgroupId: ids.unitgroup,
        rateplanId: ids.rateplan,
        unitPrice: congress.unitPrice,
        currency,
        // Confirmed with the hotel when it was agreed: the seed starts it definite (its rooms are free then).
        status: 'definite',
        release: { kind: 'daysBefore', days: congress.releaseDaysBefore },
        nights: Array.from({ length: congress.nights }, (_, i) => ({
          night: day(congress.fromDay + i),
          units: congress.units,
        })),
      },
    ],
  );
}
