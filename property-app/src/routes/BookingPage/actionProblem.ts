import { ApiError } from '@venue/api-client';
import { ErrorKey, type StaffBookingDetail } from '@venue/contract';

/** Why a staff action did not happen, as the page tells it. */
export type ActionProblem =
  /**
   * 409: the booking changed meanwhile (`error.conflict`, a stale version) or no longer allows the action
   * (`error.booking.state`); the page re-reads it and shows what changed (`before` → `after`).
   */
  | {
      readonly kind: 'conflict';
      readonly before?: StaffBookingDetail;
      readonly after?: StaffBookingDetail;
    }
  /** 422: refused input; `code` is the first detail's code (e.g. `past`, `afterArrival` for an option date). */
  | { readonly kind: 'invalid'; readonly code: string | null; readonly message: string }
  /**
   * docs/payments.md: the payment provider did not take the refund, release, capture or fee the action needs
   * (unreachable, or it refused our credentials); the booking stays as it was, so trying again later may work.
   */
  | { readonly kind: 'provider' }
  /** Anything else (network, server). */
  | { readonly kind: 'failed' };

/** Sorts a failed action's error (docs/api.md#staff-actions-on-a-booking) into what the page shows. */
export function problemOf(error: unknown): ActionProblem {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.status === 409 && (error.error === 'error.conflict' || error.error === 'error.booking.state'))
    return { kind: 'conflict' };
  if (error.error === ErrorKey.paymentProviderFailed) return { kind: 'provider' };
  if (error.status === 422) {
    const first = error.details[0];
    const code =
      typeof first === 'object' && first !== null && typeof (first as { code?: unknown }).code === 'string'
        ? (first as { code: string }).code
        : null;
    return { kind: 'invalid', code, message: error.message };
  }
  return { kind: 'failed' };
}
