import { amountDueNow, type RatePolicy } from '../rates/policy.ts';
import type { LedgerCard, LedgerEntry, LedgerKind } from './record.ts';

/*
 * docs/rules.md#the-payment-ledger: what happened to a booking's money, as a list of movements in the booking record:
 * each authorisation, capture, card hold, fee charge and refund, whether it succeeded or failed, with its amount,
 * time, provider and the provider's reference. Nothing else stores whether a booking is paid: "paid", "deposit
 * paid", "card held, nothing charged" and "€129 fee charged to the card" are what `paymentStatusOf` derives here.
 */

/** How a booking stands with its money, in one word a screen translates. */
export type PaymentState =
  | 'unpaid'
  | 'authorised'
  | 'cardHeld'
  | 'partlyPaid'
  | 'paid'
  | 'feeCharged'
  | 'refunded'
  | 'partlyRefunded';

/** What the ledger says of a booking's money; every reader shows this, none works it out again. */
export interface PaymentStatus {
  readonly state: PaymentState;
  /** What the guest has paid and not been given back: captures and fees less refunds (minor units). */
  readonly paid: number;
  /** Captured payments alone (deposit, prepayment, a payment the hotel recorded). */
  readonly captured: number;
  /** Authorised at the provider and not yet captured nor released: the hotel takes it later. */
  readonly authorised: number;
  /** Cancellation fees charged to the held card. */
  readonly feeCharged: number;
  readonly refunded: number;
  /** The last successful capture's time, or null. */
  readonly paidAt: string | null;
  /** The card held as the guarantee (its provider reference charges a fee later), or null. */
  readonly heldCard: (LedgerCard & { readonly reference: string; readonly provider: string }) | null;
  /** The card that paid or is held, as shown to people, or null. */
  readonly card: LedgerCard | null;
  /** The last movement that failed (a refused card...), when nothing succeeded after it. */
  readonly lastFailure: LedgerEntry | null;
  /** The total less what was paid (never below 0): what the guest still owes. */
  readonly open: number;
}

const succeeded = (e: LedgerEntry) => e.outcome === 'success';
const sum = (entries: readonly LedgerEntry[]) => entries.reduce((s, e) => s + e.amount, 0);

/**
 * docs/rules.md#the-payment-ledger: a booking's money as its ledger says it, for a booking that costs `total`: what
 * was paid (captures and fees less refunds), the card held, and one state: refunded (all of it given back),
 * partly refunded, a fee charged to the held card, paid (the total), partly paid (a deposit), card held with
 * nothing charged, or unpaid.
 */
export function paymentStatusOf(ledger: readonly LedgerEntry[], total: number): PaymentStatus {
  const ok = ledger.filter(succeeded);
  const of = (kind: LedgerKind) => ok.filter((e) => e.kind === kind);
  const captured = sum(of('capture'));
  const feeCharged = sum(of('fee'));
  const refunded = sum(of('refund'));
  const paid = Math.max(0, captured + feeCharged - refunded);
  const authorised = sum(openAuthorisations(ledger));
  const hold = of('hold').at(-1);
  const lastCapture = of('capture').at(-1);
  const last = ledger.at(-1);
  const withCard = [...ok].reverse().find((e) => e.card !== null);
  const state: PaymentState =
    refunded > 0 && paid === 0
      ? 'refunded'
      : refunded > 0
        ? 'partlyRefunded'
        : feeCharged > 0
          ? 'feeCharged'
          : captured > 0 && captured >= total
            ? 'paid'
            : captured > 0
              ? 'partlyPaid'
              : authorised > 0
                ? 'authorised'
                : hold
                  ? 'cardHeld'
                  : 'unpaid';
  return {
    state,
    paid,
    captured,
    authorised,
    feeCharged,
    refunded,
    paidAt: lastCapture?.at ?? null,
    heldCard:
      hold?.card != null ? { ...hold.card, reference: hold.reference, provider: hold.provider } : null,
    card: withCard?.card ?? null,
    lastFailure: last && !succeeded(last) ? last : null,
    open: Math.max(0, total - paid),
  };
}

/**
 * docs/payments.md#capturing-later: the authorisations that succeeded and were neither captured nor released, oldest
 * first. A capture or a release names its authorisation by the same reference (Stripe's intent) or by `of` (Adyen's
 * modifications have their own); the latest of each counts. A capture taking the money or under way, and a release
 * done or under way, settle it; one that failed leaves it open to try again.
 */
export function openAuthorisations(ledger: readonly LedgerEntry[]): readonly LedgerEntry[] {
  const latest = new Map<string, LedgerEntry>();
  for (const e of ledger) latest.set(`${e.kind} ${e.of ?? e.reference}`, e);
  const failed = (e: LedgerEntry | undefined) =>
    e !== undefined && (e.outcome === 'refused' || e.outcome === 'error');
  return ledger.filter((a) => {
    if (a.kind !== 'authorisation' || a.outcome !== 'success' || a.of !== null) return false;
    const release = latest.get(`authorisation ${a.reference}`);
    const capture = latest.get(`capture ${a.reference}`);
    return (release === a || failed(release)) && (capture === undefined || failed(capture));
  });
}

/**
 * docs/payments.md#cancelling-refunds-and-fees-at-the-provider: what a cancellation takes of each open authorisation
 * (`openAuthorisations`) to cover `owed`, the fee's part the captured money does not cover: oldest first, each up to
 * its amount. What is not taken of an authorisation is released; one nothing is taken of is released whole.
 */
export function authorisationsForFee(
  open: readonly LedgerEntry[],
  owed: number,
): readonly { readonly authorisation: LedgerEntry; readonly capture: number }[] {
  let left = Math.max(0, owed);
  return open.map((authorisation) => {
    const capture = Math.min(left, authorisation.amount);
    left -= capture;
    return { authorisation, capture };
  });
}

/** What a rate's terms ask before a booking is Confirmed: a payment, a card held as the guarantee, or nothing. */
export type TermsAsk = 'charge' | 'hold' | null;

/**
 * docs/rules.md#the-payment-ledger: what the rate's terms still ask before the booking may be Confirmed, whoever
 * confirms it: the part of its prepayment (all, or the deposit) not yet paid, or a card to hold when the rate asks for
 * a guarantee and neither a card is held nor anything paid. Null when the terms are met.
 */
export function termsOutstanding(
  policy: RatePolicy | undefined,
  total: number,
  status: Pick<PaymentStatus, 'paid' | 'heldCard'>,
): { readonly ask: Exclude<TermsAsk, null>; readonly amount: number } | null {
  if (!policy) return null;
  const due = amountDueNow(policy, total);
  if (due > 0) return status.paid >= due ? null : { ask: 'charge', amount: due - status.paid };
  if (policy.guarantee && status.heldCard === null && status.paid === 0) return { ask: 'hold', amount: 0 };
  return null;
}
