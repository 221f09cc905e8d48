import type { Cart, CartAction, YankedItem } from '@venue/domain';

/** The guest's cart; every change goes through the domain's cart reducer. */
export interface CartSlice {
  readonly cart: Cart | null;
  /** Why the stored cart was or was not restored on opening (for logs and tests). */
  readonly cartRestore: string | null;
  /**
   * Applies one cart transition (docs/rules.md#cart) and schedules the list refresh when the transition asks for it.
   * At once once the cart's rules are loaded (the session preloads them when the first screen is idle); one dispatched
   * before is applied, in its order, as soon as they are: what reads the cart right after awaits `cartReady`.
   */
  readonly dispatch: (action: CartAction) => void;
  /** Resolves once the cart's rules are loaded and every transition dispatched so far is applied. */
  readonly cartReady: () => Promise<void>;
  /** Runs `then` once every transition dispatched so far is applied: at once when the rules are loaded. */
  readonly afterCartRules: (then: () => void) => void;
  /** Replaces the cart with a result of a domain engine (relations, availability). */
  readonly replaceCart: (cart: Cart) => void;
  /** After the lists were re-read: yank what became unavailable (docs/rules.md#cart0 s toast). */
  readonly afterListsRefreshed: () => void;
  /** Items taken out by earlier refreshes (to tell the guest when they are back). */
  readonly yanked: readonly YankedItem[];
}
