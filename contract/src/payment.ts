import { z } from 'zod';
import { text } from './text.ts';

/*
 * The payment endpoints (docs/api.md#payments) as the sandbox provider implements them. The booker is
 * proven by the booking token and code, like the other token routes.
 */

const Token = text().regex(/^[A-Za-z0-9_-]{20,100}$/, 'expected a booking token');
const Code = text().regex(/^[A-Za-z0-9-]{1,64}$/, 'malformed booking code');
/** One key per payment attempt, made by the client when the booker presses Pay. */
export const IdempotencyKey = text().regex(/^[A-Za-z0-9_-]{8,64}$/, 'expected an idempotency key');
const PaymentRef = text().regex(/^pay_[A-Za-z0-9_-]{20,60}$/, 'expected a payment reference');

export const BookingRefSchema = z.strictObject({ id: Code, token: Token });

/** POST /api/payment/sandbox/session: starts (or returns) the attempt of this key. */
export const PaymentSessionRequestSchema = z.strictObject({
  booking: BookingRefSchema,
  idempotencyKey: IdempotencyKey,
  /** The page on this site the booker comes back to after a provider's redirect (3-D Secure): a path. */
  returnPath: text()
    .max(2000)
    .regex(/^\/(?![/\\])/, 'expected a path on this site')
    .optional(),
});

/** The sandbox's four provider kinds (docs/api.md#payments); the sandbox switch chooses among them. */
const SandboxKindSchema = z.enum(['cardfields', 'link', 'iframe', 'dropin']);
/** How the booker pays: one of the sandbox's kinds, or a real provider's own fields (docs/payments.md). */
export const PaymentKindSchema = z.enum([...SandboxKindSchema.options, 'stripe', 'adyen']);
export type PaymentKind = z.infer<typeof PaymentKindSchema>;

/** What Stripe's Payment Element needs in the booker's browser (docs/payments.md#stripe). */
const StripeClientSchema = z.object({
  provider: z.literal('stripe'),
  publishableKey: z.string(),
  /** The PaymentIntent's (a payment) or SetupIntent's (a card held) client secret: for this booker only. */
  clientSecret: z.string(),
  /** The connected account the intent belongs to, if any. */
  accountId: z.string().nullable(),
});
/** What Adyen's drop-in needs in the booker's browser (docs/payments.md#adyen): Adyen's session for the attempt. */
const AdyenClientSchema = z.object({
  provider: z.literal('adyen'),
  clientKey: z.string(),
  /** The Checkout API session (sessions flow) the drop-in pays in: for this booker only. */
  session: z.object({ id: z.string(), sessionData: z.string() }),
  environment: z.enum(['test', 'live']),
  /** The property's country (ISO 3166 alpha-2), which decides the methods Adyen shows; null when its address has none. */
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
});
export const PaymentClientSchema = z.discriminatedUnion('provider', [StripeClientSchema, AdyenClientSchema]);
export type PaymentClient = z.infer<typeof PaymentClientSchema>;

export const PaymentSessionSchema = z.object({
  ref: z.string(),
  kind: PaymentKindSchema,
  /** docs/rules.md#rate-policies: a payment, or a card held as the guarantee (amount 0, nothing charged). */
  purpose: z.enum(['charge', 'hold']),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  /** The hosted page (link and iframe kinds), relative to the site. */
  url: z.string().nullable(),
  /** The sandbox, or a provider's test environment: no real money moves. */
  testMode: z.boolean(),
  /** A real provider's browser part (the stripe and adyen kinds); null for the sandbox's kinds. */
  client: PaymentClientSchema.nullable(),
});
export type PaymentSession = z.infer<typeof PaymentSessionSchema>;

/** POST /api/payment/sandbox/tokenize/{ref}: the card fields' tokenisation. */
export const TokenizeRequestSchema = z.strictObject({
  number: text().max(30),
  holder: text().max(100).default(''),
  expiry: text().max(7).default(''),
  cvc: text().max(4).default(''),
});
export const TokenizeParams = z.strictObject({ ref: PaymentRef });

/** POST /api/booking/makepayment: charges the tokenised card of the attempt. */
export const MakePaymentRequestSchema = z.strictObject({
  booking: BookingRefSchema,
  transactionId: text().regex(/^txn_[A-Za-z0-9_-]{20,60}$/, 'expected a transaction id'),
});

/** The outcome a payment call answers with (docs/rules.md#payments in `result`). */
export const PaymentResultSchema = z.object({
  result: z.number().int(),
  detail: z.enum(['success', 'refused', 'canceled', 'pending', 'error', 'unknown']),
  ispaid: z.boolean(),
  resultCode: z.string().optional(),
});
export type PaymentResultBody = z.infer<typeof PaymentResultSchema>;

/** GET /api/booking/paymentstatus/{ref}: the paid check the link and iframe kinds poll. */
export const PaymentStatusParams = z.strictObject({ ref: PaymentRef });
export const PaymentStatusSchema = z.object({
  ispaid: z.boolean(),
  detail: z.string().nullable(),
  data: z.object({ reservationcode: z.string().nullable(), status: z.string() }),
});
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** The sandbox drop-in's payment method: a test card typed in our own form, or its redirect. */
export const SandboxMethodSchema = z.strictObject({
  type: z.enum(['scheme', 'sandboxredirect']),
  number: text().max(30).optional(),
  holderName: text().max(100).optional(),
  /** MM/YY; needed when the card is held as a guarantee. */
  expiry: text().max(7).optional(),
});
/** A short value of Adyen's drop-in state (its encrypted card fields are a few kB at most). */
const AdyenValue = z.union([text().max(8000), z.boolean(), z.number()]);
/**
 * Adyen's drop-in `state.data.paymentMethod`: its type and the fields it encrypted in the browser (no card number
 * ever reaches us), passed to Adyen's /payments as they are.
 */
const AdyenMethodSchema = z
  .record(text().max(60), AdyenValue)
  .refine(
    (m) => typeof m.type === 'string' && /^[a-z0-9_.-]{1,50}$/i.test(m.type),
    'expected a payment method type',
  )
  .refine((m) => Object.keys(m).length <= 30, 'too many payment method fields');
/** Adyen's drop-in `state.data.browserInfo` (for 3-D Secure 2). */
const BrowserInfoSchema = z.record(text().max(60), AdyenValue).refine((m) => Object.keys(m).length <= 20);

/** POST /api/payment/adyen/payment (docs/api.md#payments): booking, returnUrl and the drop-in's data. */
export const DropInPaymentRequestSchema = z.strictObject({
  booking: BookingRefSchema.extend({ payerReference: text().max(100).optional() }),
  bookingGuest: z.unknown().optional(),
  // A path on this site only: no scheme, no protocol-relative //host.
  returnUrl: text()
    .max(2000)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'expected a path on this site'),
  data: z.strictObject({
    idempotencyKey: IdempotencyKey,
    paymentMethod: z.union([SandboxMethodSchema, AdyenMethodSchema]),
    browserInfo: BrowserInfoSchema.optional(),
    /** The origin of the page the drop-in runs on (Adyen's native 3-D Secure 2 needs it). */
    origin: text().max(200).optional(),
  }),
});
/**
 * POST /api/payment/adyen/paymentdetails (docs/api.md#payments): what the redirect brought back, or the drop-in's
 * additional details (3-D Secure 2). `ref` names our attempt where the details alone do not (Adyen's own).
 */
export const DropInDetailsRequestSchema = z.strictObject({
  ref: PaymentRef.optional(),
  data: z.strictObject({
    details: z
      .strictObject({
        redirectResult: text().max(4000).optional(),
        threeDSResult: text().max(4000).optional(),
      })
      .refine((d) => d.redirectResult !== undefined || d.threeDSResult !== undefined, 'expected details'),
  }),
});
/**
 * POST /api/payment/result: how a real provider's attempt ended, asked of the provider itself once the booker's
 * browser says it is done (Stripe's Payment Element, after a 3-D Secure return too). Webhooks tell the same later.
 */
export const ProviderResultRequestSchema = z.strictObject({
  booking: BookingRefSchema,
  ref: PaymentRef,
  /** Adyen's session the booker finished paying in, with the `sessionResult` its drop-in gave. */
  adyenSession: z
    .strictObject({
      id: text().regex(/^[A-Za-z0-9]{1,64}$/, 'expected a session id'),
      result: text()
        .max(10_000)
        .regex(/^[A-Za-z0-9+/=_!.-]+$/, 'expected a session result'),
    })
    .optional(),
});
export const DropInResponseSchema = z.object({
  resultCode: z.string().optional(),
  /** The sandbox's redirect, or Adyen's action as Adyen gave it (redirect, threeDS2…), for the drop-in to handle. */
  action: z.looseObject({ type: z.string(), url: z.string().optional() }).optional(),
  ref: z.string(),
});
export type DropInResponse = z.infer<typeof DropInResponseSchema>;

/** GET /api/payment/adyen/paymentmethods/{id} and paymentsession/{id}: {id} is the booking code. */
export const DropInBookingParams = z.strictObject({ id: Code });
export const BOOKING_TOKEN_HEADER = 'X-Booking-Token';

/**
 * POST /api/payment/sandbox/kind/{kind}: the sandbox's provider switch (test mode properties only; the route
 * exists only with PAYMENT_SANDBOX_SWITCH=1).
 */
export const SandboxKindParams = z.strictObject({ kind: SandboxKindSchema });
