import { SignInCard } from '@venue/design-system';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import * as account from '../../account/account.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import * as css from './ExternalLogin.css.ts';

/** An external login that cannot go on: why (announced), and the way back to the login page. */
export function ExternalStopped({ message }: { message: string }) {
  const { t } = useTranslation();
  const heading = usePageHeading(t('external.failed.title'));
  return (
    <SignInCard
      title={t('external.failed.title')}
      headingRef={heading}
      error={t(message)}
      footer={
        <p className={account.footerLinks}>
          <Link href="/login" className={account.link}>
            {t('account.backToLogin')}
          </Link>
        </p>
      }
    >
      <p className={css.hint}>{t('external.failed.hint')}</p>
    </SignInCard>
  );
}
