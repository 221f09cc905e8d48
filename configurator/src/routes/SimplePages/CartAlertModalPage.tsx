import { Button, Dialog, DialogActions, Modal } from '@venue/design-system';
import { useLocation } from 'wouter';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useNavigation } from '../navigation.ts';

/** docs/pages.md#other-pages: tells the guest that something in the cart needs attention. */
export function CartAlertModalPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const navigation = useNavigation();
  const back = () => navigate(navigation.cartPath());
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
