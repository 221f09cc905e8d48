import { createToastQueue, showToast, type ToastTone } from '@venue/design-system';
import type { TFunction } from 'i18next';
import { toastsShown } from './toastsShown.ts';

/** A toast as the app asks for it: an i18n key with its values. */
export interface AppToast {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly tone?: ToastTone;
}

/** Shows a toast; `timeout` defaults to the design system's 3000 ms, `null` keeps it until closed. */
export type Notify = (toast: AppToast, timeout?: number | null) => void;

/** The app's one toast queue, shown by the design system's ToastRegion (rendered from its first toast on). */
export const toastQueue = createToastQueue();
toastQueue.subscribe(() => {
  if (toastQueue.visibleToasts.length > 0) toastsShown.mark();
});

/**
 * A notifier translating with the app's i18n instance (the store shows toasts outside React).
 * @public main.tsx loads it with a dynamic import
 */
export function createNotifier(t: TFunction): Notify {
  return (toast, timeout) => {
    showToast(
      toastQueue,
      { title: t(toast.key, toast.values ?? {}), tone: toast.tone ?? 'info' },
      timeout === undefined ? {} : { timeout },
    );
  };
}
