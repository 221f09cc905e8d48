import type { PaymentOutcome } from '@venue/domain';
import type { ComponentType } from 'react';
import type { BookingAccess, PaymentKind, PaymentSession } from '../api/existingBooking.ts';

/*
 * The one payment provider interface: each provider kind (the sandbox's four of docs/rules.md#payments, Stripe and
 * Adyen of docs/payments.md) renders its own part of the payment dialog and reports exactly one outcome per attempt.
 * Every rule (event handling, polling intervals, outcome pages, result codes) comes from @venue/domain's payments
 * module.
 */

/** What a provider gets for one attempt. */
export interface PaymentProviderProps {
  /** The attempt the server started (its amount was computed there). */
  readonly session: PaymentSession;
  readonly access: BookingAccess;
  /** The attempt's idempotency key (the drop-in sends it again with its payment). */
  readonly idempotencyKey: string;
  /** The text of the button that pays, or that holds the card as a guarantee (the session's purpose). */
  readonly submitLabel: string;
  /** Reports how the attempt ended; called once. */
  readonly onOutcome: (outcome: PaymentOutcome) => void;
}

/** A provider kind: its UI and how large the dialog must be for it. */
export interface PaymentProvider {
  readonly kind: PaymentKind;
  /** The form-in-iframe provider needs the large modal (docs/rules.md#payments). */
  readonly modalSize: 'normal' | 'large';
  readonly Component: ComponentType<PaymentProviderProps>;
}
