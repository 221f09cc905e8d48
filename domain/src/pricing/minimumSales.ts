import { type Cart, type CartServiceLine, type Catalog, cartIsEditable } from '../model/cart.ts';
import type { AvailabilityResponse } from '../model/entities.ts';
import { MINIMUM_SALES_LINE_KEY, minimumSalesService, type PricingSettings, priceCart } from './priceCart.ts';

/**
 * docs/rules.md#minimum-sales minimum sales as a cart transition: when the cart's price without the minimum-sales line is
 * below the minimum, the minimum-sales service (setting `service.minimumSales.code`) is added on the
 * stay (slot 0); otherwise it is removed. Its price is always computed by `priceCart`, never stored.
 * A locked cart, or a catalog without that service, is returned unchanged.
 */
export function applyMinimumSales(
  cart: Cart,
  catalog: Catalog,
  availability: readonly AvailabilityResponse[],
  settings: PricingSettings,
): Cart {
  if (!cartIsEditable(cart)) return cart;
  const service = minimumSalesService(catalog, settings);
  if (!service) return cart;
  const figures = priceCart(cart, catalog, availability, settings).minimumSales;
  const present = cart.services.some((s) => s.serviceId === service.id);
  const needed = figures !== null && figures.difference > 0;
  if (needed === present) return cart;
  if (!needed) return { ...cart, services: cart.services.filter((s) => s.serviceId !== service.id) };
  const line: CartServiceLine = {
    key: MINIMUM_SALES_LINE_KEY,
    slotIndex: 0,
    serviceId: service.id,
    servicetypeId: service.servicetype.id,
    unitgroupLineKey: null,
    itemcount: 1,
    personcount: 0,
    durationcount: 1,
    starttime: null,
    endtime: null,
    description: '',
    optionIds: [],
    // Not chosen by the guest: the cart's minimum-sales rule put it there.
    origin: { kind: 'relation', relationType: 'minimumSales' },
    bookingLineId: null,
  };
  return { ...cart, services: [...cart.services, line] };
}
