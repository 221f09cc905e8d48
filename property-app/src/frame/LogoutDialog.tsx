import { Button, Dialog, DialogActions, Modal } from '@venue/design-system';
import { useTranslation } from 'react-i18next';

/** Asks before logging out (spec 2: logout with confirmation). */
export function LogoutDialog({
  isOpen,
  onOpenChange,
  onConfirm,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <Modal isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={t('logout.title')} role="alertdialog">
        {({ close }) => (
          <>
            <p>{t('logout.text')}</p>
            <DialogActions>
              <Button variant="secondary" onPress={close} autoFocus>
                {t('common.cancel')}
              </Button>
              <Button
                variant="danger"
                onPress={async () => {
                  // No isPending: the frame and this button are gone once logged out (see LoginPage).
                  await onConfirm();
                  close();
                }}
              >
                {t('logout.confirm')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
