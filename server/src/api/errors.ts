/** The i18n keys of the API's errors (the `error` field of the error shape). */
export const ErrorKey = {
  validation: 'error.validation',
  notFound: 'error.notfound',
  authRequired: 'error.auth.required',
  authInvalid: 'error.auth.invalidtoken',
  forbidden: 'error.auth.forbidden',
  loginFailed: 'error.login.failed',
  /** Too many failed logins for the account or from the client; try again later. */
  loginLocked: 'error.login.locked',
  /** A staff call without a live staff token. */
  unauthorized: 'error.unauthorized',
  availability: 'error.availability',
  readiness: 'error.readiness',
  /** The dates break the property's date rules (docs/rules.md#stay-rules); details name them. */
  dates: 'error.dates',
  rateLimited: 'error.ratelimit',
  payloadTooLarge: 'error.payload.toolarge',
  bookingNotFound: 'error.booking.notfound',
  bookingState: 'error.booking.state',
  /** docs/rules.md#booking-lifecycle: the booker cannot confirm a request the hotel has not answered. */
  bookingAwaitingOffer: 'error.booking.awaitingoffer',
  /** The booking is confirmed by paying, not by the confirm call. */
  bookingPaymentRequired: 'error.booking.paymentrequired',
  conflict: 'error.conflict',
  /** A payment for a canceled, already paid or otherwise unpayable booking. */
  paymentNotAllowed: 'error.payment.notallowed',
  unknown: 'error.unknown',
} as const;
export type ErrorKey = (typeof ErrorKey)[keyof typeof ErrorKey];
