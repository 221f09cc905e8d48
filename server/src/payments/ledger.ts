import {
  type BookingData,
  BookingState,
  isBlockRecord,
  type LedgerEntry,
  type LedgerEntryInput,
  type PaymentStatus,
  parseBookingRecord,
  paymentStatusOf,
} from '@venue/domain';
import type { BookingRow } from '../db/bookingQueries.ts';

/*
 * docs/rules.md#the-payment-ledger: the server's side of the ledger: reading a stored booking's money from its record
 * and appending a movement to it. Nothing else on the server says whether a booking is paid.
 */

/** A stored booking's ledger, oldest first (a block has none). */
export const ledgerOf = (row: Pick<BookingRow, 'data'>): readonly LedgerEntry[] =>
  isBlockRecord(row.data) ? [] : row.data.payments;

/** A stored booking's money, as its ledger says it. */
export const paymentOf = (row: Pick<BookingRow, 'data' | 'total'>): PaymentStatus =>
  paymentStatusOf(ledgerOf(row), row.total);

/** The record of a stored booking with `entries` appended to its ledger (checked like every record written). */
export function withPayments(row: Pick<BookingRow, 'data'>, ...entries: LedgerEntryInput[]): BookingData {
  if (isBlockRecord(row.data)) throw new Error('a block has no payments');
  const next = parseBookingRecord({ ...row.data, payments: [...row.data.payments, ...entries] });
  if (isBlockRecord(next)) throw new Error('a booking became a block');
  return next;
}

/**
 * What a canceled booking cost its booker: what the hotel kept of the payments and fees after its refunds; null when
 * the booking is not canceled or kept nothing.
 */
export function cancellationFeeOf(row: Pick<BookingRow, 'data' | 'total' | 'state'>): number | null {
  if (row.state !== BookingState.Canceled) return null;
  const kept = paymentOf(row).paid;
  return kept > 0 ? kept : null;
}
