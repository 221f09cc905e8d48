import type { PropertyUser } from '@venue/contract';
import { ConfirmDialog } from '@venue/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamErrorKey } from '../../account/teamErrors.ts';
import { useApi } from '../../app/ApiProvider.tsx';

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
    <ConfirmDialog
      isOpen={member !== null}
      title={t('team.remove.title', values)}
      confirmLabel={t('team.remove.confirm')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => void remove()}
      onCancel={done}
      isPending={pending}
      {...(error ? { error: t(error) } : {})}
    >
      <p>{t(member?.isSelf ? 'team.remove.textSelf' : 'team.remove.text', values)}</p>
    </ConfirmDialog>
  );
}
