import {
  allowedOrder,
  type CartPricing,
  canSend,
  cartReadiness,
  priceCart,
  type ReadinessIssue,
} from '@venue/domain';
import { useMemo } from 'react';
import { useAppStore } from '../../store/StoreProvider.tsx';

/** The cart's price, readiness and order permission, all computed by the domain. */
export interface CartFigures {
  readonly pricing: CartPricing;
  readonly issues: readonly ReadinessIssue[];
  readonly canSend: boolean;
  readonly orderAllowed: boolean;
  /** Names of required contact fields that are still empty. */
  readonly contactErrors: readonly string[];
}

const requiredContactFields = ['firstname', 'lastname', 'email'] as const;

/** Computes the cart's figures with the domain's pricing, readiness and allowedOrder. */
export function useCartFigures(): CartFigures | null {
  const cart = useAppStore((s) => s.cart);
  const catalog = useAppStore((s) => s.catalog);
  const settings = useAppStore((s) => s.settings);
  const availability = useAppStore((s) => s.availability);
  return useMemo(() => {
    if (!cart || !settings) return null;
    const pricing = priceCart(cart, catalog, availability, settings);
    const issues = cartReadiness(cart, catalog, availability, settings);
    return {
      pricing,
      issues,
      canSend: canSend(issues),
      orderAllowed: allowedOrder(cart, catalog, pricing, settings),
      contactErrors: requiredContactFields.filter((field) => !cart.contact?.[field]?.trim()),
    };
  }, [cart, catalog, settings, availability]);
}
