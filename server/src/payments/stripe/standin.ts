import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import chargeFixture from './fixtures/charge.json' with { type: 'json' };
import customerFixture from './fixtures/customer.json' with { type: 'json' };
import errorFixtures from './fixtures/errors.json' with { type: 'json' };
import eventFixture from './fixtures/event.json' with { type: 'json' };
import paymentIntentFixture from './fixtures/payment_intent.json' with { type: 'json' };
import paymentMethodFixture from './fixtures/payment_method.json' with { type: 'json' };
import refundFixture from './fixtures/refund.json' with { type: 'json' };
import setupIntentFixture from './fixtures/setup_intent.json' with { type: 'json' };
import testPaymentMethods from './fixtures/test_payment_methods.json' with { type: 'json' };
import { bool, canonicalForm, type FormFields, listOf, obj, parseForm, str, stringMap } from './form.ts';

/*
 * A local stand-in for the part of Stripe's v1 REST API the adapter uses (docs.stripe.com/api), so the adapter is
 * tested with the real `stripe` library and no network. Bodies are built from the API reference's example objects
 * in fixtures/; the behaviour of Stripe's test payment methods (docs.stripe.com/testing) comes from
 * fixtures/test_payment_methods.json. It also answers like Stripe to what tests need to provoke: a wrong key,
 * a repeated idempotency key, a slow answer. Not a Stripe emulator: what the adapter does not call is a 404.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
/** A JSON object as Stripe answers it. */
export type JsonObject = { [key: string]: Json };

/** One request the stand-in received, as a test inspects it. */
export interface StandinCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: FormFields;
  status: number;
  /** Answered from the idempotency store, not executed again. */
  replayed: boolean;
  /** The connected account the call was made for (its Stripe-Account header), or null. */
  account: string | null;
}

/** A running stand-in. */
export interface StripeStandin {
  /** Base URL, e.g. http://127.0.0.1:53124 (pass it as the adapter's apiBase). */
  url: string;
  /** The one secret key it accepts. */
  secretKey: string;
  calls: readonly StandinCall[];
  /** The events Stripe would have sent to a webhook endpoint, oldest first (Event objects). */
  events: readonly JsonObject[];
  /** Makes the next answer arrive `ms` late; the request's effect happens at once, as it would at Stripe. */
  setDelay(ms: number): void;
  paymentIntents(): JsonObject[];
  charges(): JsonObject[];
  refunds(): JsonObject[];
  setupIntents(): JsonObject[];
  customers(): JsonObject[];
  close(): Promise<void>;
}

type Authentication = 'none' | 'always' | 'on_setup';
interface TestCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  country: string;
  decline_code: string | null;
  authentication: Authentication;
}
const TEST_CARDS: Record<string, TestCard> = Object.fromEntries(
  Object.entries(testPaymentMethods).map(([id, c]) => [
    id,
    { ...c, authentication: c.authentication as Authentication },
  ]),
);

interface PaymentMethodRecord {
  id: string;
  card: TestCard;
  customer: string | null;
  /** Saved through a SetupIntent for off-session use (docs.stripe.com/testing#authentication-and-setup). */
  setUp: boolean;
  created: number;
}
interface PaymentIntentRecord {
  id: string;
  amount: number;
  currency: string;
  captureMethod: 'automatic' | 'manual';
  status: string;
  amountCapturable: number;
  amountReceived: number;
  customer: string | null;
  paymentMethod: string | null;
  metadata: Record<string, string>;
  clientSecret: string;
  latestCharge: string | null;
  lastPaymentError: JsonObject | null;
  nextAction: JsonObject | null;
  returnUrl: string | null;
  automaticPaymentMethods: JsonObject | null;
  canceledAt: number | null;
  cancellationReason: string | null;
  created: number;
}
interface ChargeRecord {
  id: string;
  paymentIntent: string;
  amount: number;
  currency: string;
  captured: boolean;
  amountCaptured: number;
  amountRefunded: number;
  status: 'succeeded' | 'failed';
  paymentMethod: string;
  customer: string | null;
  metadata: Record<string, string>;
  failureCode: string | null;
  created: number;
}
interface RefundRecord {
  id: string;
  amount: number;
  charge: string;
  paymentIntent: string;
  currency: string;
  metadata: Record<string, string>;
  created: number;
}
interface SetupIntentRecord {
  id: string;
  customer: string | null;
  paymentMethod: string | null;
  status: string;
  usage: string;
  metadata: Record<string, string>;
  clientSecret: string;
  nextAction: JsonObject | null;
  lastSetupError: JsonObject | null;
  returnUrl: string | null;
  created: number;
}
interface CustomerRecord {
  id: string;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
}

/** An answer: status, body, and whether Stripe would store it under the request's idempotency key. */
interface Answer {
  status: number;
  body: JsonObject;
  /** docs.stripe.com/api/idempotent_requests: results are saved once an endpoint began executing, not for
   *  requests that failed validation. */
  save: boolean;
  /** A browser redirect (the stand-in's authentication page), not an API answer. */
  location?: string;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(24), (b) => ALNUM[b % ALNUM.length]).join('')}`;
const now = () => Math.floor(Date.now() / 1000);
/** A fixture as a fresh JSON object to fill in (fixtures are plain JSON, so the cast only forgets their shape). */
const template = (fixture: object): JsonObject => structuredClone(fixture) as JsonObject;

type ErrorName = keyof typeof errorFixtures;
/** Stripe's error shape (docs.stripe.com/api/errors) from fixtures/errors.json, with `{placeholders}` filled. */
function stripeError(name: ErrorName, fill: Record<string, string> = {}, extra: JsonObject = {}) {
  const f = errorFixtures[name];
  const message = f.message.replace(/\{(\w+)\}/g, (_, k: string) => fill[k] ?? `{${k}}`);
  const error: JsonObject = { type: f.type, message, ...(f.code ? { code: f.code } : {}), ...extra };
  if (f.code) error.doc_url = `https://stripe.com/docs/error-codes/${f.code.replace(/_/g, '-')}`;
  return { status: f.status, body: { error } };
}

/** A validation failure: nothing ran, so nothing is saved under the idempotency key. */
const invalid = (name: ErrorName, fill: Record<string, string> = {}, extra: JsonObject = {}): Answer => ({
  ...stripeError(name, fill, extra),
  save: false,
});
/** A failure after the endpoint began executing (a decline, a state conflict): replayed on a retry. */
const failed = (name: ErrorName, fill: Record<string, string> = {}, extra: JsonObject = {}): Answer => ({
  ...stripeError(name, fill, extra),
  save: true,
});
const ok = (body: JsonObject): Answer => ({ status: 200, body, save: true });

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

/** Starts the stand-in on 127.0.0.1 (port 0: a free port). */
export async function startStripeStandin(
  options: { port?: number; secretKey?: string } = {},
): Promise<StripeStandin> {
  const secretKey = options.secretKey ?? `sk_test_standin${randomBytes(8).toString('hex')}`;
  const calls: StandinCall[] = [];
  const events: JsonObject[] = [];
  const paymentMethods = new Map<string, PaymentMethodRecord>();
  const intents = new Map<string, PaymentIntentRecord>();
  const charges = new Map<string, ChargeRecord>();
  const refunds = new Map<string, RefundRecord>();
  const setups = new Map<string, SetupIntentRecord>();
  const customers = new Map<string, CustomerRecord>();
  /** Idempotency store: per secret key and idempotency key (Stripe scopes keys to the account). */
  const stored = new Map<
    string,
    { method: string; path: string; params: string; status: number; body: string }
  >();
  const timers = new Set<NodeJS.Timeout>();
  let delayMs = 0;
  let url = '';
  let apiVersion = '';
  let requestKey: string | null = null;

  // Serialisation: each record into the API reference's object, from the fixture.
  const paymentMethodJson = (pm: PaymentMethodRecord): JsonObject => {
    const base = template(paymentMethodFixture);
    const card = { ...(base.card as JsonObject) };
    Object.assign(card, {
      brand: pm.card.brand,
      display_brand: pm.card.brand,
      last4: pm.card.last4,
      exp_month: pm.card.exp_month,
      exp_year: pm.card.exp_year,
      country: pm.card.country,
      networks: { available: [pm.card.brand], preferred: null },
      fingerprint: pm.card.last4.repeat(4),
    });
    return { ...base, id: pm.id, card, customer: pm.customer, created: pm.created };
  };
  const pmRef = (id: string | null, expand: string[], field: string): Json => {
    const pm = id ? paymentMethods.get(id) : undefined;
    return pm && expand.includes(field) ? paymentMethodJson(pm) : id;
  };
  const intentJson = (pi: PaymentIntentRecord, expand: string[] = []): JsonObject => ({
    ...template(paymentIntentFixture),
    id: pi.id,
    amount: pi.amount,
    amount_capturable: pi.amountCapturable,
    amount_received: pi.amountReceived,
    automatic_payment_methods: pi.automaticPaymentMethods,
    canceled_at: pi.canceledAt,
    cancellation_reason: pi.cancellationReason,
    capture_method: pi.captureMethod,
    client_secret: pi.clientSecret,
    created: pi.created,
    currency: pi.currency,
    customer: pi.customer,
    last_payment_error: pi.lastPaymentError,
    latest_charge: pi.latestCharge,
    metadata: pi.metadata,
    next_action: pi.nextAction,
    payment_method: pmRef(pi.paymentMethod, expand, 'payment_method'),
    status: pi.status,
  });
  const chargeJson = (ch: ChargeRecord): JsonObject => {
    const base = template(chargeFixture);
    const pm = paymentMethods.get(ch.paymentMethod);
    const details = base.payment_method_details as JsonObject;
    const card = { ...(details.card as JsonObject) };
    if (pm) {
      Object.assign(card, {
        brand: pm.card.brand,
        network: pm.card.brand,
        last4: pm.card.last4,
        exp_month: pm.card.exp_month,
        exp_year: pm.card.exp_year,
        country: pm.card.country,
      });
    }
    return {
      ...base,
      id: ch.id,
      amount: ch.amount,
      amount_captured: ch.amountCaptured,
      amount_refunded: ch.amountRefunded,
      captured: ch.captured,
      created: ch.created,
      currency: ch.currency,
      customer: ch.customer,
      failure_code: ch.failureCode,
      failure_message: ch.failureCode ? 'Your card was declined.' : null,
      metadata: ch.metadata,
      outcome:
        ch.status === 'failed'
          ? { ...(base.outcome as JsonObject), type: 'issuer_declined' }
          : (base.outcome ?? null),
      paid: ch.status === 'succeeded',
      payment_intent: ch.paymentIntent,
      payment_method: ch.paymentMethod,
      payment_method_details: { ...details, card },
      refunded: ch.amountCaptured > 0 && ch.amountRefunded === ch.amountCaptured,
      status: ch.status,
    };
  };
  const refundJson = (r: RefundRecord): JsonObject => ({
    ...template(refundFixture),
    id: r.id,
    amount: r.amount,
    charge: r.charge,
    payment_intent: r.paymentIntent,
    currency: r.currency,
    metadata: r.metadata,
    created: r.created,
  });
  const setupJson = (si: SetupIntentRecord, expand: string[] = []): JsonObject => ({
    ...template(setupIntentFixture),
    id: si.id,
    client_secret: si.clientSecret,
    created: si.created,
    customer: si.customer,
    last_setup_error: si.lastSetupError,
    metadata: si.metadata,
    next_action: si.nextAction,
    payment_method: pmRef(si.paymentMethod, expand, 'payment_method'),
    status: si.status,
    usage: si.usage,
  });
  const customerJson = (c: CustomerRecord): JsonObject => ({
    ...template(customerFixture),
    id: c.id,
    email: c.email,
    name: c.name,
    metadata: c.metadata,
    created: c.created,
  });

  /** Records the event Stripe would send to webhook endpoints (docs.stripe.com/api/events/object). */
  const emit = (type: string, object: JsonObject, previous?: JsonObject) => {
    events.push({
      ...template(eventFixture),
      id: newId('evt'),
      api_version: apiVersion,
      created: now(),
      data: previous ? { object, previous_attributes: previous } : { object },
      request: { id: newId('req'), idempotency_key: requestKey },
      type,
    });
  };

  /** A magic test payment method (`pm_card_visa`) makes a new PaymentMethod each use, as at Stripe. */
  function resolvePaymentMethod(id: string, customer: string | null): PaymentMethodRecord | Answer {
    const card = TEST_CARDS[id];
    if (card) {
      const pm = { id: newId('pm'), card, customer: null, setUp: false, created: now() };
      paymentMethods.set(pm.id, pm);
      return pm;
    }
    const pm = paymentMethods.get(id);
    if (!pm)
      return invalid('resource_missing', { object: 'payment_method', id }, { param: 'payment_method' });
    if (pm.customer && customer && pm.customer !== customer) {
      return invalid('payment_method_not_attached', { pm: id, customer });
    }
    return pm;
  }

  const authenticateUrl = (id: string) => `${url}/standin/authenticate/${id}`;
  const nextActionOf = (id: string, clientSecret: string, returnUrl: string | null): JsonObject =>
    returnUrl
      ? { type: 'redirect_to_url', redirect_to_url: { url: authenticateUrl(id), return_url: returnUrl } }
      : // Without a return_url Stripe.js finishes the challenge in the page (handleNextAction).
        {
          type: 'use_stripe_sdk',
          use_stripe_sdk: {
            type: 'three_d_secure_redirect',
            stripe_js: authenticateUrl(id),
            source: clientSecret,
          },
        };

  /** The card is authorised: a charge exists; captured now (automatic) or held until capture (manual). */
  function authorise(pi: PaymentIntentRecord, pm: PaymentMethodRecord) {
    const automatic = pi.captureMethod === 'automatic';
    const charge: ChargeRecord = {
      id: newId('ch'),
      paymentIntent: pi.id,
      amount: pi.amount,
      currency: pi.currency,
      captured: automatic,
      amountCaptured: automatic ? pi.amount : 0,
      amountRefunded: 0,
      status: 'succeeded',
      paymentMethod: pm.id,
      customer: pi.customer,
      // Stripe copies the PaymentIntent's metadata onto the charge it creates.
      metadata: { ...pi.metadata },
      failureCode: null,
      created: now(),
    };
    charges.set(charge.id, charge);
    Object.assign(pi, {
      latestCharge: charge.id,
      nextAction: null,
      lastPaymentError: null,
      status: automatic ? 'succeeded' : 'requires_capture',
      amountCapturable: automatic ? 0 : pi.amount,
      amountReceived: automatic ? pi.amount : 0,
    });
    if (automatic) emit('payment_intent.succeeded', intentJson(pi));
    else emit('payment_intent.amount_capturable_updated', intentJson(pi), { amount_capturable: 0 });
  }

  /** A failed attempt: the intent wants another payment method, its last error says why. */
  function fail(
    pi: PaymentIntentRecord,
    pm: PaymentMethodRecord,
    name: 'card_declined' | 'insufficient_funds' | 'authentication_required',
    declineCode: string,
  ): Answer {
    const charge: ChargeRecord = {
      id: newId('ch'),
      paymentIntent: pi.id,
      amount: pi.amount,
      currency: pi.currency,
      captured: false,
      amountCaptured: 0,
      amountRefunded: 0,
      status: 'failed',
      paymentMethod: pm.id,
      customer: pi.customer,
      metadata: { ...pi.metadata },
      failureCode: errorFixtures[name].code,
      created: now(),
    };
    charges.set(charge.id, charge);
    const { body } = stripeError(name);
    const lastError: JsonObject = {
      ...(body.error as JsonObject),
      charge: charge.id,
      decline_code: declineCode,
      payment_method: paymentMethodJson(pm),
    };
    Object.assign(pi, {
      status: 'requires_payment_method',
      latestCharge: charge.id,
      lastPaymentError: lastError,
      nextAction: null,
    });
    emit('payment_intent.payment_failed', intentJson(pi));
    return failed(
      name,
      {},
      {
        charge: charge.id,
        decline_code: declineCode,
        payment_intent: intentJson(pi),
        payment_method: paymentMethodJson(pm),
      },
    );
  }

  /** Confirms an intent with a payment method: what the test card decides. */
  function confirm(pi: PaymentIntentRecord, pm: PaymentMethodRecord, offSession: boolean): Answer | null {
    pi.paymentMethod = pm.id;
    if (pm.card.decline_code) {
      return fail(
        pi,
        pm,
        pm.card.decline_code === 'insufficient_funds' ? 'insufficient_funds' : 'card_declined',
        pm.card.decline_code,
      );
    }
    // docs.stripe.com/testing#authentication-and-setup: 3184 and 3220 ask on every payment; 3155 only until it
    // was set up for off-session use.
    const asks =
      pm.card.authentication === 'always' ||
      (pm.card.authentication === 'on_setup' && !(offSession && pm.setUp));
    if (asks && offSession) return fail(pi, pm, 'authentication_required', 'authentication_required');
    if (asks) {
      Object.assign(pi, {
        status: 'requires_action',
        nextAction: nextActionOf(pi.id, pi.clientSecret, pi.returnUrl),
      });
      emit('payment_intent.requires_action', intentJson(pi));
      return null;
    }
    authorise(pi, pm);
    return null;
  }

  const expandOf = (params: FormFields) => listOf(params.expand);

  function createPaymentIntent(params: FormFields): Answer {
    const amountText = str(params.amount);
    const currency = str(params.currency);
    if (amountText === undefined)
      return invalid('parameter_missing', { param: 'amount' }, { param: 'amount' });
    if (!/^\d+$/.test(amountText))
      return invalid('parameter_invalid', { param: 'amount' }, { param: 'amount' });
    if (!currency) return invalid('parameter_missing', { param: 'currency' }, { param: 'currency' });
    const customer = str(params.customer) ?? null;
    if (customer && !customers.has(customer)) {
      return invalid('resource_missing', { object: 'customer', id: customer }, { param: 'customer' });
    }
    const shouldConfirm = bool(params.confirm);
    const apm = obj(params.automatic_payment_methods);
    const methodTypes = listOf(params.payment_method_types);
    // Since 2023-08-16 automatic payment methods are on unless payment_method_types names the methods.
    const automatic = methodTypes.length === 0 && str(apm.enabled) !== 'false';
    const returnUrl = str(params.return_url) ?? null;
    const offSession = bool(params.off_session);
    // An off-session payment cannot redirect anyone, so only an on-session confirmation needs the return_url.
    if (shouldConfirm && !offSession && automatic && str(apm.allow_redirects) !== 'never' && !returnUrl) {
      return invalid('return_url_required', {}, { param: 'return_url' });
    }
    const pmParam = str(params.payment_method);
    const resolved = pmParam ? resolvePaymentMethod(pmParam, customer) : null;
    if (resolved && 'status' in resolved) return resolved;
    const id = newId('pi');
    const pi: PaymentIntentRecord = {
      id,
      amount: Number(amountText),
      currency: currency.toLowerCase(),
      captureMethod: str(params.capture_method) === 'manual' ? 'manual' : 'automatic',
      status: 'requires_payment_method',
      amountCapturable: 0,
      amountReceived: 0,
      customer,
      paymentMethod: resolved?.id ?? null,
      metadata: stringMap(params.metadata),
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      latestCharge: null,
      lastPaymentError: null,
      nextAction: null,
      returnUrl,
      automaticPaymentMethods: automatic
        ? {
            enabled: true,
            ...(str(apm.allow_redirects) ? { allow_redirects: str(apm.allow_redirects) ?? null } : {}),
          }
        : null,
      canceledAt: null,
      cancellationReason: null,
      created: now(),
    };
    intents.set(id, pi);
    emit('payment_intent.created', intentJson(pi));
    if (resolved && !shouldConfirm) pi.status = 'requires_confirmation';
    if (resolved && shouldConfirm) {
      const failure = confirm(pi, resolved, offSession);
      if (failure) return failure;
    }
    return ok(intentJson(pi, expandOf(params)));
  }

  function capture(pi: PaymentIntentRecord, params: FormFields): Answer {
    if (pi.status !== 'requires_capture') {
      return failed(
        'payment_intent_unexpected_state',
        { action: 'capture', status: pi.status },
        { payment_intent: intentJson(pi) },
      );
    }
    const requested = str(params.amount_to_capture);
    const amount = requested === undefined ? pi.amountCapturable : Number(requested);
    if (!Number.isInteger(amount) || amount <= 0)
      return invalid('parameter_invalid', { param: 'amount_to_capture' });
    if (amount > pi.amountCapturable) {
      return failed(
        'amount_too_large',
        { amount: String(amount), available: String(pi.amountCapturable) },
        { param: 'amount_to_capture' },
      );
    }
    const charge = pi.latestCharge ? charges.get(pi.latestCharge) : undefined;
    if (charge) Object.assign(charge, { captured: true, amountCaptured: amount });
    // The part not captured is released to the card holder (docs.stripe.com/payments/place-a-hold-on-a-payment-method).
    Object.assign(pi, { status: 'succeeded', amountReceived: amount, amountCapturable: 0 });
    emit('payment_intent.succeeded', intentJson(pi));
    return ok(intentJson(pi, expandOf(params)));
  }

  const CANCELABLE = [
    'requires_payment_method',
    'requires_capture',
    'requires_confirmation',
    'requires_action',
    'processing',
  ];
  function cancel(pi: PaymentIntentRecord, params: FormFields): Answer {
    if (!CANCELABLE.includes(pi.status)) {
      return failed(
        'payment_intent_unexpected_state',
        { action: 'cancel', status: pi.status },
        { payment_intent: intentJson(pi) },
      );
    }
    Object.assign(pi, {
      status: 'canceled',
      amountCapturable: 0,
      nextAction: null,
      canceledAt: now(),
      cancellationReason: str(params.cancellation_reason) ?? null,
    });
    emit('payment_intent.canceled', intentJson(pi));
    return ok(intentJson(pi, expandOf(params)));
  }

  function createRefund(params: FormFields): Answer {
    const piId = str(params.payment_intent);
    if (!piId) return invalid('parameter_missing', { param: 'payment_intent' }, { param: 'payment_intent' });
    const pi = intents.get(piId);
    if (!pi)
      return invalid('resource_missing', { object: 'payment_intent', id: piId }, { param: 'payment_intent' });
    const charge = pi.latestCharge ? charges.get(pi.latestCharge) : undefined;
    if (!charge || charge.amountCaptured === 0) {
      return failed('payment_intent_unexpected_state', { action: 'refund', status: pi.status });
    }
    const left = charge.amountCaptured - charge.amountRefunded;
    if (left === 0) return failed('charge_already_refunded', { charge: charge.id });
    const requested = str(params.amount);
    const amount = requested === undefined ? left : Number(requested);
    if (!Number.isInteger(amount) || amount <= 0) return invalid('parameter_invalid', { param: 'amount' });
    if (amount > left) {
      return failed(
        'amount_too_large',
        { amount: String(amount), available: String(left) },
        { param: 'amount' },
      );
    }
    const refund: RefundRecord = {
      id: newId('re'),
      amount,
      charge: charge.id,
      paymentIntent: pi.id,
      currency: pi.currency,
      metadata: stringMap(params.metadata),
      created: now(),
    };
    refunds.set(refund.id, refund);
    const previous = { amount_refunded: charge.amountRefunded, refunded: false };
    charge.amountRefunded += amount;
    emit('charge.refunded', chargeJson(charge), previous);
    emit('refund.created', refundJson(refund));
    return ok(refundJson(refund));
  }

  function createCustomer(params: FormFields): Answer {
    const c: CustomerRecord = {
      id: newId('cus'),
      email: str(params.email) ?? null,
      name: str(params.name) ?? null,
      metadata: stringMap(params.metadata),
      created: now(),
    };
    customers.set(c.id, c);
    return ok(customerJson(c));
  }

  /** The card is saved for later off-session payments: attached to the customer. */
  function setUp(si: SetupIntentRecord, pm: PaymentMethodRecord) {
    Object.assign(pm, { customer: si.customer, setUp: true });
    Object.assign(si, { status: 'succeeded', nextAction: null, lastSetupError: null });
    emit('setup_intent.succeeded', setupJson(si));
  }

  function createSetupIntent(params: FormFields): Answer {
    const customer = str(params.customer) ?? null;
    if (customer && !customers.has(customer)) {
      return invalid('resource_missing', { object: 'customer', id: customer }, { param: 'customer' });
    }
    const returnUrl = str(params.return_url) ?? null;
    const apm = obj(params.automatic_payment_methods);
    const shouldConfirm = bool(params.confirm);
    if (
      shouldConfirm &&
      listOf(params.payment_method_types).length === 0 &&
      str(apm.allow_redirects) !== 'never' &&
      !returnUrl
    ) {
      return invalid('return_url_required', {}, { param: 'return_url' });
    }
    const pmParam = str(params.payment_method);
    const resolved = pmParam ? resolvePaymentMethod(pmParam, customer) : null;
    if (resolved && 'status' in resolved) return resolved;
    const id = newId('seti');
    const si: SetupIntentRecord = {
      id,
      customer,
      paymentMethod: resolved?.id ?? null,
      status: resolved ? 'requires_confirmation' : 'requires_payment_method',
      usage: str(params.usage) ?? 'off_session',
      metadata: stringMap(params.metadata),
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      nextAction: null,
      lastSetupError: null,
      returnUrl,
      created: now(),
    };
    setups.set(id, si);
    if (resolved && shouldConfirm) {
      if (resolved.card.decline_code) {
        const { body } = stripeError('card_declined');
        const lastError = {
          ...(body.error as JsonObject),
          decline_code: resolved.card.decline_code,
          payment_method: paymentMethodJson(resolved),
        };
        Object.assign(si, { status: 'requires_payment_method', lastSetupError: lastError });
        emit('setup_intent.setup_failed', setupJson(si));
        return failed(
          'card_declined',
          {},
          {
            decline_code: resolved.card.decline_code,
            setup_intent: setupJson(si),
            payment_method: paymentMethodJson(resolved),
          },
        );
      }
      if (resolved.card.authentication !== 'none') {
        Object.assign(si, {
          status: 'requires_action',
          nextAction: nextActionOf(id, si.clientSecret, returnUrl),
        });
        emit('setup_intent.requires_action', setupJson(si));
      } else setUp(si, resolved);
    }
    return ok(setupJson(si, expandOf(params)));
  }

  /**
   * The bank's 3-D Secure page, as the booker's browser meets it: `?outcome=fail` fails the challenge. Like Stripe's
   * hosted page it then sends the browser to the return_url with the intent's id and `redirect_status`.
   */
  function authenticate(id: string, outcome: string | null): Answer {
    const pass = outcome !== 'fail';
    const pi = intents.get(id);
    const si = setups.get(id);
    const record = pi ?? si;
    if (record?.status !== 'requires_action') {
      return invalid('resource_missing', { object: 'authentication', id });
    }
    const pm = record.paymentMethod ? paymentMethods.get(record.paymentMethod) : undefined;
    if (!pm) return invalid('resource_missing', { object: 'payment_method', id: record.paymentMethod ?? '' });
    const failure: JsonObject = {
      type: 'invalid_request_error',
      code: pi ? 'payment_intent_authentication_failure' : 'setup_intent_authentication_failure',
      message:
        'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
      payment_method: paymentMethodJson(pm),
    };
    if (pi) {
      if (pass) authorise(pi, pm);
      else {
        Object.assign(pi, { status: 'requires_payment_method', nextAction: null, lastPaymentError: failure });
        emit('payment_intent.payment_failed', intentJson(pi));
      }
    } else if (si) {
      if (pass) setUp(si, pm);
      else {
        Object.assign(si, { status: 'requires_payment_method', nextAction: null, lastSetupError: failure });
        emit('setup_intent.setup_failed', setupJson(si));
      }
    }
    const body = { authenticated: pass };
    if (!record.returnUrl) return { status: 200, body, save: false };
    const back = new URL(record.returnUrl);
    const kind = pi ? 'payment_intent' : 'setup_intent';
    back.searchParams.set(kind, id);
    back.searchParams.set(`${kind}_client_secret`, record.clientSecret);
    back.searchParams.set('redirect_status', pass ? 'succeeded' : 'failed');
    return { status: 302, body, save: false, location: back.toString() };
  }

  /**
   * docs.stripe.com/api/payment_intents/confirm and setup_intents/confirm as Stripe.js calls them from the booker's
   * browser (the Payment Element's confirmPayment / confirmSetup): the publishable key, the intent's client secret
   * and the payment method the element made (a test one here, e.g. pm_card_visa), with the return_url for 3-D Secure.
   */
  function confirmFromBrowser(
    kind: 'payment_intents' | 'setup_intents',
    id: string,
    params: FormFields,
  ): Answer {
    const record = kind === 'payment_intents' ? intents.get(id) : setups.get(id);
    if (!record || str(params.client_secret) !== record.clientSecret)
      return invalid('resource_missing', { object: kind.slice(0, -1), id }, { param: 'intent' });
    if (record.status !== 'requires_payment_method' && record.status !== 'requires_confirmation')
      return invalid('parameter_invalid', { param: 'intent' }, { param: 'intent' });
    const pmParam = str(params.payment_method);
    if (!pmParam)
      return invalid('parameter_missing', { param: 'payment_method' }, { param: 'payment_method' });
    const resolved = resolvePaymentMethod(pmParam, record.customer);
    if ('status' in resolved) return resolved;
    record.returnUrl = str(params.return_url) ?? record.returnUrl;
    if (kind === 'payment_intents') {
      const pi = record as PaymentIntentRecord;
      const failure = confirm(pi, resolved, false);
      return failure ?? ok(intentJson(pi, expandOf(params)));
    }
    const si = record as SetupIntentRecord;
    si.paymentMethod = resolved.id;
    if (resolved.card.decline_code) {
      Object.assign(si, { status: 'requires_payment_method' });
      emit('setup_intent.setup_failed', setupJson(si));
      return failed(
        'card_declined',
        {},
        { decline_code: resolved.card.decline_code, setup_intent: setupJson(si) },
      );
    }
    if (resolved.card.authentication !== 'none') {
      Object.assign(si, {
        status: 'requires_action',
        nextAction: nextActionOf(id, si.clientSecret, si.returnUrl),
      });
      emit('setup_intent.requires_action', setupJson(si));
    } else setUp(si, resolved);
    return ok(setupJson(si, expandOf(params)));
  }

  /** The endpoints the adapter calls (docs.stripe.com/api), by method and path. */
  function route(method: string, path: string, params: FormFields): Answer {
    const parts = path.split('/').filter(Boolean);
    const [v1, resource, id, action] = parts;
    if (v1 === 'v1' && resource === 'payment_intents') {
      if (method === 'POST' && parts.length === 2) return createPaymentIntent(params);
      const pi = id ? intents.get(id) : undefined;
      if (!pi)
        return invalid('resource_missing', { object: 'payment_intent', id: id ?? '' }, { param: 'intent' });
      if (method === 'GET' && parts.length === 3) return ok(intentJson(pi, expandOf(params)));
      if (method === 'POST' && action === 'capture') return capture(pi, params);
      if (method === 'POST' && action === 'cancel') return cancel(pi, params);
    }
    if (v1 === 'v1' && resource === 'setup_intents') {
      if (method === 'POST' && parts.length === 2) return createSetupIntent(params);
      const si = id ? setups.get(id) : undefined;
      if (!si)
        return invalid('resource_missing', { object: 'setup_intent', id: id ?? '' }, { param: 'intent' });
      if (method === 'GET' && parts.length === 3) return ok(setupJson(si, expandOf(params)));
    }
    if (v1 === 'v1' && resource === 'refunds' && method === 'POST' && parts.length === 2)
      return createRefund(params);
    if (v1 === 'v1' && resource === 'customers' && method === 'POST' && parts.length === 2)
      return createCustomer(params);
    return invalid('unknown_route', { method, path });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const target = new URL(req.url ?? '/', 'http://standin');
    const body = method === 'POST' ? await readBody(req) : target.search.slice(1);
    const params = parseForm(body);
    const idempotencyKey = method === 'POST' ? (req.headers['idempotency-key']?.toString() ?? null) : null;
    const version = req.headers['stripe-version']?.toString();
    if (version) apiVersion = version;
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Request-Id': newId('req'),
      ...(version ? { 'Stripe-Version': version } : {}),
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    };
    let answer: Answer;
    let replayed = false;
    const auth = req.headers.authorization ?? '';
    const browserConfirm = /^\/v1\/(payment_intents|setup_intents)\/([A-Za-z0-9_]+)\/confirm$/.exec(
      target.pathname,
    );
    if (target.pathname.startsWith('/standin/authenticate/')) {
      // The booker's browser, not the server: no secret key.
      answer = authenticate(target.pathname.split('/').pop() ?? '', target.searchParams.get('outcome'));
    } else if (method === 'POST' && browserConfirm && /^pk_test_\w+$/.test(str(params.key) ?? '')) {
      // Stripe.js in the booker's browser: the publishable key and the client secret, never the secret key.
      answer = confirmFromBrowser(
        browserConfirm[1] as 'payment_intents' | 'setup_intents',
        browserConfirm[2] ?? '',
        params,
      );
    } else if (auth !== `Bearer ${secretKey}`) {
      const given = auth.replace(/^Bearer /, '');
      answer = invalid('invalid_api_key', { key: `${given.slice(0, 8)}${'*'.repeat(8)}${given.slice(-4)}` });
    } else {
      const scoped = idempotencyKey ? `${secretKey} ${idempotencyKey}` : null;
      const previous = scoped ? stored.get(scoped) : undefined;
      if (previous) {
        // docs.stripe.com/api/idempotent_requests: the same key and parameters get the first result again;
        // other parameters (or another endpoint) are refused rather than executed.
        if (
          previous.method === method &&
          previous.path === target.pathname &&
          previous.params === canonicalForm(body)
        ) {
          answer = { status: previous.status, body: JSON.parse(previous.body) as JsonObject, save: false };
          replayed = true;
          headers['Idempotent-Replayed'] = 'true';
        } else {
          answer = invalid('idempotency_error', { key: idempotencyKey ?? '' });
        }
      } else {
        requestKey = idempotencyKey;
        answer = route(method, target.pathname, params);
        requestKey = null;
        if (scoped && answer.save) {
          stored.set(scoped, {
            method,
            path: target.pathname,
            params: canonicalForm(body),
            status: answer.status,
            body: JSON.stringify(answer.body),
          });
        }
      }
    }
    const account = req.headers['stripe-account']?.toString() ?? null;
    calls.push({
      method,
      path: target.pathname,
      idempotencyKey,
      params,
      status: answer.status,
      replayed,
      account,
    });
    if (answer.location) headers.Location = answer.location;
    const send = () => {
      // The client may have given up (its timeout): the effect stays, the answer goes nowhere.
      if (res.destroyed || res.writableEnded) return;
      res.writeHead(answer.status, headers).end(JSON.stringify(answer.body));
    };
    const wait = delayMs;
    delayMs = 0;
    if (wait <= 0) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, wait);
    timers.add(timer);
  }

  const server = createServer((req, res) => {
    // A client that timed out has closed the socket; writing the late answer must not crash the test run.
    res.on('error', () => {});
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(e) } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    secretKey,
    calls,
    events,
    setDelay: (ms) => {
      delayMs = ms;
    },
    paymentIntents: () => [...intents.values()].map((pi) => intentJson(pi)),
    charges: () => [...charges.values()].map(chargeJson),
    refunds: () => [...refunds.values()].map(refundJson),
    setupIntents: () => [...setups.values()].map((si) => setupJson(si)),
    customers: () => [...customers.values()].map(customerJson),
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}
