import {
  type Cart,
  type CartAction,
  type CartContext,
  cartStorageKey,
  defaultSettings,
  restoreCart,
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

type CartRules = typeof import('./cartRules.ts')['cartRules'];

/** Creates the cart slice. */
export const createCartSlice: SliceCreator<CartSlice> = (deps) => (set, get) => {
  // docs/performance.md#the-cart-rules-after-the-first-screen: loaded on the first transition, or ahead of it once
  // the first screen is idle (the session's preload); again after a load that failed.
  let rules: CartRules | null = null;
  let loading: Promise<CartRules> | null = null;
  const loadCartRules = () => {
    loading ??= import('./cartRules.ts').then(
      (module) => {
        rules = module.cartRules;
        return module.cartRules;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  /** Transitions dispatched before the rules were loaded: applied in their order once they are. */
  const queued: CartAction[] = [];
  const apply = (loaded: CartRules, action: CartAction) => {
    const state = get();
    if (!state.cart) return;
    const next = loaded.cartReducer(state.cart, action, cartContext(state, deps));
    if (next === state.cart) return;
    set({ cart: next });
    if (loaded.triggersListRefresh(action)) state.scheduleRefresh();
  };
  const flush = (loaded: CartRules) => {
    for (const action of queued.splice(0)) apply(loaded, action);
    return loaded;
  };
  const ready = () =>
    loadCartRules()
      .then(flush)
      .catch((error: unknown) => {
        // The transitions waiting are dropped with the failure: the guest sees the cart unchanged, and the next one
        // loads the rules again.
        queued.length = 0;
        throw error;
      });
  const afterListsRefreshed = (loaded: CartRules) => {
    const { cart, catalog, yanked } = get();
    if (!cart) return;
    const result = loaded.refreshAvailability(
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
  };
  const failed = (error: unknown) => console.error('Loading the cart rules failed', error);
  return {
    cart: null,
    cartRestore: null,
    dispatch: (action) => {
      if (rules && queued.length === 0) {
        apply(rules, action);
        return;
      }
      queued.push(action);
      if (queued.length === 1) ready().catch(failed);
    },
    cartReady: async () => {
      if (!rules || queued.length > 0) await ready();
    },
    afterCartRules: (then) => {
      if (rules && queued.length === 0) then();
      else
        ready().then(() => {
          then();
        }, failed);
    },
    replaceCart: (cart) => set({ cart }),
    yanked: [],
    afterListsRefreshed: () => {
      if (rules) afterListsRefreshed(rules);
      else ready().then(afterListsRefreshed, failed);
    },
  };
};
