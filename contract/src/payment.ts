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
});

export const PaymentKindSchema = z.enum(['cardfields', 'link', 'iframe', 'dropin']);
export type PaymentKind = z.infer<typeof PaymentKindSchema>;

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
  testMode: z.literal(true),
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

/** POST /api/payment/adyen/payment (docs/api.md#payments): booking, returnUrl and the drop-in's data. */
export const DropInPaymentRequestSchema = z.strictObject({
  booking: BookingRefSchema.extend({ payerReference: text().max(100).optional() }),
  bookingGuest: z.unknown().optional(),
  returnUrl: text().max(2000).regex(/^\//, 'expected a path on this site'),
  data: z.strictObject({
    idempotencyKey: IdempotencyKey,
    paymentMethod: z.strictObject({
      type: z.enum(['scheme', 'sandboxredirect']),
      number: text().max(30).optional(),
      holderName: text().max(100).optional(),
      /** MM/YY; needed when the card is held as a guarantee. */
      expiry: text().max(7).optional(),
    }),
  }),
});
/** POST /api/payment/adyen/paymentdetails (docs/api.md#payments). */
export const DropInDetailsRequestSchema = z.strictObject({
  data: z.strictObject({ details: z.strictObject({ redirectResult: text().max(200) }) }),
});
export const DropInResponseSchema = z.object({
  resultCode: z.string().optional(),
  action: z.object({ type: z.literal('redirect'), url: z.string() }).optional(),
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
export const SandboxKindParams = z.strictObject({ kind: PaymentKindSchema });
