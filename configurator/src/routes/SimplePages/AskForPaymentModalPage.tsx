import { Button } from '@venue/design-system';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import * as styles from '../modal.css.ts';

/** Spec 2 AskForPaymentModalPage: asks the booker to pay booking {bookingId}; payment providers are not wired. */
export function AskForPaymentModalPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { bookingId } = useParams<{ bookingId: string }>();
  const back = () => navigate('/cart/1');
  return (
    <ModalOverlay className={styles.overlay} isOpen isDismissable onOpenChange={(open) => !open && back()}>
      <Modal className={styles.centered}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.heading}>
            {t('payment.title', { id: bookingId })}
          </Heading>
          <p>{t('payment.unavailable')}</p>
          <div className={styles.buttons}>
            <Button variant="primary" onPress={back}>
              {t('common.close')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
