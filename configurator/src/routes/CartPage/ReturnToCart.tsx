import { Link } from 'wouter';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as styles from '../pages.css.ts';

/**
 * The way back to the cart page for a guest who followed one of its open points here: one link at the top
 * of the page's content, shown until the cart page is shown again.
 */
export function ReturnToCart() {
  const { t } = useTranslation();
  const returnTo = useAppStore((s) => s.returnTo);
  if (!returnTo) return null;
  return (
    <p className={styles.returnLink}>
      <Link href={returnTo} className={styles.link}>
        <span aria-hidden="true">← </span>
        {t('cart.backToSummary')}
      </Link>
    </p>
  );
}
