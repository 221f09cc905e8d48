import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** A toast's content: an i18n key (with values) or already-translated text. */
export interface ToastContent {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly tone?: 'info' | 'success' | 'error';
}

/** Spec 9: toasts last 3000 ms unless stated. */
export const TOAST_MS = 3000;
/** Spec 4: the yank notice lasts 20 s. */
export const YANK_TOAST_MS = 20_000;

/** The app's one toast queue (rendered by <Toasts/>). */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 3 });

/** Shows a toast; `timeout: null` keeps it until closed (the login failure toast). */
export function showToast(content: ToastContent, timeout: number | null = TOAST_MS): string {
  return toastQueue.add(content, timeout === null ? {} : { timeout });
}
