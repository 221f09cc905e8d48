import type { PaymentMethod } from '../model/enums.ts';
import type { Settings } from '../settings/typedSettings.ts';
import { offeredPaymentMethods } from './providers.ts';

/**
 * docs/rules.md#existing-booking-flow: the payment method a confirmation pays with: the booker's chosen one
 * while the property still offers it, else the first method the property offers (paymentOptions.methods).
 */
export function confirmPaymentMethod(
  settings: Pick<Settings, 'paymentOptions'>,
  chosen: PaymentMethod | null | undefined,
): PaymentMethod {
  const offered = offeredPaymentMethods(settings);
  if (chosen && offered.includes(chosen)) return chosen;
  // offeredPaymentMethods never answers an empty list (without a setting every method is offered).
  return offered[0] as PaymentMethod;
}
