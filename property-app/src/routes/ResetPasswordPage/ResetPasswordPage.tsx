import { ApiError } from '@venue/api-client';
import { Button, RequiredNote, SignInCard } from '@venue/design-system';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import * as css from '../../account/account.css.ts';
import { errorKeyOf } from '../../account/accountErrors.ts';
import { focusFirstInvalid } from '../../account/focusFirstInvalid.ts';
import { GuestScreen } from '../../account/GuestScreen.tsx';
import { NewPasswordFields, newPasswordValid } from '../../account/NewPasswordFields.tsx';
import { useApi } from '../../app/ApiProvider.tsx';
import { usePageHeading } from '../usePageHeading.ts';

/** The token of the mailed link (`/app/reset-password?token=…`), read once when the page opens. */
const tokenInAddress = (): string | null => new URLSearchParams(window.location.search).get('token');

/** Which refusal ends the form: the link is unusable, only a new one helps. */
const linkUnusable = (failure: unknown): boolean =>
  failure instanceof ApiError &&
  (failure.error === 'error.reset.invalid' ||
    failure.error === 'error.reset.expired' ||
    // A token that is not even of the token's form (a truncated link) fails the body's schema.
    (failure.error === 'error.validation' &&
      failure.details.some((detail) => (detail as { path?: unknown } | null)?.path === 'token')));

/**
 * Set a new password with the mailed link (docs/api.md#password-and-accounts). The token is taken from the
 * address and removed from it at once, so it does not stay in the history, a bookmark or a shared screen.
 * Afterwards every session of the account has ended: the user signs in with the new password.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const heading = usePageHeading(t('reset.title'));
  const [token] = useState(tokenInAddress);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : 'reset.noToken');
  const [unusable, setUnusable] = useState(!token);
  const form = useRef<HTMLFormElement>(null);
  const doneText = useRef<HTMLParagraphElement>(null);
  // No pending state on the button (see LoginPage): once done, the button is gone.
  const pending = useRef(false);

  useEffect(() => {
    if (tokenInAddress() !== null)
      window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  useEffect(() => {
    if (done) doneText.current?.focus();
  }, [done]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (!token || pending.current) return;
    if (!newPasswordValid(password, repeat)) {
      focusFirstInvalid(form.current);
      return;
    }
    pending.current = true;
    try {
      await api.resetPassword(token, password);
      setDone(true);
    } catch (failure) {
      const unusableNow = linkUnusable(failure);
      setUnusable(unusableNow);
      setError(
        failure instanceof ApiError && failure.error === 'error.validation' && unusableNow
          ? 'error.reset.invalid'
          : errorKeyOf(failure),
      );
    } finally {
      pending.current = false;
    }
  };

  return (
    <GuestScreen>
      <SignInCard
        title={t('reset.title')}
        headingRef={heading}
        description={done || unusable ? null : t('reset.description')}
        error={error ? t(error) : null}
        footer={
          <p className={css.footerLinks}>
            {done ? null : (
              <Link href="/forgot-password" className={css.link}>
                {t('reset.requestNew')}
              </Link>
            )}
            <Link href="/login" className={css.link}>
              {done ? t('reset.signIn') : t('account.backToLogin')}
            </Link>
          </p>
        }
      >
        {done ? (
          <p className={css.success} ref={doneText} tabIndex={-1}>
            {t('reset.done')}
          </p>
        ) : unusable ? null : (
          <Form
            ref={form}
            className={css.form}
            onSubmit={onSubmit}
            aria-label={t('reset.title')}
            validationBehavior="aria"
          >
            <RequiredNote />
            <NewPasswordFields
              label={t('password.new')}
              password={password}
              repeat={repeat}
              onPasswordChange={setPassword}
              onRepeatChange={setRepeat}
              showErrors={submitted}
            />
            <Button type="submit">{t('reset.submit')}</Button>
          </Form>
        )}
      </SignInCard>
    </GuestScreen>
  );
}
