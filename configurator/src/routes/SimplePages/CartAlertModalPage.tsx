import { Button, Dialog, DialogActions, Modal } from '@venue/design-system';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';

/** docs/pages.md#other-pages: tells the guest that something in the cart needs attention. */
export function CartAlertModalPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const back = () => navigate('/cart/1');
  return (
    <Modal isOpen isDismissable onOpenChange={(open) => !open && back()}>
      <Dialog title={t('cartAlert.title')} role="alertdialog">
        <p>{t('cartAlert.text')}</p>
        <DialogActions>
          <Button variant="primary" onPress={back}>
            {t('cartAlert.toCart')}
          </Button>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}
