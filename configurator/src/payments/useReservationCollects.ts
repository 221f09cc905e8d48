import { cartRatePolicy, type ReservationCollects, reservationCollects } from '@venue/domain';
import { useAppStore } from '../store/StoreProvider.tsx';

/**
 * docs/rules.md#rate-policies: what reserving the cart (or the booking it holds) takes before it is Confirmed: a
 * payment ('charge'), a card held as a guarantee ('hold'), or nothing (null). The rate is the cart's first room's.
 */
export function useReservationCollects(): ReservationCollects {
  const cart = useAppStore((s) => s.cart);
  const settings = useAppStore((s) => s.settings);
  const catalog = useAppStore((s) => s.catalog);
  if (!cart || !settings) return null;
  return reservationCollects(
    settings,
    cartRatePolicy(cart.unitgroups, (id) => catalog.unitgroups.find((u) => u.id === id)?.rateplanList),
  );
}
