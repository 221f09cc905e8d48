import { ErrorKey } from '@venue/contract';
import { type LedgerEntryInput, openAuthorisations } from '@venue/domain';
import { refuseBlock } from '../booking/lifecycle.ts';
import { insertBookingEvent } from '../db/bookingEventQueries.ts';
import { type BookingRow, bookingOfProperty, updateBooking } from '../db/bookingQueries.ts';
import { writeWithRetry } from '../db/writeWithRetry.ts';
import { NotFound, StaleVersion, Unprocessable } from '../failures.ts';
import { type AuthorisationAction, settleOne } from './authorisations.ts';
import { ledgerOf, withPayments } from './ledger.ts';
import { paymentProviderOf } from './providerConfig.ts';
import type { ProviderDeps } from './providerDeps.ts';

/*
 * docs/payments.md#capturing-later: a property that captures later has its bookers' payments authorised only; the
 * hotel takes the money (captures) or lets it go (releases) from the booking, within the provider's authorisation
 * period. The provider is asked first, outside the database transaction; the movement is then written to the
 * ledger at the version the staff member saw. Stripe answers at once; Adyen accepts and tells the end by its
 * notification, so the ledger shows the capture (or release) under way until then, and the notification completes
 * it (counted once: the same reference).
 */

/** The history's word for each (docs/api.md#staff-actions-on-a-booking). */
export const AUTHORISATION_ACTIONS: Readonly<Record<AuthorisationAction, string>> = {
  capture: 'capturePayment',
  release: 'releasePayment',
};

const nothingAuthorised = () =>
  new Unprocessable(ErrorKey.paymentNothingAuthorised, 'No payment of this booking waits to be captured');

/**
 * Captures or releases the booking's open authorisations at their provider (all of them: a booking has one as a
 * rule), at the version the user saw (else 409); 422 `error.payment.nothingauthorised` when none is open.
 */
export async function settleAuthorisations(
  deps: ProviderDeps,
  propertyId: number,
  bookingId: number,
  input: { readonly action: AuthorisationAction; readonly version: number; readonly userId: number },
): Promise<BookingRow> {
  const row = await deps.database.run((db) => bookingOfProperty(db, propertyId, bookingId));
  if (!row) throw new NotFound('No such booking');
  refuseBlock(row, AUTHORISATION_ACTIONS[input.action]);
  if (row.version !== input.version)
    throw new StaleVersion('The booking was changed meanwhile', [{ version: row.version, state: row.state }]);
  const open = openAuthorisations(ledgerOf(row));
  if (open.length === 0) throw nothingAuthorised();
  const setup = await deps.database.run((db) => paymentProviderOf(db, propertyId, deps));
  const entries: LedgerEntryInput[] = [];
  for (const authorisation of open)
    entries.push(
      await settleOne(deps, setup, authorisation, {
        action: input.action,
        // One request per booking, authorisation and action: a retry (a double click, a timeout) asks once.
        idempotencyKey: `${input.action}.${row.id}.${authorisation.reference}`,
      }),
    );
  const now = deps.now();
  return writeWithRetry(deps.database, async (db) => {
    const fresh = await bookingOfProperty(db, propertyId, bookingId);
    if (!fresh || fresh.version !== row.version)
      throw new StaleVersion('The booking was changed meanwhile', [
        { version: fresh?.version, state: fresh?.state },
      ]);
    const next = await updateBooking(db, row.id, row.version, { data: withPayments(row, ...entries) });
    if (!next) throw new StaleVersion('The booking was changed meanwhile');
    await insertBookingEvent(db, {
      bookingId: row.id,
      at: now,
      actor: 'staff',
      userId: input.userId,
      action: AUTHORISATION_ACTIONS[input.action],
      fromState: row.state,
      toState: next.state,
      version: next.version,
      // What was taken, or let go (at Adyen: asked for, until its notification).
      details: {
        [input.action === 'capture' ? 'captured' : 'released']: open.reduce((s, a) => s + a.amount, 0),
        currency: row.currency,
      },
    });
    return next;
  });
}
