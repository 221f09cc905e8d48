import { TextField } from '@venue/design-system';
import { PASSWORD_MIN_LENGTH, passwordProblems } from '@venue/domain';
import { useTranslation } from 'react-i18next';
import { tKey } from '../i18n/tKey.ts';
import { formErrorOptions } from './accountErrors.ts';

/**
 * What a new password and its repetition lack, as i18n keys: the domain's strength rule
 * (docs/rules.md#forms, the same `passwordProblems` the server checks) and a repetition that differs.
 */
export function newPasswordErrors(password: string, repeat: string) {
  return {
    password: passwordProblems(password),
    repeat:
      repeat === '' ? tKey('FORM.ERROR.REQUIRED') : repeat !== password ? tKey('password.mismatch') : null,
  };
}

/** Whether a new password and its repetition may be sent. */
export const newPasswordValid = (password: string, repeat: string): boolean => {
  const errors = newPasswordErrors(password, repeat);
  return errors.password.length === 0 && errors.repeat === null;
};

export interface NewPasswordFieldsProps {
  /** The label of the first field ("Password" when signing up, "New password" elsewhere). */
  label: string;
  password: string;
  repeat: string;
  onPasswordChange: (value: string) => void;
  onRepeatChange: (value: string) => void;
  /** After a first attempt to send: every problem is shown, and updated while typing. */
  showErrors: boolean;
}

/**
 * The new password and its repetition. The rule is written under the field; what the password still lacks is
 * shown once the form was sent, then updated while typing. Not on leaving the field: the message appearing
 * would move the submit button away under a pointer that is pressing it.
 */
export function NewPasswordFields({
  label,
  password,
  repeat,
  onPasswordChange,
  onRepeatChange,
  showErrors,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const errors = newPasswordErrors(password, repeat);
  const showPassword = showErrors && errors.password.length > 0;
  const showRepeat = showErrors && errors.repeat !== null;
  return (
    <>
      <TextField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        isRequired
        validationBehavior="aria"
        value={password}
        onChange={onPasswordChange}
        description={t('password.rules', { min: PASSWORD_MIN_LENGTH })}
        isInvalid={showPassword}
        errorMessage={errors.password.map((key) => t(key, formErrorOptions)).join(' ')}
      />
      <TextField
        label={t('password.repeat')}
        name="repeat"
        type="password"
        autoComplete="new-password"
        isRequired
        validationBehavior="aria"
        value={repeat}
        onChange={onRepeatChange}
        isInvalid={showRepeat}
        errorMessage={errors.repeat ? t(errors.repeat) : ''}
      />
    </>
  );
}
