import { availabilityRequests, type Cart, type Catalog } from '@venue/domain';

/**
 * The availability requests of the cart's unit group lines (the domain's), as the server's schema takes them: also
 * with the customer account (its rate wins over a promo code), which the domain's request type does not carry yet.
 * Its own chunk, loaded by the catalog slice when the cart's availability is read.
 */
export function availabilityBody(cart: Cart, catalog: Catalog) {
  return availabilityRequests(cart, catalog).map((request) => ({
    ...request,
    customeraccountnumber: cart.customeraccountnumber,
  }));
}
