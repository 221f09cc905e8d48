import { Button, RequiredNote, SignInCard, TextField } from '@venue/design-system';
import { contactFieldRules, fieldErrorKey } from '@venue/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import * as css from '../../account/account.css.ts';
import { errorKeyOf } from '../../account/accountErrors.ts';
import { focusFirstInvalid } from '../../account/focusFirstInvalid.ts';
import { GuestScreen } from '../../account/GuestScreen.tsx';
import { useDevOutboxLink } from '../../account/useDevOutboxLink.ts';
import { useApi } from '../../app/ApiProvider.tsx';
import { usePageHeading } from '../usePageHeading.ts';

const emailRule = contactFieldRules().email;

/**
 * Forgot password (docs/api.md#password-and-accounts): the e-mail address gets a reset link if it has an
 * account. The answer is the same either way (the server tells no one which addresses have accounts); on a
 * development server without mail, the confirmation links to the dev outbox where the mail can be opened.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const heading = usePageHeading(t('forgot.title'));
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState(false);
  const outbox = useDevOutboxLink(sent);
  const [error, setError] = useState<string | null>(null);
  // No pending state on the button (see LoginPage): once sent, the button is gone.
  const pending = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const emailError = fieldErrorKey(email.trim(), emailRule);

  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (emailError) {
      focusFirstInvalid(form.current);
      return;
    }
    if (pending.current) return;
    pending.current = true;
    try {
      await api.requestPasswordReset(email.trim());
      setSent(true);
    } catch (failure) {
      setError(errorKeyOf(failure));
    } finally {
      pending.current = false;
    }
  };

  return (
    <GuestScreen>
      <SignInCard
        title={t('forgot.title')}
        headingRef={heading}
        description={sent ? null : t('forgot.description')}
        error={error ? t(error) : null}
        footer={
          <p className={css.footerLinks}>
            <Link href="/login" className={css.link}>
              {t('account.backToLogin')}
            </Link>
            {outbox ? (
              <Link href="/dev/outbox" className={css.link}>
                {t('outbox.open')}
              </Link>
            ) : null}
          </p>
        }
      >
        {sent ? (
          <p className={css.success} ref={done} tabIndex={-1}>
            {t('forgot.sent')}
          </p>
        ) : (
          <Form
            ref={form}
            className={css.form}
            onSubmit={onSubmit}
            aria-label={t('forgot.title')}
            validationBehavior="aria"
          >
            <RequiredNote />
            <TextField
              label={t('login.email')}
              name="email"
              type="email"
              autoComplete="email"
              isRequired
              validationBehavior="aria"
              value={email}
              onChange={setEmail}
              isInvalid={submitted && emailError !== null}
              errorMessage={emailError ? t(emailError, { max: emailRule.maxlength }) : ''}
            />
            <Button type="submit">{t('forgot.submit')}</Button>
          </Form>
        )}
      </SignInCard>
    </GuestScreen>
  );
}
