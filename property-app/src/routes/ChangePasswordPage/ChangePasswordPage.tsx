import { ApiError } from '@venue/api-client';
import { Button, RequiredNote, TextField } from '@venue/design-system';
import { type FormEvent, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as css from '../../account/account.css.ts';
import { errorKeyOf } from '../../account/accountErrors.ts';
import { focusFirstInvalid } from '../../account/focusFirstInvalid.ts';
import { NewPasswordFields, newPasswordValid } from '../../account/NewPasswordFields.tsx';
import { useApi } from '../../app/ApiProvider.tsx';
import * as page from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';

/**
 * Change password (docs/api.md#password-and-accounts), reached from the user menu: the current password and a
 * new one. This session stays; the account's other sessions end. A wrong current password is shown at its
 * field (it counts as a failed login, so repeated tries lock the account for a while).
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const heading = usePageHeading(t('changePassword.title'));
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [currentWrong, setCurrentWrong] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setError(null);
    setDone(false);
    if (current === '' || !newPasswordValid(password, repeat)) {
      focusFirstInvalid(form.current);
      return;
    }
    setPending(true);
    try {
      await api.changePassword(current, password);
      setCurrent('');
      setPassword('');
      setRepeat('');
      setSubmitted(false);
      setDone(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.error === 'error.password.wrong') {
        setCurrentWrong(true);
        focusFirstInvalid(form.current);
      } else {
        setError(errorKeyOf(failure));
      }
    } finally {
      setPending(false);
    }
  };

  const currentError =
    current === '' ? t('FORM.ERROR.REQUIRED') : currentWrong ? t('error.password.wrong') : '';
  return (
    <div className={page.page}>
      <h1 ref={heading} tabIndex={-1} className={page.title}>
        {t('changePassword.title')}
      </h1>
      <p className={page.lead}>{t('changePassword.lead')}</p>
      <div role="alert" className={css.alert}>
        {error ? t(error) : null}
      </div>
      <p role="status" className={css.success}>
        {done ? t('changePassword.done') : null}
      </p>
      <Form
        ref={form}
        className={css.narrowForm}
        onSubmit={onSubmit}
        aria-label={t('changePassword.title')}
        validationBehavior="aria"
      >
        <RequiredNote />
        <TextField
          label={t('password.current')}
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          isRequired
          validationBehavior="aria"
          value={current}
          onChange={(value) => {
            setCurrent(value);
            setCurrentWrong(false);
          }}
          isInvalid={(submitted && current === '') || currentWrong}
          errorMessage={currentError}
        />
        <NewPasswordFields
          label={t('password.new')}
          password={password}
          repeat={repeat}
          onPasswordChange={(value) => {
            setPassword(value);
            setDone(false);
          }}
          onRepeatChange={setRepeat}
          showErrors={submitted}
        />
        <div>
          <Button type="submit" isPending={pending}>
            {t('changePassword.submit')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
