import { createHash, randomBytes } from 'node:crypto';
import { type DropInResponse, ErrorKey, type PaymentResultBody, type PaymentSession } from '@venue/contract';
import type { LedgerEntryInput, LedgerKind, LedgerOutcome } from '@venue/domain';
import { eq } from 'drizzle-orm';
import type { PropertyCatalog } from '../catalog/catalog.ts';
import type { BookingRow } from '../db/bookingQueries.ts';
import {
  completePayment,
  type PaymentRow,
  paymentByRef,
  setProviderCard,
  setProviderIds,
} from '../db/paymentQueries.ts';
import * as t from '../db/schema.ts';
import { NotFound, Refused } from '../failures.ts';
import type { AdyenError, AdyenPayment, AdyenPaymentMethodData } from './adyen/adapter.ts';
import { applyProviderMovement } from './lateMovements.ts';
import { adyenOf, stripeOf } from './providerClients.ts';
import { type PaymentProviderConfig, paymentProviderOf } from './providerConfig.ts';
import type { ProviderDeps } from './providerDeps.ts';
import { merchantReferenceOf, parseMerchantReference } from './providerReference.ts';
import { RESULT_CODE, type SandboxOutcome } from './sandbox.ts';
import { attemptTerms, openAttempt, resultOf, sessionOf, startAttempt } from './service.ts';
import type { StripeCard, StripeGuaranteeResult, StripePaymentResult } from './stripe/adapter.ts';

/*
 * docs/payments.md#paying-at-a-provider: a booking paid (or its card held) at the property's real provider. The
 * server opens the attempt and computes what is due, as for the sandbox; the provider's own fields take the card in
 * the booker's browser (Stripe's Payment Element, Adyen's drop-in), so no card number reaches us. How the attempt
 * ended is asked of the provider (Stripe) or answered by it (Adyen's /payments), written to the booking's ledger the
 * way its webhooks are (applyProviderMovement: each movement once, whoever tells it first), and a payment or held
 * card that succeeds confirms the booking. Every request to a provider carries an idempotency key made from the
 * attempt, so a retry after a timeout never charges twice.
 */

/** What the provider flows need besides the booking path's: the provider set-up and where to reach it. */
type StripeSetup = Extract<PaymentProviderConfig, { provider: 'stripe' }>;
type AdyenSetup = Extract<PaymentProviderConfig, { provider: 'adyen' }>;

/** The provider did not take the request (unreachable, refused our credentials, its own error): nothing was paid. */
const providerFailed = (provider: string, message: string) =>
  new Refused(ErrorKey.paymentProviderFailed, `${provider}: ${message}`, [{ provider }]);

const setupOf = (deps: ProviderDeps, propertyId: number) =>
  deps.database.run((db) => paymentProviderOf(db, propertyId, deps));

/**
 * POST /api/payment/sandbox/session: the attempt of a booking and key at the property's provider, started once. At
 * Stripe it is a PaymentIntent (a payment) or a SetupIntent (a card held as the guarantee) whose client secret the
 * Payment Element confirms; at Adyen the drop-in pays through our routes (adyenPayment).
 */
export async function startPayment(
  deps: ProviderDeps,
  row: BookingRow,
  catalog: PropertyCatalog,
  idempotencyKey: string,
  returnPath = '/',
): Promise<PaymentSession> {
  const setup = await setupOf(deps, row.propertyId);
  if (setup.provider === 'sandbox') return startAttempt(deps, row, catalog, idempotencyKey);
  const testMode = setup.mode === 'test';
  if (setup.provider === 'adyen') {
    const attempt = await openAttempt(deps, row, catalog, idempotencyKey, {
      kind: 'adyen',
      provider: 'adyen',
    });
    const countryCode = await countryOf(deps, row.propertyId);
    return sessionOf(attempt, testMode, {
      provider: 'adyen',
      clientKey: setup.clientKey,
      environment: setup.mode,
      countryCode,
      session: await adyenSessionOf(deps, setup, row, attempt, countryCode, returnPath),
    });
  }
  const attempt = await openAttempt(deps, row, catalog, idempotencyKey, {
    kind: 'stripe',
    provider: 'stripe',
  });
  const clientSecret = await stripeIntentOf(deps, setup, row, attempt);
  return sessionOf(attempt, testMode, {
    provider: 'stripe',
    publishableKey: setup.publishableKey,
    clientSecret,
    accountId: setup.accountId,
  });
}

/** The property's country from its address (ISO 3166 alpha-2), or null. */
async function countryOf(deps: ProviderDeps, propertyId: number): Promise<string | null> {
  const [found] = await deps.database.run((db) =>
    db.select({ address: t.property.address }).from(t.property).where(eq(t.property.id, propertyId)),
  );
  const country = found?.address.country?.toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(country) ? country : null;
}

/** The booking a Stripe object belongs to (its metadata), for the webhooks to find it. */
const stripeMetadataOf = (row: BookingRow, attempt: PaymentRow) => ({
  propertyId: String(row.propertyId),
  bookingId: String(row.id),
  attemptRef: attempt.ref,
});

/** The client secret of the attempt's intent: made once (the attempt's key makes a repeat the same request). */
async function stripeIntentOf(
  deps: ProviderDeps,
  setup: StripeSetup,
  row: BookingRow,
  attempt: PaymentRow,
): Promise<string> {
  const stripe = stripeOf(setup, deps.paymentEndpoints);
  const idempotencyKey = `${attempt.ref}.create`;
  if (attempt.purpose === 'hold') {
    const made = attempt.transactionId
      ? await stripe.retrieveGuarantee(attempt.transactionId)
      : await stripe.createGuarantee({
          metadata: stripeMetadataOf(row, attempt),
          currency: attempt.currency,
          idempotencyKey,
        });
    if (!made.setupIntentId || !made.clientSecret)
      throw providerFailed('stripe', made.failure?.message ?? 'no SetupIntent');
    if (!attempt.transactionId)
      await deps.database.run((db) =>
        setProviderIds(db, attempt.id, {
          transactionId: made.setupIntentId ?? '',
          providerCustomer: made.customerId,
        }),
      );
    return made.clientSecret;
  }
  const made = attempt.transactionId
    ? await stripe.retrieve(attempt.transactionId)
    : await stripe.createPayment({
        amount: attempt.amount,
        currency: attempt.currency,
        // docs/payments.md#capturing-later: authorised only, when the property captures later.
        capture: setup.capture,
        metadata: stripeMetadataOf(row, attempt),
        idempotencyKey,
      });
  if (!made.intentId || !made.clientSecret)
    throw providerFailed('stripe', made.failure?.message ?? 'no PaymentIntent');
  if (!attempt.transactionId)
    await deps.database.run((db) => setProviderIds(db, attempt.id, { transactionId: made.intentId ?? '' }));
  return made.clientSecret;
}

/** How an attempt ended, in the words of the attempt's status (and the answer's detail). */
type Ended = Exclude<SandboxOutcome, 'unknown'>;

/** An answer for an attempt still under way at the provider (the booker has not finished, or it is processing). */
const underWay = (detail: 'pending' | 'canceled'): PaymentResultBody =>
  resultOf({ status: detail } as PaymentRow);

/**
 * POST /api/payment/result: how the booker's attempt at a real provider ended, asked of the provider (Stripe) once
 * the browser says it is done (Adyen: with the session's result the drop-in gave), and written to the ledger as its
 * webhook would. Other attempts are finished by their own routes: their stored result is the answer.
 */
export async function providerResult(
  deps: ProviderDeps,
  row: BookingRow,
  ref: string,
  adyenSession?: { readonly id: string; readonly result: string },
): Promise<PaymentResultBody> {
  const found = await deps.database.run((db) => paymentByRef(db, ref));
  if (!found || found.payment.bookingId !== row.id) throw new NotFound('No such payment');
  const attempt = found.payment;
  if (attempt.status !== 'open') return resultOf(attempt);
  if (attempt.provider === 'adyen' && adyenSession)
    return adyenSessionResult(deps, row, attempt, adyenSession);
  if (attempt.provider !== 'stripe') return resultOf(attempt);
  if (!attempt.transactionId) return underWay('canceled');
  const setup = await setupOf(deps, row.propertyId);
  if (setup.provider !== 'stripe') throw providerFailed('stripe', 'the property no longer pays with Stripe');
  const stripe = stripeOf(setup, deps.paymentEndpoints);
  if (attempt.purpose === 'hold') {
    const held = await stripe.retrieveGuarantee(attempt.transactionId);
    return settleStripe(deps, row, attempt, guaranteeEnd(held), {
      kind: 'hold',
      amount: 0,
      reference: attempt.transactionId,
      card: held.card,
      providerCard: { providerCustomer: held.customerId, providerMethod: held.paymentMethodId },
    });
  }
  const paid = await stripe.retrieve(attempt.transactionId);
  const { end, kind } = paymentEnd(paid);
  return settleStripe(deps, row, attempt, end, {
    kind,
    amount: kind === 'authorisation' ? paid.amountCapturable : paid.amountReceived || paid.amount,
    reference: attempt.transactionId,
    card: paid.card,
    providerCard: null,
  });
}

/** Where a PaymentIntent stands, as an attempt's end (null: not ended yet) and the ledger's kind of movement. */
function paymentEnd(paid: StripePaymentResult): { end: Ended | 'open' | 'abandoned'; kind: LedgerKind } {
  switch (paid.status) {
    case 'succeeded':
      return { end: 'success', kind: 'capture' };
    case 'requires_capture':
      return { end: 'success', kind: 'authorisation' };
    case 'refused':
      return { end: 'refused', kind: 'capture' };
    case 'canceled':
      return { end: 'canceled', kind: 'capture' };
    case 'processing':
    case 'requires_action':
      return { end: 'open', kind: 'capture' };
    case 'requires_payment_method':
      return { end: 'abandoned', kind: 'capture' };
    default:
      throw providerFailed('stripe', paid.failure?.message ?? 'the payment could not be read');
  }
}

function guaranteeEnd(held: StripeGuaranteeResult): Ended | 'open' | 'abandoned' {
  switch (held.status) {
    case 'succeeded':
      return 'success';
    case 'refused':
      return 'refused';
    case 'canceled':
      return 'canceled';
    case 'processing':
    case 'requires_action':
      return 'open';
    case 'requires_payment_method':
      return 'abandoned';
    default:
      throw providerFailed('stripe', held.failure?.message ?? 'the card could not be read');
  }
}

/** Writes an ended Stripe attempt: its movement to the ledger (once), then the attempt's result. */
async function settleStripe(
  deps: ProviderDeps,
  row: BookingRow,
  attempt: PaymentRow,
  end: Ended | 'open' | 'abandoned',
  movement: {
    kind: LedgerKind;
    amount: number;
    reference: string;
    card: StripeCard | null;
    providerCard: { providerCustomer: string | null; providerMethod: string | null } | null;
  },
): Promise<PaymentResultBody> {
  if (end === 'open') return underWay('pending');
  if (end === 'abandoned') return underWay('canceled');
  return settle(deps, row, attempt, end, {
    provider: 'stripe',
    eventId: `result.${movement.reference}.${end}`,
    kind: movement.kind,
    amount: movement.amount,
    reference: movement.reference,
    card: movement.card,
    providerCard: movement.providerCard,
  });
}

/** The ledger's outcome of an attempt's end. */
const OUTCOME: Readonly<Record<Ended, LedgerOutcome>> = {
  success: 'success',
  refused: 'refused',
  canceled: 'canceled',
  pending: 'pending',
  error: 'error',
};

/**
 * An ended attempt at a provider: its movement goes to the booking's ledger as a webhook's would (and confirms the
 * booking when it pays or holds), and the attempt keeps its result and card for the paid check and the dialog.
 */
async function settle(
  deps: ProviderDeps,
  row: BookingRow,
  attempt: PaymentRow,
  end: Ended,
  movement: {
    provider: 'stripe' | 'adyen';
    eventId: string;
    kind: LedgerKind;
    amount: number;
    reference: string;
    card: StripeCard | null;
    providerCard: { providerCustomer: string | null; providerMethod: string | null } | null;
  },
): Promise<PaymentResultBody> {
  const now = deps.now();
  const entry: LedgerEntryInput = {
    kind: movement.kind,
    amount: movement.amount,
    currency: attempt.currency,
    at: now.toISOString(),
    provider: movement.provider,
    reference: movement.reference,
    outcome: OUTCOME[end],
    card: movement.card,
  };
  await applyProviderMovement(deps, {
    provider: movement.provider,
    eventId: movement.eventId,
    eventType: 'result',
    propertyId: row.propertyId,
    bookingId: row.id,
    entry,
  });
  const completed = await deps.database.run(async (db) => {
    if (!attempt.transactionId) await setProviderIds(db, attempt.id, { transactionId: movement.reference });
    if (movement.providerCard) await setProviderCard(db, attempt.id, movement.providerCard);
    return completePayment(db, attempt.id, {
      status: end,
      resultCode: RESULT_CODE[end],
      completedAt: now,
      ...(movement.card
        ? { cardLast4: movement.card.last4, cardBrand: movement.card.brand, cardExpiry: movement.card.expiry }
        : {}),
    });
  });
  if (completed) return resultOf(completed);
  // Completed meanwhile (the same answer asked twice): what the first stored.
  const again = await deps.database.run((db) => paymentByRef(db, attempt.ref));
  return resultOf(again?.payment ?? attempt);
}

// --- Adyen: the drop-in pays through our routes (docs/api.md#payments) ---

/** A key for a request that moves no money (listing payment methods): unique, never repeated. */
const freshKey = (prefix: string) => `${prefix}.${randomBytes(12).toString('base64url')}`;

const adyenFailed = (error: AdyenError) => providerFailed('adyen', `${error.errorCode} ${error.message}`);

/** Adyen keeps a held card for a shopper: one per booking. */
const shopperOf = (row: BookingRow) => `venue-${row.propertyId}-${row.id}`;

/**
 * GET /api/payment/adyen/paymentmethods/{id} at an Adyen property: the methods Adyen offers for what is due, as its
 * /paymentMethods answers them (the drop-in shows them). Null for a property that does not pay with Adyen.
 */
export async function adyenMethods(deps: ProviderDeps, row: BookingRow, catalog: PropertyCatalog) {
  const setup = await setupOf(deps, row.propertyId);
  if (setup.provider !== 'adyen') return null;
  const terms = attemptTerms(row, catalog);
  const answer = await adyenOf(setup, deps.paymentEndpoints).paymentMethods({
    amount: terms.amount,
    currency: row.currency,
    idempotencyKey: freshKey('methods'),
  });
  if (answer.status === 'error') throw adyenFailed(answer);
  return { paymentMethods: answer.paymentMethods, storedPaymentMethods: answer.storedPaymentMethods };
}

/** Where the booker's browser comes back to after a redirect: the page, naming the attempt (`paymentRef`). */
function returnUrlOf(deps: ProviderDeps, path: string, attempt: PaymentRow): string {
  const back = new URL(path, `${deps.publicUrl}/`);
  back.searchParams.set('paymentRef', attempt.ref);
  return back.toString();
}

/**
 * The Checkout API session (Adyen's sessions flow) the drop-in pays the attempt in: what is due, our reference (the
 * notifications find the attempt by it), the card stored for the booking's shopper when it is held, authorised only
 * when the property captures later. Made once per attempt: its key makes a repeat (a reload) Adyen's first answer.
 */
async function adyenSessionOf(
  deps: ProviderDeps,
  setup: AdyenSetup,
  row: BookingRow,
  attempt: PaymentRow,
  countryCode: string | null,
  returnPath: string,
): Promise<{ id: string; sessionData: string }> {
  const hold = attempt.purpose === 'hold';
  const made = await adyenOf(setup, deps.paymentEndpoints).createSession({
    amount: attempt.amount,
    currency: attempt.currency,
    idempotencyKey: `${attempt.ref}.session.${createHash('sha256').update(returnPath).digest('base64url').slice(0, 12)}`,
    reference: referenceOf(row, attempt, setup),
    returnUrl: returnUrlOf(deps, returnPath, attempt),
    ...(hold ? { recurring: 'hold' as const, shopperReference: shopperOf(row) } : {}),
    ...(!hold && setup.capture === 'manual' ? { manualCapture: true } : {}),
    ...(countryCode ? { countryCode } : {}),
  });
  if (made.status === 'error') throw adyenFailed(made);
  return { id: made.id, sessionData: made.sessionData };
}

/**
 * POST /api/payment/result for an Adyen attempt the booker finished in the drop-in's session: Adyen tells how the
 * session ended (GET /sessions/{id} with the drop-in's `sessionResult`), and an authorised payment is written to the
 * ledger as its notification would be. The session must be the attempt's (its reference names it). A session still
 * under way (a pending method) is left to the notification.
 */
async function adyenSessionResult(
  deps: ProviderDeps,
  row: BookingRow,
  attempt: PaymentRow,
  session: { readonly id: string; readonly result: string },
): Promise<PaymentResultBody> {
  const setup = await setupOf(deps, row.propertyId);
  if (setup.provider !== 'adyen') throw providerFailed('adyen', 'the property no longer pays with Adyen');
  const ended = await adyenOf(setup, deps.paymentEndpoints).sessionResult(session.id, session.result);
  if (ended.status === 'error') throw adyenFailed(ended);
  const named = ended.reference ? parseMerchantReference(ended.reference) : null;
  if (named?.attemptRef !== attempt.ref || named.bookingId !== row.id) throw new NotFound('No such payment');
  const paid = ended.payments.find((p) => p.resultCode === 'Authorised' && p.pspReference);
  if (ended.status === 'completed' && paid) {
    const hold = attempt.purpose === 'hold';
    return settle(deps, row, attempt, 'success', {
      provider: 'adyen',
      eventId: `result.${paid.pspReference}.success`,
      kind: hold ? 'hold' : setup.capture === 'manual' ? 'authorisation' : 'capture',
      amount: hold ? 0 : (paid.amount?.value ?? attempt.amount),
      reference: paid.pspReference,
      card: ended.card,
      providerCard: hold
        ? { providerCustomer: shopperOf(row), providerMethod: ended.storedPaymentMethodId }
        : null,
    });
  }
  // Refused too often, abandoned or run out: this attempt pays no more (a new one starts a new session). Its refused
  // payments come to the ledger with their notifications; the attempt ends here.
  if (ended.status === 'refused' || ended.status === 'canceled' || ended.status === 'expired') {
    const end: Ended = ended.status === 'refused' ? 'refused' : 'canceled';
    const done = await deps.database.run((db) =>
      completePayment(db, attempt.id, { status: end, resultCode: RESULT_CODE[end], completedAt: deps.now() }),
    );
    return resultOf(done ?? attempt);
  }
  return underWay('pending');
}

/** What the drop-in sent with a payment (its state.data). */
export interface AdyenPaymentInput {
  readonly idempotencyKey: string;
  readonly paymentMethod: AdyenPaymentMethodData;
  readonly browserInfo?: Readonly<Record<string, unknown>> | undefined;
  readonly origin?: string | undefined;
  /** The path on this site the booker comes back to after a redirect. */
  readonly returnPath: string;
}

/**
 * POST /api/payment/adyen/payment at an Adyen property: Adyen's /payments for the attempt of the drop-in's key (what
 * is due computed here; a held card stored for the booking's shopper). Null for a property that does not pay with
 * Adyen. The answer is Adyen's result code, or its action (3-D Secure) for the drop-in to handle.
 */
export async function adyenPayment(
  deps: ProviderDeps,
  row: BookingRow,
  catalog: PropertyCatalog,
  input: AdyenPaymentInput,
): Promise<DropInResponse | null> {
  const setup = await setupOf(deps, row.propertyId);
  if (setup.provider !== 'adyen') return null;
  const attempt = await openAttempt(deps, row, catalog, input.idempotencyKey, {
    kind: 'adyen',
    provider: 'adyen',
  });
  if (attempt.status !== 'open')
    return { resultCode: RESULT_CODE[attempt.status as Ended] ?? 'Error', ref: attempt.ref };
  const hold = attempt.purpose === 'hold';
  // docs/payments.md#capturing-later: a payment (never a held card) is authorised only when the property captures later.
  const later = !hold && setup.capture === 'manual';
  const paid = await adyenOf(setup, deps.paymentEndpoints).payments({
    amount: attempt.amount,
    currency: attempt.currency,
    // One payment per attempt: the same key for a repeat of this request (a timeout), a new attempt for a new card.
    idempotencyKey: `${attempt.ref}.pay`,
    reference: referenceOf(row, attempt, setup),
    paymentMethod: input.paymentMethod,
    ...(later ? { manualCapture: true } : {}),
    returnUrl: returnUrlOf(deps, input.returnPath, attempt),
    ...(input.browserInfo ? { browserInfo: input.browserInfo as never } : {}),
    ...(input.origin ? { origin: input.origin } : {}),
    ...(hold ? { storePaymentMethod: true, shopperReference: shopperOf(row) } : {}),
  });
  return settleAdyen(deps, row, attempt, setup, paid);
}

/** The merchantReference of an attempt: its booking, purpose and our reference (providerReference.ts). */
const referenceOf = (row: BookingRow, attempt: PaymentRow, setup: AdyenSetup) =>
  merchantReferenceOf({
    propertyId: row.propertyId,
    bookingId: row.id,
    purpose: attempt.purpose === 'hold' ? 'hold' : 'charge',
    capture: attempt.purpose !== 'hold' && setup.capture === 'manual' ? 'manual' : 'auto',
    attemptRef: attempt.ref,
  });

/**
 * POST /api/payment/adyen/paymentdetails for an Adyen attempt: what the booker's browser brought back from the
 * redirect (or the drop-in's 3-D Secure 2 details), sent to Adyen's /payments/details.
 */
export async function adyenDetails(
  deps: ProviderDeps,
  row: BookingRow,
  attempt: PaymentRow,
  details: { readonly redirectResult?: string | undefined; readonly threeDSResult?: string | undefined },
): Promise<DropInResponse> {
  if (attempt.status !== 'open')
    return { resultCode: RESULT_CODE[attempt.status as Ended] ?? 'Error', ref: attempt.ref };
  const setup = await setupOf(deps, row.propertyId);
  if (setup.provider !== 'adyen') throw providerFailed('adyen', 'the property no longer pays with Adyen');
  const given = Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
  const paid = await adyenOf(setup, deps.paymentEndpoints).paymentDetails({
    // The same details are the same request: a repeat (a reload of the return page) asks Adyen once.
    idempotencyKey: `${attempt.ref}.d.${createHash('sha256').update(JSON.stringify(given)).digest('base64url').slice(0, 20)}`,
    details: given,
  });
  return settleAdyen(deps, row, attempt, setup, paid);
}

async function settleAdyen(
  deps: ProviderDeps,
  row: BookingRow,
  attempt: PaymentRow,
  setup: AdyenSetup,
  paid: AdyenPayment | AdyenError,
): Promise<DropInResponse> {
  if ('errorCode' in paid) throw adyenFailed(paid);
  if (paid.status === 'redirect')
    return { action: paid.action as DropInResponse['action'], ref: attempt.ref };
  const hold = attempt.purpose === 'hold';
  const end: Ended | null =
    paid.status === 'authorised'
      ? 'success'
      : paid.status === 'refused'
        ? 'refused'
        : paid.status === 'cancelled'
          ? 'canceled'
          : null;
  // Received or Pending: Adyen tells the end by a notification (webhooks are the truth).
  if (end === null || !paid.pspReference)
    return { resultCode: paid.resultCode ?? 'Received', ref: attempt.ref };
  await settle(deps, row, attempt, end, {
    provider: 'adyen',
    eventId: `result.${paid.pspReference}.${end}`,
    kind: hold ? 'hold' : setup.capture === 'manual' ? 'authorisation' : 'capture',
    amount: hold ? 0 : (paid.amount?.value ?? attempt.amount),
    reference: paid.pspReference,
    card: paid.card,
    providerCard: hold
      ? { providerCustomer: shopperOf(row), providerMethod: paid.storedPaymentMethodId }
      : null,
  });
  return { resultCode: RESULT_CODE[end], ref: attempt.ref };
}
