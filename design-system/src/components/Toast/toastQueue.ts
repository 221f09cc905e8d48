import { UNSTABLE_ToastQueue as RACToastQueue, type ToastOptions } from 'react-aria-components';

/*
 * The queue apart from the region (Toast.tsx): an app shows toasts from anywhere (stores, effects) with
 * this small module, and can load the region's code only once a toast is shown.
 */

export const toastTones = ['info', 'success', 'warning', 'danger'] as const;
export type ToastTone = (typeof toastTones)[number];

/** Spec: a toast closes itself after 3000 ms unless it says otherwise (e.g. 20 s for yank notices). */
export const defaultToastTimeout = 3000;

/** What a toast shows; all texts come translated from the app. */
export interface ToastContent {
  readonly title: string;
  readonly description?: string;
  /** @default 'info' */
  readonly tone?: ToastTone;
  /** One action, e.g. "Reload" or "Retry"; pressing it runs `onAction` and closes the toast. */
  readonly action?: { readonly label: string; readonly onAction: () => void };
}

export type ToastQueue = RACToastQueue<ToastContent>;

/** A queue of toasts; the app keeps one and renders one `ToastRegion` for it. */
export function createToastQueue(): ToastQueue {
  return new RACToastQueue<ToastContent>({ maxVisibleToasts: 5 });
}

export interface ShowToastOptions {
  /**
   * Milliseconds until it closes itself; `null` keeps it until closed. Toasts with an action and errors
   * (tone `danger`) default to `null`: a user must have time to reach the action and to read what went wrong
   * (WCAG 2.2.1, 3.3.1).
   * @default 3000 (no action, not an error) / null (with action, or an error)
   */
  timeout?: number | null;
  /** Called when the toast closes, by the user or by its timeout. */
  onClose?: () => void;
}

/** Adds a toast to the queue and returns its key (for `queue.close(key)`). */
export function showToast(queue: ToastQueue, content: ToastContent, options: ShowToastOptions = {}): string {
  const timeout =
    options.timeout !== undefined
      ? options.timeout
      : content.action || content.tone === 'danger'
        ? null
        : defaultToastTimeout;
  const queueOptions: ToastOptions = {};
  if (timeout !== null) queueOptions.timeout = timeout;
  if (options.onClose) queueOptions.onClose = options.onClose;
  return queue.add(content, queueOptions);
}
