import {
  type Cart,
  type CartContext,
  cartReducer,
  cartStorageKey,
  defaultSettings,
  refreshAvailability,
  restoreCart,
  triggersListRefresh,
} from '@venue/domain';
import { todayOf } from './clock.ts';
import type { CartSlice } from './state/cart.ts';
import type { AppState, SliceCreator, StoreDeps } from './types.ts';

/** The context every domain cart transition reads; the clock comes from the store's deps. */
function cartContext(state: AppState, deps: StoreDeps): CartContext {
  const now = deps.now();
  return {
    today: todayOf(state, deps),
    now: now.toISOString(),
    settings: state.settings ?? defaultSettings,
    catalog: state.catalog,
  };
}

/** Restores the property's stored cart by the domain's rules (docs/rules.md#cart: start today or later, within 3 days). */
export function restoredCart(
  stored: unknown,
  state: AppState,
  deps: StoreDeps,
): { cart: Cart; reason: string } {
  const context = cartContext(state, deps);
  const result = restoreCart(stored, {
    today: context.today,
    now: context.now,
    propertyId: state.property?.id ?? 0,
    modeKey: state.mode,
    settings: context.settings,
    catalog: context.catalog,
    ...(state.property?.currency ? { currency: state.property.currency } : {}),
  });
  return { cart: result.cart, reason: result.reason };
}

/** The local-storage key of the current property's cart. */
export function storageKeyOf(state: Pick<AppState, 'property' | 'mode'>): string {
  return cartStorageKey(state.property?.id ?? 0, state.mode);
}

/** Creates the cart slice. */
export const createCartSlice: SliceCreator<CartSlice> = (deps) => (set, get) => ({
  cart: null,
  cartRestore: null,
  dispatch: (action) => {
    const state = get();
    if (!state.cart) return;
    const next = cartReducer(state.cart, action, cartContext(state, deps));
    if (next === state.cart) return;
    set({ cart: next });
    if (triggersListRefresh(action)) state.scheduleRefresh();
  },
  replaceCart: (cart) => set({ cart }),
  yanked: [],
  afterListsRefreshed: () => {
    const { cart, catalog, yanked } = get();
    if (!cart) return;
    const result = refreshAvailability(
      cart,
      catalog,
      {
        unitgroups: catalog.unitgroups.map((unitgroup) => ({
          unitgroupId: unitgroup.id,
          available: unitgroup.availabilityoption?.available ?? true,
          availabilities: [],
        })),
        services: catalog.services.map((service) => ({
          serviceId: service.id,
          available: service.available,
        })),
        // The property's current time slices are available; the cart's, when no longer offered, is not.
        timeslicedefinitions: [
          ...catalog.timeslicedefinitions.map((slice) => ({ id: slice.id, available: true })),
          ...(cart.timeslicedefinitionId !== null &&
          !catalog.timeslicedefinitions.some((slice) => slice.id === cart.timeslicedefinitionId)
            ? [{ id: cart.timeslicedefinitionId, available: false }]
            : []),
        ],
      },
      yanked,
    );
    set({ cart: result.cart, yanked: [...result.stillYanked, ...result.yanked] });
    for (const notice of result.notices)
      deps.notify({ key: notice.message, values: { items: notice.items.join(', ') } }, notice.durationMs);
  },
});
