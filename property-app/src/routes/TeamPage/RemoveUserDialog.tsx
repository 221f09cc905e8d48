import type { PropertyUser } from '@venue/contract';
import { Button, Dialog, DialogActions, Modal } from '@venue/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import * as css from './TeamPage.css.ts';
import { teamErrorKey } from './teamErrors.ts';

/**
 * Asks before removing a member from the property (their account stays; they lose access at once). Removing
 * oneself says so; the last owner's removal is refused by the server and the dialog says why.
 */
export function RemoveUserDialog({
  propertyId,
  propertyName,
  member,
  onClose,
  onRemoved,
}: {
  propertyId: number;
  propertyName: string;
  member: PropertyUser | null;
  onClose: () => void;
  onRemoved: (member: PropertyUser) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const done = () => {
    setError(null);
    onClose();
  };
  const remove = async () => {
    if (!member || pending) return;
    setPending(true);
    setError(null);
    try {
      await api.removePropertyUser(propertyId, member.userId);
      done();
      onRemoved(member);
    } catch (failure) {
      setError(teamErrorKey(failure));
    } finally {
      setPending(false);
    }
  };
  const values = { name: member?.name ?? '', property: propertyName };
  return (
    <Modal isDismissable isOpen={member !== null} onOpenChange={(open) => !open && done()}>
      <Dialog title={t('team.remove.title', values)} role="alertdialog">
        <p>{t(member?.isSelf ? 'team.remove.textSelf' : 'team.remove.text', values)}</p>
        <p role="alert" className={css.alert}>
          {error ? t(error) : ''}
        </p>
        <DialogActions>
          <Button variant="secondary" onPress={done} autoFocus>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onPress={remove}>
            {t('team.remove.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}
