import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContentView,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from './Toasts.css.ts';
import { type ToastContent, toastQueue } from './toasts.ts';

/** The toast region: every toast has a translated message and a close button. */
export function Toasts() {
  const { t } = useTranslation();
  return (
    <ToastRegion queue={toastQueue} className={styles.region}>
      {({ toast }: { toast: { key: string; content: ToastContent } }) => (
        <Toast toast={toast} className={styles.toast[toast.content.tone ?? 'info']}>
          <ToastContentView className={styles.content}>
            <Text slot="title">{t(toast.content.key, toast.content.values ?? {})}</Text>
          </ToastContentView>
          <Button slot="close" className={styles.close} aria-label={t('common.close')}>
            ×
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
