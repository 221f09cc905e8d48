import { randomBytes } from 'node:crypto';
import type { StaffPaymentBody } from '@venue/contract';
import { ErrorKey } from '@venue/contract';
import { BookingState } from '@venue/domain';
import { refuseBlock } from '../booking/lifecycle.ts';
import { insertBookingEvent } from '../db/bookingEventQueries.ts';
import { type BookingRow, bookingOfProperty, updateBooking } from '../db/bookingQueries.ts';
import type { Database } from '../db/client.ts';
import { writeWithRetry } from '../db/writeWithRetry.ts';
import { NotFound, StaleVersion, Unprocessable } from '../failures.ts';
import { paymentOf, withPayments } from './ledger.ts';

/** The states a booking takes a payment in: open ones (a deposit before confirming, the balance after). */
const PAYABLE = new Set<number>([
  BookingState.New,
  BookingState.Offered,
  BookingState.Optional,
  BookingState.Confirmed,
]);

/**
 * docs/rules.md#the-payment-ledger: a payment the hotel received itself (a transfer, cash, its card terminal) becomes
 * a capture of the booking's ledger, by the staff member, at the version they saw (else 409, nothing stored). It
 * cannot be more than is still open, and a canceled or closed booking takes none (422 with the reason).
 */
export async function recordStaffPayment(
  deps: { readonly database: Database; readonly now: () => Date },
  propertyId: number,
  bookingId: number,
  input: StaffPaymentBody & { readonly userId: number; readonly by: string },
): Promise<BookingRow> {
  return writeWithRetry(deps.database, async (db) => {
    const row = await bookingOfProperty(db, propertyId, bookingId);
    if (!row) throw new NotFound('No such booking');
    refuseBlock(row, 'payment');
    if (row.version !== input.version) {
      throw new StaleVersion('The booking was changed meanwhile', [
        { version: row.version, state: row.state },
      ]);
    }
    if (!PAYABLE.has(row.state)) {
      throw new Unprocessable(ErrorKey.validation, 'This booking takes no payment', [
        { path: 'amount', code: 'notPayable' },
      ]);
    }
    const open = paymentOf(row).open;
    if (input.amount > open) {
      throw new Unprocessable(ErrorKey.validation, 'The amount is more than is still open', [
        { path: 'amount', code: 'moreThanOpen', open },
      ]);
    }
    const now = deps.now();
    const data = withPayments(row, {
      kind: 'capture',
      amount: input.amount,
      currency: row.currency,
      at: now.toISOString(),
      provider: 'hotel',
      reference: `hotel_${randomBytes(9).toString('base64url')}`,
      outcome: 'success',
      method: input.method,
      by: input.by,
    });
    const next = await updateBooking(db, row.id, row.version, { data });
    if (!next) throw new StaleVersion('The booking was changed meanwhile');
    await insertBookingEvent(db, {
      bookingId: row.id,
      at: now,
      actor: 'staff',
      userId: input.userId,
      action: 'pay',
      fromState: row.state,
      toState: next.state,
      version: next.version,
      details: { paid: input.amount, currency: row.currency, method: input.method },
    });
    return next;
  });
}
