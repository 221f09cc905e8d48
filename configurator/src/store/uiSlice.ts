import type { UiSlice } from './state/ui.ts';
import type { SliceCreator } from './types.ts';

/** Creates the UI slice. */
export const createUiSlice: SliceCreator<UiSlice> = (deps) => (set) => ({
  notify: deps.notify,
  horizontal: null,
  announcement: [],
  setHorizontal: (horizontal) => set({ horizontal }),
  announce: (message) => set({ announcement: message }),
  returnTo: null,
  setReturnTo: (returnTo) => set({ returnTo }),
});
