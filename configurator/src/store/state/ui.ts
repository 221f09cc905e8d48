import type { AppToast, Notify } from '../../ui/toasts.ts';

/** View state that is not part of the booking. */
export interface UiSlice {
  /** Event bar laid out horizontally (setting horizontal.default, switchable by the guest). */
  readonly horizontal: boolean | null;
  /** The latest message for the screen-reader live region (relation effects, yanks). */
  readonly announcement: readonly AppToast[];
  readonly setHorizontal: (horizontal: boolean) => void;
  readonly announce: (message: readonly AppToast[]) => void;
  /**
   * The cart page the guest left by an open point's button: the page of the fix offers the way back to it.
   * Cleared when the cart page is shown again.
   */
  readonly returnTo: string | null;
  readonly setReturnTo: (path: string | null) => void;
  /** Shows a translated toast (seen, and read out by the toast region). */
  readonly notify: Notify;
}
