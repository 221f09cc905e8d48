import {
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
  type ToastOptions,
} from 'react-aria-components';
import { type LocalizedStrings, useStrings } from '../../i18n/useStrings.ts';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as css from './Toast.css.ts';

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
   * Milliseconds until it closes itself; `null` keeps it until closed. Toasts with an action default to
   * `null`, because a user must have time to reach the action (WCAG 2.2.1).
   * @default 3000 (no action) / null (with action)
   */
  timeout?: number | null;
  /** Called when the toast closes, by the user or by its timeout. */
  onClose?: () => void;
}

/** Adds a toast to the queue and returns its key (for `queue.close(key)`). */
export function showToast(queue: ToastQueue, content: ToastContent, options: ShowToastOptions = {}): string {
  const timeout =
    options.timeout !== undefined ? options.timeout : content.action ? null : defaultToastTimeout;
  const queueOptions: ToastOptions = {};
  if (timeout !== null) queueOptions.timeout = timeout;
  if (options.onClose) queueOptions.onClose = options.onClose;
  return queue.add(content, queueOptions);
}

const strings: LocalizedStrings<'close'> = { en: { close: 'Close' }, de: { close: 'Schließen' } };

export interface ToastRegionProps {
  /** The queue whose toasts this region shows. */
  queue: ToastQueue;
}

/**
 * The landmark where toasts appear (react-aria ToastRegion): announced by screen readers, reachable with F6,
 * timers pause while it is hovered or focused.
 */
export function ToastRegion({ queue }: ToastRegionProps) {
  const t = useStrings(strings);
  return (
    <RACToastRegion queue={queue} className={css.region}>
      {({ toast }) => (
        <RACToast
          toast={toast}
          className={(state) =>
            css.toast({ tone: toast.content.tone ?? 'info', focusVisible: state.isFocusVisible })
          }
        >
          <RACToastContent className={css.content}>
            <Text slot="title" className={css.title}>
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className={css.description}>
                {toast.content.description}
              </Text>
            )}
          </RACToastContent>
          <div className={css.actions}>
            {toast.content.action && (
              <Button
                variant="secondary"
                onPress={() => {
                  toast.content.action?.onAction();
                  queue.close(toast.key);
                }}
              >
                {toast.content.action.label}
              </Button>
            )}
            <IconButton slot="close" icon="close" aria-label={t.close} />
          </div>
        </RACToast>
      )}
    </RACToastRegion>
  );
}
