import { randomBytes } from 'node:crypto';
import { ErrorKey } from '@venue/contract';
import type { LedgerEntry, LedgerEntryInput, LedgerOutcome } from '@venue/domain';
import type { BookingRow } from '../db/bookingQueries.ts';
import type { Db } from '../db/client.ts';
import {
  completePayment,
  type PaymentRow,
  paymentByTransaction,
  setProviderIds,
  upsertPaymentAttempt,
} from '../db/paymentQueries.ts';
import { Refused } from '../failures.ts';
import type { AdyenPayment } from './adyen/adapter.ts';
import { ledgerOf, paymentOf } from './ledger.ts';
import { adyenOf, stripeOf } from './providerClients.ts';
import { type PaymentProviderConfig, paymentProviderOf } from './providerConfig.ts';
import type { ProviderDeps } from './providerDeps.ts';
import { merchantReferenceOf } from './providerReference.ts';
import { RESULT_CODE } from './sandbox.ts';
import { chargeHeldCard, refundEntry } from './service.ts';
import type { StripePaymentStatus } from './stripe/adapter.ts';

/*
 * docs/payments.md#guarantees-and-cancellation-fees: the money a cancellation moves, at the provider that took it. A
 * fee is charged to the card held at Stripe (an off-session PaymentIntent for the saved customer and payment method)
 * or Adyen (a ContAuth payment with the stored card); what was paid beyond the fee goes back to the payments it came
 * from. The sandbox's bookings keep the sandbox's own charge and refund. These calls are made before the booking's
 * transaction, never inside it (PGlite has one connection: a slow provider would hold the database), and each carries
 * the caller's idempotency key, so a retried cancellation of the same version gets the providers' first answers
 * instead of a second charge or refund.
 */

type StripeSetup = Extract<PaymentProviderConfig, { provider: 'stripe' }>;
type AdyenSetup = Extract<PaymentProviderConfig, { provider: 'adyen' }>;
type Provider = 'stripe' | 'adyen';

const isProvider = (provider: string | undefined): provider is Provider =>
  provider === 'stripe' || provider === 'adyen';

const providerFailed = (provider: string, message: string) =>
  new Refused(ErrorKey.paymentProviderFailed, `${provider}: ${message}`, [{ provider }]);

/** The property's set-up at `provider`, or a refusal when it no longer pays there (its keys are gone). */
async function setupAt<P extends Provider>(
  deps: ProviderDeps,
  booking: BookingRow,
  provider: P,
): Promise<Extract<PaymentProviderConfig, { provider: P }>> {
  const setup = await deps.database.run((db) => paymentProviderOf(db, booking.propertyId, deps));
  if (setup.provider !== provider)
    throw providerFailed(provider, `the property no longer pays with ${provider}`);
  return setup as Extract<PaymentProviderConfig, { provider: P }>;
}

/** Thrown to roll back the sandbox's refused fee (the booking stays as it was, so does its payments' list). */
class RolledBack extends Error {
  constructor(readonly entry: LedgerEntryInput) {
    super('the held card refused the fee');
  }
}

/**
 * docs/rules.md#rate-policies: charges a cancellation fee to the booking's held card, where it is held, and answers
 * the ledger's movement (kind fee; success, refused, pending or error). At Stripe and Adyen the attempt is recorded
 * (purpose fee) whatever it came to, as the provider saw it; the sandbox's attempt is kept only when it succeeded,
 * as before.
 */
export async function feeToHeldCard(
  deps: ProviderDeps,
  booking: BookingRow,
  amount: number,
  idempotencyKey: string,
): Promise<LedgerEntryInput> {
  const held = paymentOf(booking).heldCard;
  if (!held || !isProvider(held.provider)) return sandboxFee(deps, booking, amount);
  const hold = await deps.database.run((db) => paymentByTransaction(db, held.reference));
  if (
    !hold ||
    hold.bookingId !== booking.id ||
    hold.purpose !== 'hold' ||
    !hold.providerCustomer ||
    !hold.providerMethod
  )
    throw providerFailed(held.provider, 'the held card is not known at the provider');
  const attempt = await deps.database.run((db) =>
    upsertPaymentAttempt(db, {
      bookingId: booking.id,
      ref: `pay_${randomBytes(24).toString('base64url')}`,
      idempotencyKey,
      kind: held.provider,
      provider: held.provider,
      purpose: 'fee',
      amount,
      currency: booking.currency,
    }),
  );
  const card = { brand: held.brand, last4: held.last4, expiry: held.expiry };
  const charged =
    held.provider === 'stripe'
      ? await stripeFee(deps, booking, await setupAt(deps, booking, 'stripe'), hold, attempt)
      : await adyenFee(deps, booking, await setupAt(deps, booking, 'adyen'), hold, attempt);
  const entry: LedgerEntryInput = {
    kind: 'fee',
    amount,
    currency: booking.currency,
    at: deps.now().toISOString(),
    provider: held.provider,
    reference: charged.reference ?? attempt.ref,
    outcome: charged.outcome,
    card: charged.card ?? card,
  };
  await deps.database.run(async (db) => {
    if (charged.reference) await setProviderIds(db, attempt.id, { transactionId: charged.reference });
    // A retry of the same key finds the attempt completed: the provider answered it the same.
    await completePayment(db, attempt.id, {
      status: charged.outcome,
      resultCode: RESULT_CODE[charged.outcome],
      completedAt: deps.now(),
      cardLast4: entry.card?.last4 ?? null,
      cardBrand: entry.card?.brand ?? null,
      cardExpiry: entry.card?.expiry ?? null,
    });
  });
  return entry;
}

/** What a provider said of a fee: its outcome, its own id of the payment and the card it charged. */
interface Charged {
  readonly outcome: LedgerOutcome;
  readonly reference: string | null;
  readonly card: { brand: string; last4: string; expiry: string } | null;
}

/** The ledger's outcome of a Stripe status (a payment or a refund). */
function stripeOutcome(status: StripePaymentStatus): LedgerOutcome {
  switch (status) {
    case 'succeeded':
      return 'success';
    case 'processing':
      return 'pending';
    case 'canceled':
      return 'canceled';
    // Off session, a card whose issuer wants the booker to authenticate cannot be charged: nobody is there to.
    case 'requires_action':
    case 'requires_payment_method':
    case 'refused':
      return 'refused';
    default:
      return 'error';
  }
}

async function stripeFee(
  deps: ProviderDeps,
  booking: BookingRow,
  setup: StripeSetup,
  hold: PaymentRow,
  attempt: PaymentRow,
): Promise<Charged> {
  const paid = await stripeOf(setup, deps.paymentEndpoints).chargeOffSession({
    customer: hold.providerCustomer ?? '',
    paymentMethod: hold.providerMethod ?? '',
    amount: attempt.amount,
    currency: attempt.currency,
    metadata: {
      propertyId: String(booking.propertyId),
      bookingId: String(booking.id),
      attemptRef: attempt.ref,
    },
    idempotencyKey: attempt.idempotencyKey,
  });
  return { outcome: stripeOutcome(paid.status), reference: paid.intentId, card: paid.card };
}

/** The ledger's outcome of an Adyen payment's status. */
function adyenOutcome(status: AdyenPayment['status']): LedgerOutcome {
  switch (status) {
    case 'authorised':
      return 'success';
    case 'received':
    case 'pending':
      return 'pending';
    case 'cancelled':
      return 'canceled';
    // A card that wants the shopper (a redirect) cannot be charged with nobody there.
    case 'redirect':
    case 'refused':
      return 'refused';
    default:
      return 'error';
  }
}

async function adyenFee(
  deps: ProviderDeps,
  booking: BookingRow,
  setup: AdyenSetup,
  hold: PaymentRow,
  attempt: PaymentRow,
): Promise<Charged> {
  const paid = await adyenOf(setup, deps.paymentEndpoints).chargeStoredCard({
    amount: attempt.amount,
    currency: attempt.currency,
    idempotencyKey: attempt.idempotencyKey,
    shopperReference: hold.providerCustomer ?? '',
    storedPaymentMethodId: hold.providerMethod ?? '',
    // The AUTHORISATION notification of this payment finds the booking and records it as the fee it is.
    reference: merchantReferenceOf({
      propertyId: booking.propertyId,
      bookingId: booking.id,
      purpose: 'fee',
      capture: 'auto',
      attemptRef: attempt.ref,
    }),
    returnUrl: `${deps.publicUrl}/`,
  });
  if ('errorCode' in paid) return { outcome: 'error', reference: null, card: null };
  return { outcome: adyenOutcome(paid.status), reference: paid.pspReference, card: paid.card };
}

/**
 * The sandbox's fee (chargeHeldCard: the held test card decides), in a transaction of its own that is rolled back
 * when the card refuses, so that a refused fee leaves no attempt behind, as it did inside the cancellation's.
 */
async function sandboxFee(
  deps: ProviderDeps,
  booking: BookingRow,
  amount: number,
): Promise<LedgerEntryInput> {
  try {
    return await deps.database.run((db) =>
      db.transaction(async (tx) => {
        const entry = await chargeHeldCard(tx as unknown as Db, booking, amount, deps.now());
        if (entry.outcome !== 'success') throw new RolledBack(entry);
        return entry;
      }),
    );
  } catch (error) {
    if (error instanceof RolledBack) return error.entry;
    throw error;
  }
}

/** A part of a refund: given back to one capture (at its provider), or through the sandbox. */
type RefundPart =
  | { readonly at: Provider; readonly capture: LedgerEntry; readonly amount: number }
  | { readonly at: 'sandbox'; readonly amount: number };

/**
 * docs/rules.md#the-payment-ledger: gives `amount` back to whoever paid it, and answers the ledger's movements.
 * Captures are refunded newest first, each at its provider, until the amount is covered: at Stripe a refund of the
 * PaymentIntent (its outcome as Stripe says, the refund's id as the reference); at Adyen a refund of the payment,
 * which Adyen only accepts now: it is recorded pending under the refund's own pspReference, and the REFUND
 * notification records its success under the same reference. The ledger sums successful refunds alone
 * (paymentStatusOf), so the pending entry and the success after it count once. What the sandbox or the hotel took
 * goes back through the sandbox, as before (refundEntry). A refund a provider does not take stops here with nothing
 * written by us (the refunds it took already are its webhooks' to record); `idempotencyKey` is the base of each
 * part's key (`.{n}`), so the same call again refunds nothing twice.
 */
export async function refundToPayer(
  deps: ProviderDeps,
  booking: BookingRow,
  amount: number,
  idempotencyKey: string,
): Promise<LedgerEntryInput[]> {
  const parts = refundParts(booking, amount);
  // Every provider is checked before the first refund: a property that no longer pays there refunds nothing.
  const stripe = parts.some((p) => p.at === 'stripe') ? await setupAt(deps, booking, 'stripe') : null;
  const adyen = parts.some((p) => p.at === 'adyen') ? await setupAt(deps, booking, 'adyen') : null;
  const entries: LedgerEntryInput[] = [];
  let sandbox = 0;
  for (const [n, part] of parts.entries()) {
    const key = `${idempotencyKey}.${n}`;
    if (part.at === 'sandbox') sandbox += part.amount;
    else if (part.at === 'stripe' && stripe)
      entries.push(await stripeRefund(deps, booking, stripe, part, key));
    else if (part.at === 'adyen' && adyen) entries.push(await adyenRefund(deps, booking, adyen, part, key));
  }
  if (sandbox > 0) entries.push(refundEntry(booking, sandbox, deps.now()));
  return entries;
}

/**
 * docs/payments.md#provider-events: gives one capture at Stripe or Adyen back whole (a payment that arrived for a
 * booking already cancelled), as refundToPayer gives back each of its parts: Stripe's refund answers at once, Adyen's
 * is pending until its REFUND notification. `idempotencyKey` makes a repeat the provider's first answer.
 */
export async function refundCapture(
  deps: ProviderDeps,
  booking: BookingRow,
  capture: LedgerEntry,
  idempotencyKey: string,
): Promise<LedgerEntryInput> {
  if (!isProvider(capture.provider)) throw providerFailed(capture.provider, 'not a provider’s payment');
  const part = { at: capture.provider, capture, amount: capture.amount } as const;
  return part.at === 'stripe'
    ? stripeRefund(deps, booking, await setupAt(deps, booking, 'stripe'), part, idempotencyKey)
    : adyenRefund(deps, booking, await setupAt(deps, booking, 'adyen'), part, idempotencyKey);
}

/** The captures `amount` is given back to, newest first; what no Stripe or Adyen capture covers, the sandbox's. */
function refundParts(booking: BookingRow, amount: number): RefundPart[] {
  const parts: RefundPart[] = [];
  let left = amount;
  let sandbox = 0;
  const captures = ledgerOf(booking).filter((e) => e.kind === 'capture' && e.outcome === 'success');
  for (const capture of [...captures].reverse()) {
    if (left <= 0) break;
    const part = Math.min(left, capture.amount);
    left -= part;
    if (isProvider(capture.provider)) parts.push({ at: capture.provider, capture, amount: part });
    else sandbox += part;
  }
  sandbox += left;
  if (sandbox > 0) parts.push({ at: 'sandbox', amount: sandbox });
  return parts;
}

const refundOf = (
  part: Extract<RefundPart, { capture: LedgerEntry }>,
  at: Date,
  outcome: LedgerOutcome,
  reference: string,
): LedgerEntryInput => ({
  kind: 'refund',
  amount: part.amount,
  currency: part.capture.currency,
  at: at.toISOString(),
  provider: part.at,
  reference,
  outcome,
  card: part.capture.card,
});

async function stripeRefund(
  deps: ProviderDeps,
  booking: BookingRow,
  setup: StripeSetup,
  part: Extract<RefundPart, { capture: LedgerEntry }>,
  idempotencyKey: string,
): Promise<LedgerEntryInput> {
  const refunded = await stripeOf(setup, deps.paymentEndpoints).refund(part.capture.reference, {
    amount: part.amount,
    idempotencyKey,
    metadata: {
      propertyId: String(booking.propertyId),
      bookingId: String(booking.id),
      attemptRef: idempotencyKey,
    },
  });
  const outcome = stripeOutcome(refunded.status === 'requires_action' ? 'processing' : refunded.status);
  if (!refunded.refundId || (outcome !== 'success' && outcome !== 'pending'))
    throw providerFailed('stripe', refunded.failure?.message ?? `the refund is ${refunded.status}`);
  return refundOf(part, deps.now(), outcome, refunded.refundId);
}

async function adyenRefund(
  deps: ProviderDeps,
  booking: BookingRow,
  setup: AdyenSetup,
  part: Extract<RefundPart, { capture: LedgerEntry }>,
  idempotencyKey: string,
): Promise<LedgerEntryInput> {
  // The payment's own merchantReference, so that the REFUND notification finds the booking whichever Adyen names.
  const paid = await deps.database.run((db) => paymentByTransaction(db, part.capture.reference));
  const refunded = await adyenOf(setup, deps.paymentEndpoints).refund(part.capture.reference, {
    amount: part.amount,
    currency: part.capture.currency,
    idempotencyKey,
    reference: merchantReferenceOf({
      propertyId: booking.propertyId,
      bookingId: booking.id,
      purpose: 'charge',
      capture: 'auto',
      attemptRef: paid?.bookingId === booking.id ? paid.ref : `refund-${booking.version}`,
    }),
  });
  if ('errorCode' in refunded) throw providerFailed('adyen', `${refunded.errorCode} ${refunded.message}`);
  return refundOf(part, deps.now(), 'pending', refunded.pspReference);
}
