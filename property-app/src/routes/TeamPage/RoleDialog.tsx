import type { PropertyUser } from '@venue/contract';
import { Button, Dialog, DialogActions, Modal, Select, SelectItem } from '@venue/design-system';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { roleLabel, type TeamRole, teamErrorKey, teamRoles } from '../../account/teamErrors.ts';
import { useApi } from '../../app/ApiProvider.tsx';
import * as css from './TeamPage.css.ts';

/** Changes a member's role (owners only); the server keeps at least one owner and says so. */
export function RoleDialog({
  propertyId,
  member,
  onClose,
  onChanged,
}: {
  propertyId: number;
  /** The member whose role changes; null while closed. */
  member: PropertyUser | null;
  onClose: () => void;
  onChanged: (member: PropertyUser) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [role, setRole] = useState<TeamRole | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const chosen = role ?? member?.role ?? 'staff';

  const done = () => {
    setRole(null);
    setError(null);
    onClose();
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!member || pending) return;
    if (chosen === member.role) {
      done();
      return;
    }
    setPending(true);
    setError(null);
    try {
      const changed = await api.changePropertyUserRole(propertyId, member.userId, chosen);
      done();
      onChanged(changed);
    } catch (failure) {
      setError(teamErrorKey(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal isDismissable isOpen={member !== null} onOpenChange={(open) => !open && done()}>
      <Dialog title={t('team.role.title', { name: member?.name ?? '' })}>
        <Form
          className={css.form}
          onSubmit={onSubmit}
          aria-label={t('team.role.title', { name: member?.name ?? '' })}
        >
          <Select
            label={t('team.col.role')}
            selectedKey={chosen}
            onSelectionChange={(key) => key !== null && setRole(key as TeamRole)}
          >
            {teamRoles.map((r) => (
              <SelectItem key={r} id={r}>
                {t(roleLabel(r))}
              </SelectItem>
            ))}
          </Select>
          <p className={css.muted}>{t('team.role.hint')}</p>
          <p role="alert" className={css.alert}>
            {error ? t(error) : ''}
          </p>
          <DialogActions>
            <Button variant="secondary" onPress={done}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('team.role.submit')}</Button>
          </DialogActions>
        </Form>
      </Dialog>
    </Modal>
  );
}
