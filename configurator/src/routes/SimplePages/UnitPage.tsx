import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as styles from '../pages.css.ts';

/** docs/pages.md#other-pages: the unit groups in the cart, one entry per line. */
export function UnitPage() {
  const { t } = useTranslation();
  const lines = useAppStore((s) => s.cart?.unitgroups ?? []);
  const unitgroups = useAppStore((s) => s.catalog.unitgroups);
  return (
    <>
      <h1 className={styles.title}>{t('unit.title')}</h1>
      {lines.length === 0 ? <p>{t('unit.none')}</p> : null}
      <ul>
        {lines.map((line) => (
          <li key={line.key}>
            {unitgroups.find((unitgroup) => unitgroup.id === line.unitgroupId)?.name} × {line.itemcount}
          </li>
        ))}
      </ul>
    </>
  );
}
