import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import * as pages from '../routes/pages.css.ts';
import { usePageHeading } from '../routes/usePageHeading.ts';

/** An address of the app that has no page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const heading = usePageHeading(t('notFound.title'));
  return (
    <div className={pages.page}>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {t('notFound.title')}
      </h1>
      <p className={pages.lead}>
        <Link href="/dashboard">{t('nav.dashboard')}</Link>
      </p>
    </div>
  );
}
