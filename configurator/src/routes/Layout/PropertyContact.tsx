import { telHref } from '@venue/domain';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as styles from './Layout.css.ts';

/**
 * Where guests reach the property with questions (docs/settings.md `contact.email`, `contact.phone`): the foot of
 * every page, in the same place and order on each (WCAG 3.2.6), as links that call or write. Nothing when the
 * property has set neither.
 */
export function PropertyContact() {
  const { t } = useTranslation();
  const name = useAppStore((s) => s.property?.name);
  const email = useAppStore((s) => s.settings?.contactEmail ?? null);
  const phone = useAppStore((s) => s.settings?.contactPhone ?? null);
  if (!email && !phone) return null;
  const dial = phone ? telHref(phone) : null;
  return (
    <footer className={styles.contact}>
      <h2 className={styles.contactTitle}>{t('help.title')}</h2>
      <p className={styles.contactLead}>{t('help.lead', { property: name ?? '' })}</p>
      <ul className={styles.contactList}>
        {phone ? (
          <li>
            {t('help.phone')} {dial ? <a href={dial}>{phone}</a> : phone}
          </li>
        ) : null}
        {email ? (
          <li>
            {t('help.email')} <a href={`mailto:${email}`}>{email}</a>
          </li>
        ) : null}
      </ul>
    </footer>
  );
}
