import type { HttpClient, Parser } from '@venue/api-client';
import type {
  CancelBookingBodySchema,
  DropInDetailsRequestSchema,
  DropInPaymentRequestSchema,
  DropInResponse,
  MakePaymentRequestSchema,
  PaymentKind,
  PaymentResultBody,
  PaymentSession,
  PaymentSessionRequestSchema,
  PaymentStatus,
  ProviderResultRequestSchema,
  TokenizeRequestSchema,
} from '@venue/contract';
import type { BookingEditPayload, LoadedBooking, PaymentMethod } from '@venue/domain';
import type { z } from 'zod';

/*
 * The booker's calls on an existing booking and the payment calls (docs/api.md#bookings, "Payment"). Request
 * and answer types are the server's zod schemas (@venue/contract), imported as types only: the compiler
 * checks the contract, and zod stays out of the guest's bundle.
 */

const trusted = <T>(): Parser<T> => ({ parse: (value) => value as T });
const path = (...parts: readonly string[]) => parts.map(encodeURIComponent).join('/');

export type { DropInResponse, PaymentKind, PaymentResultBody, PaymentSession, PaymentStatus };

/**
 * GET /api/payment/adyen/paymentmethods: the sandbox drop-in's methods, or Adyen's own /paymentMethods answer (for
 * Adyen's drop-in, passed to it as it is).
 */
export interface DropInMethods {
  readonly paymentMethods: readonly {
    readonly type: string;
    readonly name: string;
    readonly [field: string]: unknown;
  }[];
  readonly storedPaymentMethods?: readonly Readonly<Record<string, unknown>>[];
}

/** What a redirect or the drop-in's 3-D Secure 2 brought back, for POST /api/payment/adyen/paymentdetails. */
export type DropInDetails = z.input<typeof DropInDetailsRequestSchema>['data']['details'];

/** The token and code that prove the booker. */
export interface BookingAccess {
  readonly token: string;
  readonly code: string;
}

/** The calls; merged into the configurator's Api. */
export function existingBookingCalls(http: HttpClient) {
  const booking = (a: BookingAccess) => ({ id: a.code, token: a.token });
  return {
    confirmBooking: (a: BookingAccess) =>
      http.post(`/api/booking/confirm/${path(a.token, a.code)}`, {}, trusted<LoadedBooking>()),
    /** docs/rules.md#rate-policies: `fee` is the cost the booker saw; the server refuses another (409). */
    cancelBooking: (a: BookingAccess, body: z.input<typeof CancelBookingBodySchema> = {}) =>
      http.post(`/api/booking/cancel/${path(a.token, a.code)}`, body, trusted<LoadedBooking>()),
    setPaymentMethod: (a: BookingAccess, method: PaymentMethod) =>
      http.post(
        `/api/booking/setPaymentmethod/${path(a.token, a.code, method)}`,
        {},
        trusted<LoadedBooking>(),
      ),
    editBooking: (a: BookingAccess, edit: BookingEditPayload) =>
      http.post(`/api/booking/edit/${path(a.token, a.code)}`, edit, trusted<LoadedBooking>()),
    /** `returnPath`: the page a provider's redirect (3-D Secure) comes back to. */
    paymentSession: (a: BookingAccess, idempotencyKey: string, returnPath: string) =>
      http.post(
        '/api/payment/sandbox/session',
        { booking: booking(a), idempotencyKey, returnPath } satisfies z.input<
          typeof PaymentSessionRequestSchema
        >,
        trusted<PaymentSession>(),
      ),
    tokenizeCard: (ref: string, card: z.input<typeof TokenizeRequestSchema>) =>
      http.post(`/api/payment/sandbox/tokenize/${path(ref)}`, card, trusted<{ transactionId: string }>()),
    makePayment: (a: BookingAccess, transactionId: string) =>
      http.post(
        '/api/booking/makepayment',
        { booking: booking(a), transactionId } satisfies z.input<typeof MakePaymentRequestSchema>,
        trusted<PaymentResultBody>(),
      ),
    paymentStatus: (ref: string) =>
      http.get(`/api/booking/paymentstatus/${path(ref)}`, trusted<PaymentStatus>()),
    dropInMethods: (a: BookingAccess) =>
      http.get(`/api/payment/adyen/paymentmethods/${path(a.code)}`, trusted<DropInMethods>(), {
        bookingtoken: a.token,
      }),
    dropInPayment: (
      a: BookingAccess,
      data: z.input<typeof DropInPaymentRequestSchema>['data'],
      returnUrl: string,
    ) =>
      http.post(
        '/api/payment/adyen/payment',
        { booking: booking(a), returnUrl, data } satisfies z.input<typeof DropInPaymentRequestSchema>,
        trusted<DropInResponse>(),
      ),
    /** `ref` names our attempt where the details alone do not (Adyen's own redirect and 3-D Secure 2). */
    dropInDetails: (details: DropInDetails, ref?: string) =>
      http.post(
        '/api/payment/adyen/paymentdetails',
        { ...(ref ? { ref } : {}), data: { details } } satisfies z.input<typeof DropInDetailsRequestSchema>,
        trusted<DropInResponse>(),
      ),
    /**
     * How a real provider's attempt ended, asked of the provider by the server (Stripe, after its confirm or return;
     * Adyen, with the session's result its drop-in gave).
     */
    providerResult: (a: BookingAccess, ref: string, adyenSession?: { id: string; result: string }) =>
      http.post(
        '/api/payment/result',
        { booking: booking(a), ref, ...(adyenSession ? { adyenSession } : {}) } satisfies z.input<
          typeof ProviderResultRequestSchema
        >,
        trusted<PaymentResultBody>(),
      ),
  };
}
