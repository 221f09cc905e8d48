import type { AppToast } from '../ui/toasts.ts';
import type { SliceCreator } from './types.ts';

/** View state that is not part of the booking. */
export interface UiSlice {
  /** Event bar laid out horizontally (setting horizontal.default, switchable by the guest). */
  readonly horizontal: boolean | null;
  /** The latest message for the screen-reader live region (relation effects, yanks). */
  readonly announcement: readonly AppToast[];
  readonly setHorizontal: (horizontal: boolean) => void;
  readonly announce: (message: readonly AppToast[]) => void;
}

/** Creates the UI slice. */
export const createUiSlice: SliceCreator<UiSlice> = () => (set) => ({
  horizontal: null,
  announcement: [],
  setHorizontal: (horizontal) => set({ horizontal }),
  announce: (message) => set({ announcement: message }),
});
