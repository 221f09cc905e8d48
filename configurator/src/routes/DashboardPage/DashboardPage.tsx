import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as styles from '../pages.css.ts';

/** The start page: the property's hero and the event bar. */
export function DashboardPage() {
  const { t } = useTranslation();
  const property = useAppStore((s) => s.property);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{property?.name ?? t('app.title')}</h1>
    </main>
  );
}
