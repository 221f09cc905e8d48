import {
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
} from 'react-aria-components';
import { type LocalizedStrings, useStrings } from '../../i18n/useStrings.ts';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as css from './Toast.css.ts';
import type { ToastQueue } from './toastQueue.ts';

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
