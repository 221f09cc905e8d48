import { Button, RequiredNote, SignInCard, TextField } from '@venue/design-system';
import { type FormEvent, useRef } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../frame/LanguageSwitch.tsx';
import { mainId, SkipToMain } from '../../frame/SkipToMain.tsx';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { AccountLinks } from '../account/AccountLinks.tsx';
import { ExternalLoginButtons } from '../ExternalLogin/ExternalLoginButtons.tsx';
import { usePageHeading } from '../usePageHeading.ts';
import * as css from './LoginPage.css.ts';

/**
 * The login page: e-mail and password. After a successful login the guest-only guard (routes/guards.tsx)
 * sends the user on to the page they wanted, or the dashboard.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const heading = usePageHeading(t('login.title'));
  const login = useAppStore((s) => s.login);
  const loginError = useAppStore((s) => s.loginError);
  const sessionEnded = useAppStore((s) => s.sessionEnded);
  // No pending state on the button: react-aria announces a pending button by its id, and after a login the
  // button is gone, leaving an announcement that points at nothing (axe: role-img-alt). A second press
  // while a login runs is ignored instead.
  const pending = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (pending.current) return;
    pending.current = true;
    await login(String(data.get('username') ?? ''), String(data.get('password') ?? ''));
    pending.current = false;
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
          <ExternalLoginButtons />
        </SignInCard>
      </main>
    </div>
  );
}
