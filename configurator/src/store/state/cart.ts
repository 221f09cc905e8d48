import type { Cart, CartAction, YankedItem } from '@venue/domain';

/** The guest's cart; every change goes through the domain's cart reducer. */
export interface CartSlice {
  readonly cart: Cart | null;
  /** Why the stored cart was or was not restored on opening (for logs and tests). */
  readonly cartRestore: string | null;
  /** Applies one cart transition (docs/rules.md#cart) and schedules the list refresh when the transition asks for it. */
  readonly dispatch: (action: CartAction) => void;
  /** Replaces the cart with a result of a domain engine (relations, availability). */
  readonly replaceCart: (cart: Cart) => void;
  /** After the lists were re-read: yank what became unavailable (docs/rules.md#cart0 s toast). */
  readonly afterListsRefreshed: () => void;
  /** Items taken out by earlier refreshes (to tell the guest when they are back). */
  readonly yanked: readonly YankedItem[];
}
