import { Button } from '@venue/design-system';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as styles from '../modal.css.ts';

/** Spec 2 TermsModalPage: the terms, accepted or closed; returns to the cart page. */
export function TermsModalPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const dispatch = useAppStore((s) => s.dispatch);
  const slot = useAppStore((s) => s.cart?.slots[0]?.index ?? 1);
  const back = () => navigate(`/cart/${slot}`);
  return (
    <ModalOverlay className={styles.overlay} isOpen isDismissable onOpenChange={(open) => !open && back()}>
      <Modal className={styles.centered}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.heading}>
            {t('terms.title')}
          </Heading>
          <p>{t('terms.text')}</p>
          <div className={styles.buttons}>
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
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
