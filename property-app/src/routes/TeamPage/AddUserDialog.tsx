import { ApiError } from '@venue/api-client';
import { PROPERTY_USER_NAME_MAX, type PropertyUserAdded } from '@venue/contract';
import {
  Button,
  Dialog,
  DialogActions,
  Modal,
  RequiredNote,
  Select,
  SelectItem,
  TextField,
} from '@venue/design-system';
import { contactFieldRules, type FieldRules, fieldErrorKey } from '@venue/domain';
import { type FormEvent, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fieldCodesOf } from '../../account/accountErrors.ts';
import { focusFirstInvalid } from '../../account/focusFirstInvalid.ts';
import { roleLabel, type TeamRole, teamErrorKey, teamRoles } from '../../account/teamErrors.ts';
import { useApi } from '../../app/ApiProvider.tsx';
import * as css from './TeamPage.css.ts';

type Field = 'name' | 'email';
const rules: Record<Field, FieldRules> = {
  name: { required: true, maxlength: PROPERTY_USER_NAME_MAX },
  email: contactFieldRules().email,
};
const empty = { name: '', email: '' };

/**
 * Adds a user to the property (docs/api.md#property-users): name, e-mail and role, checked by the domain's
 * rules before sending. An unknown e-mail gets an invitation by mail; a known account is added at once.
 */
export function AddUserDialog({
  propertyId,
  isOpen,
  onOpenChange,
  onAdded,
}: {
  propertyId: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onAdded: (user: PropertyUserAdded) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [values, setValues] = useState<Record<Field, string>>(empty);
  const [role, setRole] = useState<TeamRole>('staff');
  const [submitted, setSubmitted] = useState(false);
  // The server's verdict on the e-mail (its form), until the e-mail is changed.
  const [emailRefused, setEmailRefused] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const reset = () => {
    setValues(empty);
    setRole('staff');
    setSubmitted(false);
    setEmailRefused(null);
    setError(null);
  };
  const fieldError = (field: Field): string | null =>
    fieldErrorKey(values[field].trim(), rules[field]) ?? (field === 'email' ? emailRefused : null);
  const fieldProps = (field: Field) => {
    const key = fieldError(field);
    return {
      name: field,
      value: values[field],
      onChange: (value: string) => {
        setValues((v) => ({ ...v, [field]: value }));
        if (field === 'email') setEmailRefused(null);
      },
      isRequired: true,
      validationBehavior: 'aria' as const,
      isInvalid: submitted && key !== null,
      errorMessage: key ? t(key, { max: rules[field].maxlength }) : '',
    };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>, close: () => void) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setError(null);
    if (fieldError('name') !== null || fieldError('email') !== null) {
      focusFirstInvalid(form.current);
      return;
    }
    setPending(true);
    try {
      const added = await api.addPropertyUser(propertyId, {
        name: values.name.trim(),
        email: values.email.trim(),
        role,
      });
      close();
      reset();
      onAdded(added);
    } catch (failure) {
      const emailCode = fieldCodesOf(failure, 'email')[0];
      if (failure instanceof ApiError && failure.error === 'error.validation' && emailCode) {
        setEmailRefused(emailCode);
        focusFirstInvalid(form.current);
      } else {
        setError(teamErrorKey(failure));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      isDismissable
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) reset();
        onOpenChange(open);
      }}
    >
      <Dialog title={t('team.add.title')}>
        {({ close }) => (
          <Form
            ref={form}
            className={css.form}
            onSubmit={(event) => onSubmit(event, close)}
            aria-label={t('team.add.title')}
            validationBehavior="aria"
          >
            <p className={css.muted}>{t('team.add.lead')}</p>
            <RequiredNote />
            <TextField label={t('team.add.name')} autoComplete="off" autoFocus {...fieldProps('name')} />
            <TextField label={t('team.add.email')} type="email" autoComplete="off" {...fieldProps('email')} />
            <Select
              label={t('team.add.role')}
              selectedKey={role}
              onSelectionChange={(key) => key !== null && setRole(key as TeamRole)}
            >
              {teamRoles.map((r) => (
                <SelectItem key={r} id={r}>
                  {t(roleLabel(r))}
                </SelectItem>
              ))}
            </Select>
            {/* Assertive: the user just pressed "Add" and waits for its outcome. */}
            <p role="alert" className={css.alert}>
              {error ? t(error) : ''}
            </p>
            <DialogActions>
              <Button variant="secondary" onPress={close}>
                {t('common.cancel')}
              </Button>
              {/* No isPending (here and in the other team dialogs): react-aria announces a pending button by its
                  id, and the button is gone once the dialog closes, leaving the announcement without a name. */}
              <Button type="submit">{t('team.add.submit')}</Button>
            </DialogActions>
          </Form>
        )}
      </Dialog>
    </Modal>
  );
}
