import { Button } from '@venue/design-system';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as styles from '../modal.css.ts';

/** Clear with a confirmation sheet (spec 2: ask to clear, clear, cancel). */
export function ClearCartDialog() {
  const { t } = useTranslation();
  const dispatch = useAppStore((s) => s.dispatch);
  return (
    <DialogTrigger>
      <Button variant="secondary">{t('cart.clear')}</Button>
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={styles.sheet}>
          <Dialog className={styles.dialog}>
            {({ close }) => (
              <>
                <Heading slot="title" className={styles.heading}>
                  {t('cart.clearAsk')}
                </Heading>
                <p>{t('cart.clearText')}</p>
                <div className={styles.buttons}>
                  <Button variant="secondary" onPress={close}>
                    {t('common.cancel')}
                  </Button>
                  <Button
                    variant="danger"
                    onPress={() => {
                      dispatch({ type: 'clear' });
                      close();
                    }}
                  >
                    {t('cart.clearConfirm')}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
