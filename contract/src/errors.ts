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
  /** The password was right but the account's e-mail is not verified yet (docs/api.md#signup-and-e-mail-verification). */
  loginUnverified: 'error.login.unverified',
  /** An e-mail verification token that does not exist or was used already. */
  verifyInvalid: 'error.verify.invalid',
  /** An e-mail verification token older than its 24 hours. */
  verifyExpired: 'error.verify.expired',
  /** POST /api/signup: an account with this e-mail exists already. */
  signupExists: 'error.signup.exists',
  /** POST /api/signup: the terms were not accepted. */
  termsRequired: 'error.terms.required',
  /** A new password breaks the strength rules (docs/rules.md#forms); details carry the FORM.ERROR keys. */
  passwordWeak: 'error.password.weak',
  /** POST /api/password/update: the current password is wrong. */
  passwordWrong: 'error.password.wrong',
  /** A password reset token that does not exist or was used already. */
  resetInvalid: 'error.reset.invalid',
  /** A password reset token older than its 60 minutes. */
  resetExpired: 'error.reset.expired',
  /** An external login's e-mail belongs to an account with a password: send that password to link them. */
  existingPasswordRequired: 'error.existing.password.required',
  /** The same, but the password sent was empty. */
  existingPasswordEmpty: 'error.existing.password.empty',
  /** The existing account's password was wrong (counted like a failed login). */
  existingPasswordWrong: 'error.existing.password.wrong',
  /** An external login's e-mail belongs to an account that logs in by another external account only. */
  existingExternal: 'error.existing.external',
  /** The external provider refused the login, or its answer failed the checks. */
  externalFailed: 'error.external.failed',
  /** A new account needs a verified e-mail, and the provider gave none. */
  externalEmailRequired: 'error.external.email.required',
  /** POST /api/loginbyexternalaccount without an external login waiting (none, or over 15 minutes old). */
  externalExpired: 'error.external.expired',
  /** docs/api.md#property-users: the account works for this property already. */
  userMember: 'error.user.member',
  /** docs/api.md#property-users: the change would leave the property without an owner. */
  userLastOwner: 'error.user.lastowner',
  /** docs/api.md#property-users: an invitation token that does not exist or was accepted already. */
  invitationInvalid: 'error.invitation.invalid',
  /** docs/api.md#property-users: an invitation older than its 7 days. */
  invitationExpired: 'error.invitation.expired',
  /** docs/api.md#property-users: the invitation is for another account (sign in with the invited e-mail). */
  invitationWrongAccount: 'error.invitation.wrongaccount',
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
  /**
   * docs/rules.md#the-payment-ledger: the rate asks for a payment or a held card before the booking is Confirmed, and
   * the ledger has neither (staff record a payment, or the booker pays from the link).
   */
  bookingTermsUnmet: 'error.booking.termsunmet',
  /**
   * docs/api.md#staff-actions-on-a-booking: a payment request for a booking its booker cannot pay now (nothing open,
   * not offered, canceled, or its rate only holds a card).
   */
  bookingNothingToPay: 'error.booking.nothingtopay',
  /** docs/rules.md#rate-policies: cancelling costs a fee the request did not accept (details: the fee). */
  bookingCancellationFeeChanged: 'error.booking.cancellationfeechanged',
  /** The held card refused the cancellation fee: the booking stays as it was. */
  bookingCancellationFeeRefused: 'error.booking.cancellationfeerefused',
  conflict: 'error.conflict',
  /** docs/api.md#documents: an upload that is not a JPEG, PNG or WebP image. */
  documentType: 'error.document.type',
  /** docs/api.md#documents: an upload over the size or pixel limit. */
  documentSize: 'error.document.size',
  /** docs/api.md#resources: a delete refused because bookings or other rows still use the entry. */
  referenced: 'error.referenced',
  /** A payment for a canceled, already paid or otherwise unpayable booking. */
  paymentNotAllowed: 'error.payment.notallowed',
  /** docs/payments.md#setting-up-a-provider: a provider secret sent while the server has no PAYMENT_SECRETS_KEY. */
  paymentSecretsKeyMissing: 'error.payment.secretskeymissing',
  /** A property's provider needs a stored secret the server cannot open (changed, or another key): set it again. */
  paymentProviderUnreadable: 'error.payment.providerunreadable',
  /** docs/payments.md#capturing-later: a capture or release asked of a booking with no open authorisation. */
  paymentNothingAuthorised: 'error.payment.nothingauthorised',
  /** docs/payments.md: the property's payment provider did not take a request (unreachable, or its own error). */
  paymentProviderFailed: 'error.payment.providerfailed',
  /** The database is unreachable for a moment (an outage, a restart): 503 with Retry-After; try again. */
  unavailable: 'error.unavailable',
  unknown: 'error.unknown',
} as const;
export type ErrorKey = (typeof ErrorKey)[keyof typeof ErrorKey];
