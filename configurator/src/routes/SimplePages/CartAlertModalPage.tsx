import { Button } from '@venue/design-system';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import * as styles from '../modal.css.ts';

/** Spec 2 CartAlertModalPage: tells the guest that something in the cart needs attention. */
export function CartAlertModalPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const back = () => navigate('/cart/1');
  return (
    <ModalOverlay className={styles.overlay} isOpen isDismissable onOpenChange={(open) => !open && back()}>
      <Modal className={styles.centered}>
        <Dialog className={styles.dialog} role="alertdialog">
          <Heading slot="title" className={styles.heading}>
            {t('cartAlert.title')}
          </Heading>
          <p>{t('cartAlert.text')}</p>
          <div className={styles.buttons}>
            <Button variant="primary" onPress={back}>
              {t('cartAlert.toCart')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
