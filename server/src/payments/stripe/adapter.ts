import Stripe from 'stripe';

/*
 * The Stripe adapter (issue 39): our payment calls in Stripe's terms, and Stripe's answers in ours. Every call that
 * moves money takes the caller's idempotency key, so a retried request (a timeout, a double click) gets Stripe's first
 * answer instead of a second charge (docs.stripe.com/api/idempotent_requests). Failures come back as results, not
 * throws: a decline, a card that needs the booker, or Stripe being unreachable are outcomes the booking flow decides
 * on (docs/payments.md), and a thrown library error would leak Stripe's shapes past this file.
 */

/** Where a Stripe payment stands, in the words the booking flow decides on. */
export type StripePaymentStatus =
  | 'succeeded'
  | 'requires_capture'
  | 'requires_action'
  | 'requires_payment_method'
  | 'processing'
  | 'canceled'
  | 'refused'
  | 'error';

/** A card as the ledger keeps it (domain LedgerCard): brand, last four digits, expiry 'MM/YY'. */
export interface StripeCard {
  brand: string;
  last4: string;
  expiry: string;
}

/** What the booker's browser must do next: follow a redirect (3-D Secure), or let Stripe.js handle it. */
export type StripeNextAction =
  | { type: 'redirect'; url: string; clientSecret: string | null }
  | { type: 'use_stripe_sdk'; clientSecret: string | null };

/** Why a call did not succeed. */
export interface StripeFailure {
  kind:
    | 'card_declined'
    | 'authentication_required'
    | 'invalid_request'
    | 'idempotency'
    | 'authentication'
    | 'permission'
    | 'rate_limit'
    | 'connection'
    | 'api';
  /** Stripe's error code (docs.stripe.com/error-codes), e.g. 'card_declined'. */
  code: string | null;
  /** The issuer's reason for a decline (docs.stripe.com/declines/codes), e.g. 'insufficient_funds'. */
  declineCode: string | null;
  message: string;
  /**
   * Whether calling again with the same idempotency key may still give an answer: the request may or may not have
   * reached Stripe (timeout, connection), or Stripe asked us to come back (rate limit, its own error).
   */
  retryable: boolean;
}

/** A PaymentIntent (a payment, an authorisation or a fee) as the booking flow sees it. */
export interface StripePaymentResult {
  status: StripePaymentStatus;
  intentId: string | null;
  chargeId: string | null;
  paymentMethodId: string | null;
  customerId: string | null;
  /** Minor units. */
  amount: number;
  amountCapturable: number;
  amountReceived: number;
  currency: string | null;
  /** For the browser's Payment Element (never logged, never stored in the booking). */
  clientSecret: string | null;
  card: StripeCard | null;
  nextAction: StripeNextAction | null;
  declineCode: string | null;
  failure: StripeFailure | null;
  /** Stripe answered from its idempotency store: this is the result of an earlier identical request. */
  replayed: boolean;
}

/** A refund as the booking flow sees it. */
export interface StripeRefundResult {
  status: StripePaymentStatus;
  refundId: string | null;
  intentId: string;
  amount: number;
  currency: string | null;
  failure: StripeFailure | null;
  replayed: boolean;
}

/** A card held as a guarantee: a Customer and a SetupIntent for off-session use. */
export interface StripeGuaranteeResult {
  status: StripePaymentStatus;
  customerId: string | null;
  setupIntentId: string | null;
  paymentMethodId: string | null;
  clientSecret: string | null;
  card: StripeCard | null;
  nextAction: StripeNextAction | null;
  declineCode: string | null;
  failure: StripeFailure | null;
  replayed: boolean;
}

/** The booking a payment belongs to, written on every Stripe object so webhooks lead back to it. */
export interface StripeBookingMetadata {
  propertyId: string;
  bookingId: string;
  /** Our attempt's reference (the payment row's ref), to find the attempt an event concerns. */
  attemptRef: string;
}

/** What a payment is for, kept in metadata.purpose so a webhook tells a fee from a payment. */
export type StripePurpose = 'payment' | 'guarantee' | 'fee' | 'refund';

export interface StripeAdapterOptions {
  secretKey: string;
  /** Another API base than api.stripe.com, e.g. the stand-in's http://127.0.0.1:PORT. */
  apiBase?: string;
  /** The library's request timeout; default its own (80 s). */
  timeoutMs?: number;
  /** Retries the library makes itself, with the same idempotency key; default its own. */
  maxNetworkRetries?: number;
  /** A connected account (acct_…) every call is made for (the Stripe-Account header), if any. */
  accountId?: string;
}

/** The parts of a request every call that moves money shares. */
interface Keyed {
  /** Ours, per attempt and action: the same key for a retry of the same request, a new one for a new request. */
  idempotencyKey: string;
}

export interface CreatePaymentInput extends Keyed {
  amount: number;
  currency: string;
  /** 'manual' authorises only; capture() takes the money later. */
  capture: 'automatic' | 'manual';
  metadata: StripeBookingMetadata;
  /** A payment method to confirm with at once (server-side); without it the browser's Payment Element confirms. */
  paymentMethod?: string;
  customer?: string;
  /** Where 3-D Secure sends the booker back; without it a card that asks is left to Stripe.js (use_stripe_sdk). */
  returnUrl?: string;
}

export interface CreateGuaranteeInput extends Keyed {
  metadata: StripeBookingMetadata;
  /** The booking's currency: a SetupIntent has none, but the ledger's hold entry needs one. */
  currency: string;
  email?: string;
  name?: string;
  paymentMethod?: string;
  returnUrl?: string;
}

export interface ChargeOffSessionInput extends Keyed {
  customer: string;
  paymentMethod: string;
  amount: number;
  currency: string;
  metadata: StripeBookingMetadata;
}

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v == null ? null : typeof v === 'string' ? v : v.id;

/** The card of an expanded payment method, as the ledger keeps it. */
function cardOf(pm: string | Stripe.PaymentMethod | null | undefined): StripeCard | null {
  if (!pm || typeof pm === 'string' || !pm.card) return null;
  const { brand, last4, exp_month, exp_year } = pm.card;
  return {
    brand,
    last4,
    expiry: `${String(exp_month).padStart(2, '0')}/${String(exp_year % 100).padStart(2, '0')}`,
  };
}

/** Our status of a PaymentIntent's (docs.stripe.com/payments/paymentintents/lifecycle). */
function intentStatus(intent: Stripe.PaymentIntent): StripePaymentStatus {
  // Stripe's status type admits future values (OtherString), so each known one is named.
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'requires_capture':
      return 'requires_capture';
    case 'requires_action':
      return 'requires_action';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'canceled';
    case 'requires_payment_method':
      // After a failed attempt Stripe returns the intent to requires_payment_method with the reason.
      return intent.last_payment_error ? 'refused' : 'requires_payment_method';
    case 'requires_confirmation':
      // We confirm whenever we have a payment method, so only the browser can still confirm it.
      return 'requires_payment_method';
    default:
      return 'error';
  }
}

function setupStatus(setup: Stripe.SetupIntent): StripePaymentStatus {
  switch (setup.status) {
    case 'succeeded':
      return 'succeeded';
    case 'requires_action':
      return 'requires_action';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'canceled';
    case 'requires_payment_method':
      return setup.last_setup_error ? 'refused' : 'requires_payment_method';
    case 'requires_confirmation':
      return 'requires_payment_method';
    default:
      return 'error';
  }
}

function nextActionOf(
  next: Stripe.PaymentIntent.NextAction | Stripe.SetupIntent.NextAction | null,
  clientSecret: string | null,
): StripeNextAction | null {
  if (!next) return null;
  if (next.type === 'redirect_to_url' && next.redirect_to_url?.url) {
    return { type: 'redirect', url: next.redirect_to_url.url, clientSecret };
  }
  return { type: 'use_stripe_sdk', clientSecret };
}

/** Whether the answer came from Stripe's idempotency store (header Idempotent-Replayed). */
function replayedOf(response: {
  lastResponse?: { headers?: Record<string, string | string[] | undefined> };
}) {
  return response.lastResponse?.headers?.['idempotent-replayed'] === 'true';
}

function paymentOf(intent: Stripe.PaymentIntent, replayed: boolean, failure: StripeFailure | null = null) {
  const lastError = intent.last_payment_error;
  const status = intentStatus(intent);
  return {
    status,
    intentId: intent.id,
    chargeId: idOf(intent.latest_charge),
    paymentMethodId: idOf(intent.payment_method) ?? idOf(lastError?.payment_method),
    customerId: idOf(intent.customer),
    amount: intent.amount,
    amountCapturable: intent.amount_capturable,
    amountReceived: intent.amount_received,
    // Stripe spells currencies in lower case, our bookings and ledger as ISO 4217 does ('EUR').
    currency: intent.currency.toUpperCase(),
    clientSecret: intent.client_secret,
    card: cardOf(intent.payment_method) ?? cardOf(lastError?.payment_method),
    nextAction: status === 'requires_action' ? nextActionOf(intent.next_action, intent.client_secret) : null,
    declineCode: failure?.declineCode ?? lastError?.decline_code ?? null,
    failure,
    replayed,
  } satisfies StripePaymentResult;
}

/** A Stripe library error as our failure (docs.stripe.com/error-handling). */
function failureOf(error: unknown): StripeFailure {
  if (!(error instanceof Stripe.errors.StripeError)) {
    return {
      kind: 'api',
      code: null,
      declineCode: null,
      message: error instanceof Error ? error.message : String(error),
      retryable: false,
    };
  }
  const base = { code: error.code ?? null, declineCode: error.decline_code ?? null, message: error.message };
  if (error instanceof Stripe.errors.StripeCardError) {
    const kind = error.code === 'authentication_required' ? 'authentication_required' : 'card_declined';
    return { ...base, kind, retryable: false };
  }
  if (error instanceof Stripe.errors.StripeConnectionError)
    return { ...base, kind: 'connection', retryable: true };
  if (error instanceof Stripe.errors.StripeRateLimitError)
    return { ...base, kind: 'rate_limit', retryable: true };
  if (error instanceof Stripe.errors.StripeIdempotencyError)
    return { ...base, kind: 'idempotency', retryable: false };
  if (error instanceof Stripe.errors.StripeAuthenticationError) {
    return { ...base, kind: 'authentication', retryable: false };
  }
  if (error instanceof Stripe.errors.StripePermissionError)
    return { ...base, kind: 'permission', retryable: false };
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return { ...base, kind: 'invalid_request', retryable: false };
  }
  // StripeAPIError and the rest: Stripe's own trouble; its idempotency layer makes a retry with the same key safe.
  return { ...base, kind: 'api', retryable: (error.statusCode ?? 500) >= 500 };
}

/** The outcome of a failed PaymentIntent call: the intent Stripe sent with the error when it sent one. */
function failedPayment(error: unknown): StripePaymentResult {
  const failure = failureOf(error);
  const intent = error instanceof Stripe.errors.StripeError ? error.payment_intent : undefined;
  if (intent) {
    const result = paymentOf(intent, false, failure);
    const card =
      result.card ?? (error instanceof Stripe.errors.StripeError ? cardOf(error.payment_method) : null);
    // docs.stripe.com/payments/save-and-reuse#charge-saved-payment-method: an off-session charge the issuer wants
    // authenticated needs the booker back on session, with this intent's client secret.
    if (failure.kind === 'authentication_required') {
      return {
        ...result,
        status: 'requires_action',
        card,
        nextAction: { type: 'use_stripe_sdk', clientSecret: intent.client_secret },
      };
    }
    return { ...result, status: failure.kind === 'card_declined' ? 'refused' : 'error', card };
  }
  return {
    status: failure.kind === 'card_declined' ? 'refused' : 'error',
    intentId: null,
    chargeId: null,
    paymentMethodId: null,
    customerId: null,
    amount: 0,
    amountCapturable: 0,
    amountReceived: 0,
    currency: null,
    clientSecret: null,
    card: null,
    nextAction: null,
    declineCode: failure.declineCode,
    failure,
    replayed: false,
  };
}

const metadataOf = (
  m: StripeBookingMetadata,
  purpose: StripePurpose,
  extra: Record<string, string> = {},
) => ({
  propertyId: m.propertyId,
  bookingId: m.bookingId,
  attemptRef: m.attemptRef,
  purpose,
  ...extra,
});

/** The library's options for an API base such as http://127.0.0.1:4242 (host, port and protocol apart). */
function baseOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const base = new URL(apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

// The payment method is expanded so a result carries the card's brand, last four digits and expiry without a
// second request (docs.stripe.com/api/expanding_objects).
const EXPAND = ['payment_method'];

/** The Stripe calls of the booking flow, each mapped to our results. */
export function stripeAdapter(options: StripeAdapterOptions) {
  const stripe = new Stripe(options.secretKey, {
    ...baseOptions(options.apiBase),
    ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
    ...(options.maxNetworkRetries === undefined ? {} : { maxNetworkRetries: options.maxNetworkRetries }),
    // Stripe's usage metrics go with the next request; nothing we need to send.
    telemetry: false,
    ...(options.accountId ? { stripeAccount: options.accountId } : {}),
  });

  async function paymentCall(call: () => Promise<Stripe.Response<Stripe.PaymentIntent>>) {
    try {
      const intent = await call();
      return paymentOf(intent, replayedOf(intent));
    } catch (error) {
      return failedPayment(error);
    }
  }

  /** A PaymentIntent; with a payment method it is confirmed at once, else the browser confirms its client secret. */
  function createPayment(input: CreatePaymentInput): Promise<StripePaymentResult> {
    const confirming = input.paymentMethod !== undefined;
    return paymentCall(() =>
      stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          capture_method: input.capture,
          metadata: metadataOf(input.metadata, 'payment'),
          // Cards and the wallets enabled in the Dashboard; a server-side confirmation without a return URL cannot
          // follow a redirecting method, so it is told not to offer one.
          automatic_payment_methods:
            confirming && !input.returnUrl ? { enabled: true, allow_redirects: 'never' } : { enabled: true },
          ...(input.customer ? { customer: input.customer } : {}),
          ...(confirming ? { payment_method: input.paymentMethod, confirm: true } : {}),
          ...(confirming && input.returnUrl ? { return_url: input.returnUrl } : {}),
          expand: EXPAND,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
  }

  /** Takes an authorised payment (all of it, or `amount` of it; the rest is released). */
  function capture(intentId: string, input: Keyed & { amount?: number }): Promise<StripePaymentResult> {
    return paymentCall(() =>
      stripe.paymentIntents.capture(
        intentId,
        { ...(input.amount === undefined ? {} : { amount_to_capture: input.amount }), expand: EXPAND },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
  }

  /** Cancels a payment not taken yet: releases an authorisation, or ends an unpaid intent. */
  function cancel(intentId: string, input: Keyed): Promise<StripePaymentResult> {
    return paymentCall(() =>
      stripe.paymentIntents.cancel(intentId, { expand: EXPAND }, { idempotencyKey: input.idempotencyKey }),
    );
  }

  /** Gives money back: all of what is left (no amount) or part of it. */
  async function refund(
    intentId: string,
    input: Keyed & { amount?: number; metadata?: StripeBookingMetadata },
  ): Promise<StripeRefundResult> {
    try {
      const r = await stripe.refunds.create(
        {
          payment_intent: intentId,
          ...(input.amount === undefined ? {} : { amount: input.amount }),
          // The refund's own events (refund.created, refund.updated) find the booking by it.
          ...(input.metadata ? { metadata: metadataOf(input.metadata, 'refund') } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return {
        status: refundStatus(r.status),
        refundId: r.id,
        intentId,
        amount: r.amount,
        currency: r.currency.toUpperCase(),
        failure: null,
        replayed: replayedOf(r),
      };
    } catch (error) {
      const failure = failureOf(error);
      return {
        status: failure.kind === 'card_declined' ? 'refused' : 'error',
        refundId: null,
        intentId,
        amount: 0,
        currency: null,
        failure,
        replayed: false,
      };
    }
  }

  /** Reads an intent again, e.g. when the booker comes back from 3-D Secure (reads need no idempotency key). */
  function retrieve(intentId: string): Promise<StripePaymentResult> {
    return paymentCall(() => stripe.paymentIntents.retrieve(intentId, { expand: EXPAND }));
  }

  function guaranteeOf(
    customerId: string | null,
    setup: Stripe.SetupIntent,
    replayed: boolean,
    failure: StripeFailure | null = null,
  ): StripeGuaranteeResult {
    const status = failure?.kind === 'card_declined' ? 'refused' : setupStatus(setup);
    const lastError = setup.last_setup_error;
    return {
      status,
      customerId,
      setupIntentId: setup.id,
      paymentMethodId: idOf(setup.payment_method) ?? idOf(lastError?.payment_method),
      clientSecret: setup.client_secret,
      card: cardOf(setup.payment_method) ?? cardOf(lastError?.payment_method),
      nextAction: status === 'requires_action' ? nextActionOf(setup.next_action, setup.client_secret) : null,
      declineCode: failure?.declineCode ?? lastError?.decline_code ?? null,
      failure,
      replayed,
    };
  }

  const failedGuarantee = (error: unknown, customerId: string | null): StripeGuaranteeResult => {
    const failure = failureOf(error);
    const setup = error instanceof Stripe.errors.StripeError ? error.setup_intent : undefined;
    if (setup && customerId) return guaranteeOf(customerId, setup, false, failure);
    return {
      status: failure.kind === 'card_declined' ? 'refused' : 'error',
      customerId,
      setupIntentId: null,
      paymentMethodId: null,
      clientSecret: null,
      card: null,
      nextAction: null,
      declineCode: failure.declineCode,
      failure,
      replayed: false,
    };
  };

  /**
   * Holds a card without charging it (docs/payments.md#guarantees-and-cancellation-fees): a Customer to keep the
   * card, and a SetupIntent for off-session use that the browser confirms (or we do, given a payment method).
   * One idempotency key covers both requests: each gets it with its own suffix, so a retry replays both.
   */
  async function createGuarantee(input: CreateGuaranteeInput): Promise<StripeGuaranteeResult> {
    const metadata = metadataOf(input.metadata, 'guarantee', { currency: input.currency.toLowerCase() });
    let customerId: string | null = null;
    try {
      const customer = await stripe.customers.create(
        {
          metadata,
          ...(input.email ? { email: input.email } : {}),
          ...(input.name ? { name: input.name } : {}),
        },
        { idempotencyKey: `${input.idempotencyKey}:customer` },
      );
      customerId = customer.id;
      const confirming = input.paymentMethod !== undefined;
      const setup = await stripe.setupIntents.create(
        {
          customer: customer.id,
          usage: 'off_session',
          metadata,
          automatic_payment_methods:
            confirming && !input.returnUrl ? { enabled: true, allow_redirects: 'never' } : { enabled: true },
          ...(confirming ? { payment_method: input.paymentMethod, confirm: true } : {}),
          ...(confirming && input.returnUrl ? { return_url: input.returnUrl } : {}),
          expand: EXPAND,
        },
        { idempotencyKey: `${input.idempotencyKey}:setup` },
      );
      return guaranteeOf(customer.id, setup, replayedOf(setup) && replayedOf(customer));
    } catch (error) {
      return failedGuarantee(error, customerId);
    }
  }

  /** Reads a guarantee's SetupIntent again (after 3-D Secure, or to learn the payment method the browser saved). */
  async function retrieveGuarantee(setupIntentId: string): Promise<StripeGuaranteeResult> {
    try {
      const setup = await stripe.setupIntents.retrieve(setupIntentId, { expand: EXPAND });
      return guaranteeOf(idOf(setup.customer), setup, false);
    } catch (error) {
      return failedGuarantee(error, null);
    }
  }

  /**
   * Charges a held card while the booker is away (a cancellation fee). A card whose issuer wants the booker to
   * authenticate is not a throw: it comes back 'requires_action' with decline code 'authentication_required'.
   */
  function chargeOffSession(input: ChargeOffSessionInput): Promise<StripePaymentResult> {
    return paymentCall(() =>
      stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          customer: input.customer,
          payment_method: input.paymentMethod,
          off_session: true,
          confirm: true,
          metadata: metadataOf(input.metadata, 'fee'),
          expand: EXPAND,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
  }

  return {
    createPayment,
    capture,
    cancel,
    refund,
    retrieve,
    createGuarantee,
    retrieveGuarantee,
    chargeOffSession,
  };
}

/**
 * The adapter's functions (one Stripe account).
 * @public the payment flows hold one per property once they are wired to Stripe (issue 39).
 */
export type StripeAdapter = ReturnType<typeof stripeAdapter>;

function refundStatus(status: string | null): StripePaymentStatus {
  switch (status) {
    case 'succeeded':
    case 'canceled':
    case 'requires_action':
      return status;
    case 'pending':
      return 'processing';
    case 'failed':
      return 'refused';
    default:
      return 'error';
  }
}
