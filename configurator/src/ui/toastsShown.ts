/**
 * Whether the app has shown a toast yet, apart from the toast queue (`toasts.ts`, a chunk of its own with
 * react-aria's queue): the app renders its toast region, and loads the queue, from the first toast on (App.tsx).
 */
let shown = false;
const listeners = new Set<() => void>();

export const toastsShown = {
  get: (): boolean => shown,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called by the queue when a toast is added. */
  mark: (): void => {
    if (shown) return;
    shown = true;
    for (const listener of listeners) listener();
  },
};
