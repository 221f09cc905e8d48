import type { PaymentEvent } from '../model/entities.ts';
import { PaymentMethod } from '../model/enums.ts';
import type { Settings } from '../settings/typedSettings.ts';
import type { PaymentOutcome } from './outcome.ts';

/*
 * Outcome mapping of the four provider kinds (docs/rules.md#payments). Each provider reports in
 * its own terms; these functions turn those reports into one PaymentOutcome, or null while the
 * payment is still under way.
 */

/** docs/rules.md#payments: the link provider's paid-check interval. */
const LINK_POLL_INTERVAL_MS = 1000;
/** docs/rules.md#payments: the link provider's paid-check interval after a failed check. */
const LINK_POLL_INTERVAL_AFTER_ERROR_MS = 3000;

/** The card-field form's state as its events arrive. */
export interface CardFieldState {
  readonly ready: boolean;
  readonly valid: boolean;
  readonly empty: boolean;
  readonly outcome: PaymentOutcome | null;
  readonly transactionId: string | null;
}

/** Card fields before their first event. */
export const initialCardFieldState: CardFieldState = Object.freeze({
  ready: false,
  valid: false,
  empty: true,
  outcome: null,
  transactionId: null,
});

const DETAIL_OUTCOME: Readonly<Record<string, PaymentOutcome>> = {
  success: 'success',
  error: 'error',
  refused: 'refused',
  canceled: 'canceled',
  pending: 'pending',
};

/** The transaction id a card-field success event carries, if any. */
function transactionIdOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const id = record.transactionId ?? record.transactionid ?? record.id;
  return typeof id === 'string' && id !== '' ? id : typeof id === 'number' ? String(id) : null;
}

/**
 * docs/rules.md#payments: card-field events: ready, change and validate update the form; success counts only when it
 * is successful and carries a transaction id (otherwise it is an error); error maps its detail
 * (refused, canceled, pending) and is a plain error otherwise.
 */
export function cardFieldEvent(
  state: CardFieldState,
  event: Pick<PaymentEvent, 'type' | 'data' | 'successful' | 'valid' | 'empty' | 'detail'>,
): CardFieldState {
  switch (event.type) {
    case 'ready':
      return { ...state, ready: true };
    case 'change':
      return { ...state, valid: event.valid, empty: event.empty };
    case 'validate':
      return { ...state, valid: event.valid };
    case 'success': {
      const transactionId = transactionIdOf(event.data);
      return event.successful && transactionId
        ? { ...state, outcome: 'success', transactionId }
        : { ...state, outcome: 'error' };
    }
    case 'error': {
      const mapped = event.detail ? DETAIL_OUTCOME[event.detail] : undefined;
      return { ...state, outcome: mapped && mapped !== 'success' ? mapped : 'error' };
    }
  }
}

/** What one paid check of the link provider returned: an answer, or a failed request. */
export type PaidCheck =
  | { readonly ok: true; readonly ispaid: boolean; readonly detail?: string | null }
  | { readonly ok: false };

/** The link provider's decision after one check: an outcome, or when to check again. */
export type LinkPollStep =
  | { readonly done: true; readonly outcome: PaymentOutcome }
  | { readonly done: false; readonly nextCheckInMs: number };

/**
 * docs/rules.md#payments: the link provider polls the paid check every 1 s, 3 s after a failed check, and succeeds
 * when ispaid is true. A final detail (refused, canceled, error) ends the polling with that outcome.
 */
export function linkPollStep(check: PaidCheck): LinkPollStep {
  if (!check.ok) return { done: false, nextCheckInMs: LINK_POLL_INTERVAL_AFTER_ERROR_MS };
  if (check.ispaid) return { done: true, outcome: 'success' };
  const detail = check.detail ? DETAIL_OUTCOME[check.detail] : undefined;
  if (detail === 'refused' || detail === 'canceled' || detail === 'error')
    return { done: true, outcome: detail };
  return { done: false, nextCheckInMs: LINK_POLL_INTERVAL_MS };
}

/** The outcome pages the form-in-iframe provider can land on. */
export const IframeOutcomePages = ['ok', 'error', 'refused', 'canceled', 'pending'] as const;
/** One of the iframe outcome pages. */
export type IframeOutcomePage = (typeof IframeOutcomePages)[number];

/** After the frame's outcome page: a final outcome, or "ask the backend whether it is paid". */
export type IframeStep =
  | { readonly done: true; readonly outcome: PaymentOutcome }
  | { readonly done: false; readonly checkPaid: true };

/**
 * docs/rules.md#payments: the form-in-iframe provider: the outcome page ok asks the backend whether the booking is
 * paid; error, refused, canceled and pending are final.
 */
export function iframeOutcome(page: IframeOutcomePage): IframeStep {
  if (page === 'ok') return { done: false, checkPaid: true };
  return { done: true, outcome: page };
}

/** docs/rules.md#payments: the backend's paid answer after an ok page: paid is success, not paid is an error. */
export function iframePaidOutcome(ispaid: boolean): PaymentOutcome {
  return ispaid ? 'success' : 'error';
}

/**
 * docs/rules.md#payments: the drop-in provider's result codes: Authorised success, Refused refused, Cancelled
 * canceled, Error error, Pending and Received pending; any other code is an unknown error.
 */
export function dropInOutcome(resultCode: string | null | undefined): PaymentOutcome {
  switch (resultCode) {
    case 'Authorised':
      return 'success';
    case 'Refused':
      return 'refused';
    case 'Cancelled':
      return 'canceled';
    case 'Error':
      return 'error';
    case 'Pending':
    case 'Received':
      return 'pending';
    default:
      return 'errorunknown';
  }
}

/**
 * The payment methods a property offers its guests (docs/rules.md#payments lists PM6Hold, CreditCard, Prepayment,
 * Company). A property names them in the setting `paymentOptions.methods` as a comma list; names it
 * does not know are ignored. Without the setting every method is offered. The order is the spec's.
 */
export function offeredPaymentMethods(settings: Pick<Settings, 'paymentOptions'>): readonly PaymentMethod[] {
  const configured = settings.paymentOptions.methods;
  if (configured === undefined || configured.trim() === '') return PaymentMethod;
  const named = new Set(configured.split(',').map((name) => name.trim()));
  const offered = PaymentMethod.filter((method) => named.has(method));
  return offered.length > 0 ? offered : PaymentMethod;
}
