import { Button, Dialog, DialogActions, Modal } from '@venue/design-system';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAppStore } from '../../store/StoreProvider.tsx';

/** Spec 2 TermsModalPage: the terms, accepted or closed; returns to the cart page. */
export function TermsModalPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const dispatch = useAppStore((s) => s.dispatch);
  const slot = useAppStore((s) => s.cart?.slots[0]?.index ?? 1);
  const back = () => navigate(`/cart/${slot}`);
  return (
    <Modal isOpen isDismissable onOpenChange={(open) => !open && back()}>
      <Dialog title={t('terms.title')}>
        <p>{t('terms.text')}</p>
        <DialogActions>
          <Button variant="secondary" onPress={back}>
            {t('common.close')}
          </Button>
          <Button
            variant="primary"
            onPress={() => {
              dispatch({ type: 'setTermsAccepted', accepted: true });
              back();
            }}
          >
            {t('terms.accept')}
          </Button>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}
