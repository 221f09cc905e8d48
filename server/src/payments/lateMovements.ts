import { BookingState, type LedgerEntry, type LedgerEntryInput, openAuthorisations } from '@venue/domain';
import { insertBookingEvent } from '../db/bookingEventQueries.ts';
import { type BookingRow, updateBooking } from '../db/bookingQueries.ts';
import { bookingById } from '../db/paymentQueries.ts';
import { writeWithRetry } from '../db/writeWithRetry.ts';
import { settleOne } from './authorisations.ts';
import { AUTHORISATION_ACTIONS } from './capture.ts';
import { ledgerOf, withPayments } from './ledger.ts';
import { paymentProviderOf } from './providerConfig.ts';
import type { ProviderDeps } from './providerDeps.ts';
import { refundCapture } from './providerMoney.ts';
import { type ProviderMovement, type ProviderMovementOutcome, recordProviderMovement } from './service.ts';

/*
 * docs/payments.md#provider-events: money that arrives for a booking already ended. The booker may close the tab
 * during 3-D Secure and cancel; the provider's event (or the result the browser asks for later) then reports a
 * payment for a booking that no longer wants it. An authorisation is released at once, a payment taken is refunded
 * whole, each at the provider first (outside the database transaction: PGlite has one connection), with a key made
 * from the provider's reference, then written to the ledger with a history row by the system.
 */

/** The states a booking has ended in: whatever is authorised or paid for it now is not wanted. */
const ENDED: readonly number[] = [BookingState.Canceled, BookingState.Deleted];

/** The history's word for a late payment given back (an authorisation released is `releasePayment`). */
const LATE_REFUND_ACTION = 'refundPayment';

/**
 * The one way a provider's movement reaches a booking (the webhooks, and the booker's result at Stripe and Adyen):
 * recorded once (recordProviderMovement), then, when it reserved or took money for a booking that has ended, that
 * money is released or refunded (settleLateMovement).
 */
export async function applyProviderMovement(
  deps: ProviderDeps,
  movement: ProviderMovement,
): Promise<ProviderMovementOutcome> {
  const recorded = await recordProviderMovement(deps, movement);
  if (recorded.outcome === 'applied')
    await settleLateMovement(deps, recorded.before, recorded.after, movement);
  return recorded.outcome;
}

/** What is to be done with a movement that reached an ended booking, or null when nothing. */
function lateOf(
  before: BookingRow,
  after: BookingRow,
  entry: LedgerEntryInput,
): { readonly action: 'release' | 'refund'; readonly entry: LedgerEntry } | null {
  if (!ENDED.includes(after.state) || entry.outcome !== 'success' || (entry.of ?? null) !== null) return null;
  const ours = (e: LedgerEntry) => e.provider === entry.provider && e.reference === entry.reference;
  if (entry.kind === 'authorisation') {
    const open = openAuthorisations(ledgerOf(after)).find(ours);
    return open ? { action: 'release', entry: open } : null;
  }
  if (entry.kind === 'capture') {
    // A capture of an authorisation the booking had (staff's, or a cancellation's fee) is the hotel's own: kept.
    if (ledgerOf(before).some((e) => ours(e) && e.kind === 'authorisation')) return null;
    const taken = ledgerOf(after).findLast((e) => ours(e) && e.kind === 'capture' && e.outcome === 'success');
    return taken ? { action: 'refund', entry: taken } : null;
  }
  return null;
}

/**
 * Releases an authorisation, or refunds a payment, that a provider reported for a booking already cancelled or
 * deleted. The key names the provider's reference (`late.{release|refund}.{reference}`): the same movement told
 * twice (the webhook and the booker's result) asks once. A provider that cannot be reached or refuses is logged and
 * the money left for staff (the booking's Release button), who see it in the booking's history (`writeLeftForStaff`);
 * the event is recorded already, so it is not tried again.
 */
async function settleLateMovement(
  deps: ProviderDeps,
  before: BookingRow,
  after: BookingRow,
  movement: ProviderMovement,
): Promise<void> {
  const late = lateOf(before, after, movement.entry);
  if (!late) return;
  const reference = late.entry.reference;
  try {
    const asked =
      late.action === 'release'
        ? await settleOne(
            deps,
            await deps.database.run((db) => paymentProviderOf(db, after.propertyId, deps)),
            late.entry,
            { action: 'release', idempotencyKey: `late.release.${reference}` },
          )
        : await refundCapture(deps, after, late.entry, `late.refund.${reference}`);
    await writeLate(deps, after.id, late.action, late.entry, asked);
  } catch (error) {
    console.error(
      `payments: booking ${after.id} has ended, but the ${late.action} of ${movement.provider} ${reference} failed; left for staff:`,
      error instanceof Error ? error.message : error,
    );
    // The webhook is still answered as received: its movement is recorded, so a redelivery would not ask again.
    await writeLeftForStaff(deps, after.id, late.action, late.entry).catch((failed: unknown) =>
      console.error(`payments: booking ${after.id}: the note for staff was not written:`, failed),
    );
  }
}

/** The history's words for money a provider did not let go or give back when asked (left for staff). */
const LEFT_ACTIONS = { release: 'releaseFailed', refund: 'refundFailed' } as const;

/**
 * Tells staff of money left on an ended booking: a history row by the system naming the amount
 * (docs/payments.md#provider-events). The movement's own write made the booking unseen in the staff's inbox.
 */
async function writeLeftForStaff(
  deps: ProviderDeps,
  bookingId: number,
  action: 'release' | 'refund',
  of: LedgerEntry,
): Promise<void> {
  const now = deps.now();
  await writeWithRetry(deps.database, async (db) => {
    const fresh = await bookingById(db, bookingId);
    if (!fresh) return;
    await insertBookingEvent(db, {
      bookingId: fresh.id,
      at: now,
      actor: 'system',
      userId: null,
      action: LEFT_ACTIONS[action],
      fromState: fresh.state,
      toState: fresh.state,
      version: fresh.version,
      details: { left: of.amount, currency: of.currency },
    });
  });
}

/** Writes the provider's answer to the ledger (unless it is there already) with the system's history row. */
async function writeLate(
  deps: ProviderDeps,
  bookingId: number,
  action: 'release' | 'refund',
  of: LedgerEntry,
  asked: LedgerEntryInput,
): Promise<void> {
  const now = deps.now();
  await writeWithRetry(deps.database, async (db) => {
    const fresh = await bookingById(db, bookingId);
    if (!fresh) return;
    // The provider's own event may have told it first (Stripe's payment_intent.canceled, say): written once.
    const known = ledgerOf(fresh).some(
      (e) =>
        e.provider === asked.provider &&
        e.reference === asked.reference &&
        e.kind === asked.kind &&
        e.outcome === asked.outcome,
    );
    const next = await updateBooking(db, fresh.id, fresh.version, {
      data: known ? fresh.data : withPayments(fresh, asked),
    });
    if (!next) throw new Error('the booking changed meanwhile');
    await insertBookingEvent(db, {
      bookingId: fresh.id,
      at: now,
      actor: 'system',
      userId: null,
      action: action === 'release' ? AUTHORISATION_ACTIONS.release : LATE_REFUND_ACTION,
      fromState: fresh.state,
      toState: next.state,
      version: next.version,
      // What was let go or given back (at Adyen: asked for, until its notification); late: it came after the end.
      details: {
        [action === 'release' ? 'released' : 'refunded']: of.amount,
        currency: of.currency,
        late: true,
      },
    });
  });
}
