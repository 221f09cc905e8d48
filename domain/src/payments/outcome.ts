import { PaymentResult } from '../model/enums.ts';

/** docs/rules.md#payments. */
const PaymentOutcomes = ['success', 'refused', 'canceled', 'pending', 'errorunknown', 'error'] as const;
/** How a payment attempt ended. */
export type PaymentOutcome = (typeof PaymentOutcomes)[number];

const RESULT_OF: Readonly<Record<PaymentOutcome, PaymentResult>> = {
  success: PaymentResult.Success,
  error: PaymentResult.Error,
  refused: PaymentResult.Refused,
  canceled: PaymentResult.Canceled,
  pending: PaymentResult.Pending,
  errorunknown: PaymentResult.UnknownError,
};

/** The numeric PaymentResult of an outcome (docs/rules.md#payments: success 1 ... unknown error 6). */
export function paymentResultOf(outcome: PaymentOutcome): PaymentResult {
  return RESULT_OF[outcome];
}

/** The outcome of a numeric PaymentResult; an unknown number is an unknown error. */
export function outcomeOfPaymentResult(result: number): PaymentOutcome {
  return PaymentOutcomes.find((o) => RESULT_OF[o] === result) ?? 'errorunknown';
}

/** docs/rules.md#payments: retry is offered after an error or a refusal, not after canceled, pending or errorunknown. */
function offersRetry(outcome: PaymentOutcome): boolean {
  return outcome === 'error' || outcome === 'refused';
}

/** The payment dialog's retry state across attempts. */
export interface PaymentAttempts {
  readonly last: PaymentOutcome | null;
  /** docs/rules.md#payments: once an attempt ended in errorunknown, retry stays disabled. */
  readonly retryDisabled: boolean;
}

/** No attempt yet. */
export const noPaymentAttempts: PaymentAttempts = Object.freeze({ last: null, retryDisabled: false });

/** Records an attempt's outcome; errorunknown disables retry for good. */
export function recordPaymentOutcome(attempts: PaymentAttempts, outcome: PaymentOutcome): PaymentAttempts {
  return { last: outcome, retryDisabled: attempts.retryDisabled || outcome === 'errorunknown' };
}

/** docs/rules.md#payments: whether the retry button is shown after the last attempt. */
export function canRetryPayment(attempts: PaymentAttempts): boolean {
  return attempts.last !== null && !attempts.retryDisabled && offersRetry(attempts.last);
}

const STATE_KEY: Readonly<Record<PaymentOutcome, string>> = {
  success: 'PAYMENTSUCCESS',
  refused: 'REFUSED',
  canceled: 'CANCELED',
  pending: 'PENDING',
  errorunknown: 'ERRORUNKNOWN',
  error: 'ERROR',
};

/**
 * docs/rules.md#payments: the message key of an outcome: PAYMENT.PAYMENTSUCCESS, .REFUSED, .CANCELED, .PENDING,
 * .ERRORUNKNOWN, .ERROR; when confirming an existing booking, PAYMENT.CONFIRM.<STATE>.
 */
export function paymentMessageKey(outcome: PaymentOutcome, confirmingExistingBooking = false): string {
  return `PAYMENT.${confirmingExistingBooking ? 'CONFIRM.' : ''}${STATE_KEY[outcome]}`;
}
