import { Button, RequiredNote, SignInCard, TextField } from '@venue/design-system';
import { type FormEvent, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AccountLinks } from '../../account/AccountLinks.tsx';
import * as account from '../../account/account.css.ts';
import { errorKeyOf } from '../../account/accountErrors.ts';
import { ExternalLoginButtons } from '../../account/ExternalLoginButtons.tsx';
import * as css from '../../account/guestScreen.css.ts';
import { useApi } from '../../app/ApiProvider.tsx';
import { LanguageSwitch } from '../../frame/LanguageSwitch.tsx';
import { mainId, SkipToMain } from '../../frame/SkipToMain.tsx';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { usePageHeading } from '../usePageHeading.ts';

/**
 * The login page: e-mail and password. After a successful login the guest-only guard (routes/guards.tsx)
 * sends the user on to the page they wanted, or the dashboard. An account whose e-mail is not verified yet
 * (docs/api.md#signup-and-e-mail-verification) is told so, with a button that mails the link again.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const heading = usePageHeading(t('login.title'));
  const login = useAppStore((s) => s.login);
  const loginError = useAppStore((s) => s.loginError);
  const sessionEnded = useAppStore((s) => s.sessionEnded);
  const api = useApi();
  // The e-mail of the last sign-in, for "send the link again"; what that call answered.
  const [email, setEmail] = useState('');
  const [resent, setResent] = useState<'sent' | string | null>(null);
  const [resending, setResending] = useState(false);
  // No pending state on the button: react-aria announces a pending button by its id, and after a login the
  // button is gone, leaving an announcement that points at nothing (axe: role-img-alt). A second press
  // while a login runs is ignored instead.
  const pending = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (pending.current) return;
    pending.current = true;
    const username = String(data.get('username') ?? '');
    setEmail(username.trim());
    setResent(null);
    await login(username, String(data.get('password') ?? ''));
    pending.current = false;
  };

  const resend = async () => {
    if (resending) return;
    setResending(true);
    try {
      await api.resendVerification(email);
      setResent('sent');
    } catch (failure) {
      setResent(errorKeyOf(failure));
    } finally {
      setResending(false);
    }
  };

  const error = loginError ? t(loginError) : sessionEnded ? t('login.sessionEnded') : null;
  return (
    <div className={css.screen}>
      <SkipToMain />
      <header className={css.bar}>
        <span className={css.brand}>{t('app.name')}</span>
        <LanguageSwitch />
      </header>
      <main id={mainId} className={css.main}>
        <SignInCard
          title={t('login.title')}
          headingRef={heading}
          description={t('login.description')}
          error={error}
          footer={<AccountLinks />}
        >
          <Form className={css.form} onSubmit={onSubmit} aria-label={t('login.title')}>
            <RequiredNote />
            <TextField
              label={t('login.email')}
              name="username"
              type="email"
              autoComplete="username"
              isRequired
              validationBehavior="aria"
            />
            <TextField
              label={t('login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              isRequired
              validationBehavior="aria"
            />
            <Button type="submit">{t('login.submit')}</Button>
          </Form>
          {loginError === 'login.error.unverified' ? (
            <Button variant="secondary" onPress={resend} isPending={resending}>
              {t('login.resend')}
            </Button>
          ) : null}
          <p role="status" className={resent === 'sent' ? account.success : account.alert}>
            {resent === 'sent' ? t('login.resent', { email }) : resent ? t(resent) : null}
          </p>
          <ExternalLoginButtons />
        </SignInCard>
      </main>
    </div>
  );
}
