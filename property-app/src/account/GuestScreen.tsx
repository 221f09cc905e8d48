import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../frame/LanguageSwitch.tsx';
import { mainId, SkipToMain } from '../frame/SkipToMain.tsx';
// The same screen as the login page: the account pages are its siblings.
import * as css from './guestScreen.css.ts';

/** The frame of the pages a guest sees (sign up, forgot and reset password): app name, language, the card. */
export function GuestScreen({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={css.screen}>
      <SkipToMain />
      <header className={css.bar}>
        <span className={css.brand}>{t('app.name')}</span>
        <LanguageSwitch />
      </header>
      <main id={mainId} className={css.main}>
        {children}
      </main>
    </div>
  );
}
