import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import * as css from './account.css.ts';

/** The login page's ways on: a forgotten password, a new account. */
export function AccountLinks() {
  const { t } = useTranslation();
  return (
    <p className={css.footerLinks}>
      <Link href="/forgot-password" className={css.link}>
        {t('login.forgotPassword')}
      </Link>
      <Link href="/signup" className={css.link}>
        {t('login.createAccount')}
      </Link>
    </p>
  );
}
