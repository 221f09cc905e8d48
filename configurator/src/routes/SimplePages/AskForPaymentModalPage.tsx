import { Button, Dialog, DialogActions, Modal } from '@venue/design-system';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';

/** Spec 2 AskForPaymentModalPage: asks the booker to pay booking {bookingId}; payment providers are not wired. */
export function AskForPaymentModalPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { bookingId } = useParams<{ bookingId: string }>();
  const back = () => navigate('/cart/1');
  return (
    <Modal isOpen isDismissable onOpenChange={(open) => !open && back()}>
      <Dialog title={t('payment.title', { id: bookingId })}>
        <p>{t('payment.unavailable')}</p>
        <DialogActions>
          <Button variant="primary" onPress={back}>
            {t('common.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}
