import { ErrorKey } from '@venue/contract';
import type { BookingDeps } from '../booking/deps.ts';
import { refuseBlock } from '../booking/lifecycle.ts';
import { insertBookingEvent } from '../db/bookingEventQueries.ts';
import { type BookingRow, bookingOfProperty } from '../db/bookingQueries.ts';
import { writeWithRetry } from '../db/writeWithRetry.ts';
import { NotFound, StaleVersion, Unprocessable } from '../failures.ts';
import { PAYMENT_REQUEST_ACTION } from '../mail/bookingMailKinds.ts';
import { paymentDueNow } from './service.ts';

/**
 * docs/api.md#staff-actions-on-a-booking: staff ask the booker to pay what is due now. At the version the user saw
 * (else 409), only when the booker could pay it now (else 422 `error.booking.nothingtopay`, nothing recorded): one
 * event in the booking's history, whose mail to the booker (docs/api.md#mails, `paymentRequest`) is queued with it
 * and sent by the mail queue after the commit. The booking itself does not change.
 */
export async function requestPayment(
  deps: Pick<BookingDeps, 'database' | 'catalogs' | 'now'>,
  propertyId: number,
  bookingId: number,
  input: { readonly version: number; readonly userId: number },
): Promise<BookingRow> {
  const catalog = await deps.catalogs.get(propertyId);
  if (!catalog) throw new NotFound('No such booking');
  return writeWithRetry(deps.database, async (db) => {
    const row = await bookingOfProperty(db, propertyId, bookingId);
    if (!row) throw new NotFound('No such booking');
    refuseBlock(row, PAYMENT_REQUEST_ACTION);
    if (row.version !== input.version) {
      throw new StaleVersion('The booking was changed meanwhile', [
        { version: row.version, state: row.state },
      ]);
    }
    const now = deps.now();
    const due = paymentDueNow(row, catalog, now);
    if (due === null) {
      throw new Unprocessable(ErrorKey.bookingNothingToPay, 'The booker cannot pay anything for it now', [
        { state: row.state },
      ]);
    }
    await insertBookingEvent(db, {
      bookingId: row.id,
      at: now,
      actor: 'staff',
      userId: input.userId,
      action: PAYMENT_REQUEST_ACTION,
      fromState: row.state,
      toState: row.state,
      version: row.version,
      details: { amount: due, currency: row.currency },
    });
    return row;
  });
}
