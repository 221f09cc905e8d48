import type { Cart, CartServiceLine, Catalog } from '../model/cart.ts';
import type { BookingServiceLine } from '../model/entities.ts';
import type { CartPricing } from '../pricing/priceCart.ts';
import { LineBuilder } from './lineBuilder.ts';
import { deepEqual } from './update.ts';

/** The body of an existing booking's edit (docs/rules.md#existing-booking-flow POST edit/{token}/{id}). */
export interface BookingEditPayload {
  readonly deletedServiceIds: readonly number[];
  readonly addedServices: readonly BookingServiceLine[];
  readonly editedServices: readonly BookingServiceLine[];
}

/** The edit payload, or why it cannot be built (docs/rules.md#existing-booking-flow CART.EDIT.ERROR_ABORT). */
export type BookingEditResult =
  | { readonly ok: true; readonly payload: BookingEditPayload }
  | { readonly ok: false; readonly error: 'CART.EDIT.ERROR_ABORT'; readonly reason: string };

// What the guest can change on a service line; the rest (prices) is the server's.
const EDITABLE: readonly (keyof CartServiceLine)[] = [
  'slotIndex',
  'serviceId',
  'unitgroupLineKey',
  'itemcount',
  'personcount',
  'childcount',
  'durationcount',
  'starttime',
  'endtime',
  'description',
  'optionIds',
  'rateplanId',
];

function edited(before: CartServiceLine, after: CartServiceLine): boolean {
  return EDITABLE.some((field) => !deepEqual(before[field], after[field]));
}

/**
 * The edit of an existing booking (docs/rules.md#existing-booking-flow): the ids of the services
 * the guest removed, the services added, and the services changed, compared with the copy taken when
 * editing began. Aborts (docs/rules.md#existing-booking-flow ERROR_ABORT) when a service of the copy has no id, or a service hangs on
 * a unit group line the booking does not know yet (no unit group found).
 */
export function bookingEditPayload(
  originalServices: readonly CartServiceLine[],
  cart: Cart,
  catalog: Catalog,
  pricing: CartPricing | null,
): BookingEditResult {
  const withoutId = originalServices.find((l) => l.bookingLineId === null);
  if (withoutId)
    return { ok: false, error: 'CART.EDIT.ERROR_ABORT', reason: `service ${withoutId.key} has no id` };
  const builder = new LineBuilder(cart, catalog, pricing);
  let missingUnitgroup: string | null = null;
  const unitgroupRef = (key: string) => {
    const id = cart.unitgroups.find((l) => l.key === key)?.bookingLineId ?? null;
    if (id === null) missingUnitgroup = key;
    return id === null ? null : { id };
  };
  const current = new Map<number, CartServiceLine>();
  for (const line of cart.services) if (line.bookingLineId !== null) current.set(line.bookingLineId, line);
  const deletedServiceIds = originalServices
    .map((l) => l.bookingLineId as number)
    .filter((id) => !current.has(id));
  const addedServices = cart.services
    .filter((l) => l.bookingLineId === null)
    .map((l) => builder.serviceLine(l, unitgroupRef));
  const originalById = new Map(originalServices.map((l) => [l.bookingLineId as number, l]));
  const editedServices = cart.services
    .filter((l) => {
      const before = l.bookingLineId !== null ? originalById.get(l.bookingLineId) : undefined;
      return before !== undefined && edited(before, l);
    })
    .map((l) => builder.serviceLine(l, unitgroupRef));
  if (missingUnitgroup !== null)
    return {
      ok: false,
      error: 'CART.EDIT.ERROR_ABORT',
      reason: `no unit group found for line ${missingUnitgroup}`,
    };
  return { ok: true, payload: { deletedServiceIds, addedServices, editedServices } };
}
