import {
  allowedOrder,
  type BookerFormErrors,
  type CartPricing,
  canSend,
  cartReadiness,
  priceCart,
  type ReadinessIssue,
  validateBookerForm,
} from '@venue/domain';
import { useMemo } from 'react';
import { useAppStore } from '../../store/StoreProvider.tsx';

/** The cart's price, readiness and order permission, all computed by the domain. */
export interface CartFigures {
  readonly pricing: CartPricing;
  readonly issues: readonly ReadinessIssue[];
  readonly canSend: boolean;
  readonly orderAllowed: boolean;
  /** The booker form's errors (contact, guest, terms) from the domain's validators. */
  readonly form: BookerFormErrors;
}

/**
 * Computes the cart's figures with the domain's pricing, readiness and allowedOrder. `bookingReasonsOffered`: whether
 * the property has booking reasons to choose from (unknown: assumed so, as the server checks it anyway).
 */
export function useCartFigures(bookingReasonsOffered = true): CartFigures | null {
  const cart = useAppStore((s) => s.cart);
  const catalog = useAppStore((s) => s.catalog);
  const settings = useAppStore((s) => s.settings);
  const availability = useAppStore((s) => s.availability);
  const today = useAppStore((s) => s.today);
  return useMemo(() => {
    if (!cart || !settings) return null;
    const pricing = priceCart(cart, catalog, availability, settings);
    const issues = cartReadiness(cart, catalog, availability, settings, {
      today: today(),
      bookingReasonsOffered,
    });
    return {
      pricing,
      issues,
      canSend: canSend(issues),
      orderAllowed: allowedOrder(cart, catalog, pricing, settings),
      form: validateBookerForm(cart),
    };
  }, [cart, catalog, settings, availability, today, bookingReasonsOffered]);
}
