import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useFormat } from '../../i18n/useFormat.ts';
import { useNavigation } from '../navigation.ts';
import * as styles from './TabNav.css.ts';

/** The tabs of the cart's page list (spec 2); a disabled tab says from when it can be booked. */
export function TabNav() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigation = useNavigation();
  if (!navigation.started) return null;
  return (
    <nav aria-label={t('nav.tabs')}>
      <ol className={styles.list}>
        {navigation.tabs.map((tab) => (
          <li key={tab.path}>
            {tab.disabled ? (
              <span className={styles.disabled} aria-disabled="true">
                {tab.label}
                <span className={styles.hint}>
                  {tab.availableFrom
                    ? t('nav.availableFrom', { date: format.date(tab.availableFrom) })
                    : t('nav.unavailable')}
                </span>
              </span>
            ) : (
              <Link
                href={tab.path}
                className={tab.active ? styles.active : styles.tab}
                aria-current={tab.active ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
