import {
  BOOKING_CODE_ERROR_KEYS,
  OpenPointGap,
  openPointGapKey,
  outcomeOfPaymentResult,
  PaymentResult,
  POLICY_TEXT_KEYS,
  paymentMessageKey,
  ReadinessCode,
} from '@venue/domain';

/*
 * i18n keys the domain hands to the screens (readiness issues, form errors, payment outcomes, booking errors).
 * docs/pages.md#language name them; the translation test checks each exists in en and de.
 */

const readinessCodes = ReadinessCode;

/** Readiness issue code -> the keys of its title, text and button. */
function readinessKeys(code: string): { title: string; text: string; button: string } {
  return {
    title: `CART.READINESS.${code}.TITLE`,
    text: `CART.READINESS.${code}.TEXT`,
    button: `CART.READINESS.${code}.BUTTON`,
  };
}

const formErrors = [
  'FORM.ERROR',
  'FORM.ERROR.REQUIRED',
  'FORM.ERROR.PATTERN',
  'FORM.ERROR.MINLENGTH',
  'FORM.ERROR.MAXLENGTH',
  'FORM.ERROR.EMAIL',
  'FORM.ERROR.MIN',
  'FORM.ERROR.MAX',
  'FORM.ERROR.INTEGER',
  'FORM.ERROR.TIMERANGE',
];

// Every outcome, as the domain reads it from each payment result.
const paymentOutcomes = Object.values(PaymentResult).map(outcomeOfPaymentResult);

const bookingErrors = [
  'ERROR.OFFERED',
  'ERROR.ORDERED',
  'ERROR.BOOKING_TIMEOUT',
  'ERROR.TOO_MANY_REQUESTS',
  'ERROR.LOGIN_PROPERTY_FAILED',
  'error.unknown',
  'error.unavailable',
  'CART.CUSTOMERACCOUNT.REJECTED',
  'CART.PROMOCODE.REJECTED',
  'CART.AVAILABILITY.YANKED',
  'CART.AVAILABILITY.UNYANKED',
  // docs/rules.md#rate-policies: the server's refusal of a cancellation fee, said as it is.
  'error.booking.cancellationfeerefused',
  // docs/payments.md: a cancellation the payment provider could not carry out (error.payment.providerfailed).
  'CART.CANCEL.FAILED_PROVIDER',
];

/** All domain-provided keys the configurator renders. */
export const renderedDomainKeys: readonly string[] = [
  ...readinessCodes.flatMap((code) => Object.values(readinessKeys(code))),
  // docs/pages.md#open-points: the line of each kind of gap.
  ...OpenPointGap.map(openPointGapKey),
  ...formErrors,
  ...bookingErrors,
  ...Object.values(BOOKING_CODE_ERROR_KEYS),
  // Issue 7: the existing booking's state label and every payment message, both variants.
  ...['NEW', 'OFFERED', 'CONFIRMED', 'CLEARED', 'CANCELED', 'DELETED', 'UNKNOWN'].map(
    (l) => `BOOKINGSTATE.${l}`,
  ),
  ...[false, true].flatMap((confirming) => paymentOutcomes.map((o) => paymentMessageKey(o, confirming))),
  // docs/rules.md#rate-policies: a rate's terms (POLICY.CANCEL.FREE has plural forms).
  ...POLICY_TEXT_KEYS,
];
