import { priceCart } from '@venue/domain';
import { useDeferredValue, useMemo } from 'react';
import { useFormat } from '../../i18n/useFormat.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as styles from './NavMenu.css.ts';

/**
 * The cart's total as the domain prices it (one amount per currency); nothing while the cart is empty.
 * Pricing a long cart takes a while: the total follows a change in a deferred render, after the click's
 * own update has been painted.
 */
export function MenuTotal() {
  const { t } = useTranslation();
  const format = useFormat();
  const cart = useDeferredValue(useAppStore((s) => s.cart));
  const catalog = useDeferredValue(useAppStore((s) => s.catalog));
  const settings = useDeferredValue(useAppStore((s) => s.settings));
  const availability = useDeferredValue(useAppStore((s) => s.availability));
  const totals = useMemo(
    () => (cart && settings ? priceCart(cart, catalog, availability, settings).totals : []),
    [cart, catalog, settings, availability],
  );
  if (totals.every((total) => total.amount === 0)) return null;
  const amount = totals.map((total) => format.money(total.amount, total.currency)).join(' + ');
  return <p className={styles.total}>{t('nav.total', { amount })}</p>;
}
