import type { BookingEditPayload, LoadedBooking, PaymentMethod } from '@venue/domain';
import type { HttpClient, Parser } from './client.ts';

/*
 * The booker's calls on an existing booking and the payment calls (spec 7 "Booking", "Payment"), as the
 * server's sandbox provider answers them (server/src/api/payment.ts; mirrored here because the
 * configurator does not depend on the server package).
 */

const trusted = <T>(): Parser<T> => ({ parse: (value) => value as T });
const path = (...parts: readonly string[]) => parts.map(encodeURIComponent).join('/');

/** The token and code that prove the booker. */
export interface BookingAccess {
  readonly token: string;
  readonly code: string;
}

/** The provider kinds of spec 1. */
export type PaymentKind = 'cardfields' | 'link' | 'iframe' | 'dropin';

/** A payment attempt as the server started it. */
export interface PaymentSession {
  readonly ref: string;
  readonly kind: PaymentKind;
  readonly amount: number;
  readonly currency: string;
  readonly status: string;
  /** The hosted payment page of the link and iframe kinds. */
  readonly url: string | null;
  readonly testMode: true;
}

/** The answer of makepayment (spec 4 result numbers). */
export interface PaymentResultBody {
  readonly result: number;
  readonly detail: 'success' | 'refused' | 'canceled' | 'pending' | 'error' | 'unknown';
  readonly ispaid: boolean;
}

/** The paid check (spec 4: ispaid, data, detail). */
export interface PaymentStatus {
  readonly ispaid: boolean;
  readonly detail: string | null;
  readonly data: { readonly reservationcode: string | null; readonly status: string };
}

/** A drop-in answer: a result code, or a redirect to follow. */
export interface DropInAnswer {
  readonly resultCode?: string;
  readonly action?: { readonly type: 'redirect'; readonly url: string };
  readonly ref: string;
}

/** The calls; merged into the configurator's Api. */
export function existingBookingCalls(http: HttpClient) {
  const booking = (a: BookingAccess) => ({ id: a.code, token: a.token });
  return {
    confirmBooking: (a: BookingAccess) =>
      http.post(`/api/booking/confirm/${path(a.token, a.code)}`, {}, trusted<LoadedBooking>()),
    cancelBooking: (a: BookingAccess) =>
      http.post(`/api/booking/cancel/${path(a.token, a.code)}`, {}, trusted<LoadedBooking>()),
    setPaymentMethod: (a: BookingAccess, method: PaymentMethod) =>
      http.post(
        `/api/booking/setPaymentmethod/${path(a.token, a.code, method)}`,
        {},
        trusted<LoadedBooking>(),
      ),
    editBooking: (a: BookingAccess, edit: BookingEditPayload) =>
      http.post(`/api/booking/edit/${path(a.token, a.code)}`, edit, trusted<LoadedBooking>()),
    paymentSession: (a: BookingAccess, idempotencyKey: string) =>
      http.post(
        '/api/payment/sandbox/session',
        { booking: booking(a), idempotencyKey },
        trusted<PaymentSession>(),
      ),
    tokenizeCard: (ref: string, card: { number: string; holder: string; expiry: string; cvc: string }) =>
      http.post(`/api/payment/sandbox/tokenize/${path(ref)}`, card, trusted<{ transactionId: string }>()),
    makePayment: (a: BookingAccess, transactionId: string) =>
      http.post(
        '/api/booking/makepayment',
        { booking: booking(a), transactionId },
        trusted<PaymentResultBody>(),
      ),
    paymentStatus: (ref: string) =>
      http.get(`/api/booking/paymentstatus/${path(ref)}`, trusted<PaymentStatus>()),
    dropInMethods: (a: BookingAccess) =>
      http.get(
        `/api/payment/adyen/paymentmethods/${path(a.code)}`,
        trusted<{ paymentMethods: readonly { type: 'scheme' | 'sandboxredirect'; name: string }[] }>(),
        { bookingtoken: a.token },
      ),
    dropInPayment: (
      a: BookingAccess,
      data: {
        idempotencyKey: string;
        paymentMethod: { type: 'scheme' | 'sandboxredirect'; number?: string };
      },
      returnUrl: string,
    ) =>
      http.post(
        '/api/payment/adyen/payment',
        { booking: booking(a), returnUrl, data },
        trusted<DropInAnswer>(),
      ),
    dropInDetails: (redirectResult: string) =>
      http.post(
        '/api/payment/adyen/paymentdetails',
        { data: { details: { redirectResult } } },
        trusted<DropInAnswer>(),
      ),
  };
}
