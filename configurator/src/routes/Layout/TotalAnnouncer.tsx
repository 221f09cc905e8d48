import type { Money } from '@venue/domain';
import { useEffect, useState } from 'react';
import { useFormat } from '../../i18n/useFormat.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStoreApi } from '../../store/StoreProvider.tsx';
import type { AppState } from '../../store/types.ts';
import * as pages from '../pages.css.ts';

/** How long the cart must stay unchanged before a new total is announced (three presses are one announcement). */
const TOTAL_ANNOUNCE_DELAY_MS = 1000;

// Pricing needs the domain's pricing, which the first screen does not: it loads when a total is due.
const pricing = () => import('./cartTotals.ts');

const keyOf = (totals: readonly Money[]) =>
  totals.map((total) => `${total.amount} ${total.currency}`).join('+');

/** Whether a store change can change the total. */
const pricedChange = (state: AppState, previous: AppState) =>
  state.cart !== previous.cart ||
  state.catalog !== previous.catalog ||
  state.availability !== previous.availability ||
  state.settings !== previous.settings;

/**
 * A polite live region telling screen readers the cart's new total once the cart has stayed unchanged for a
 * second: not per press or keystroke, not for the cart the guest opened with, not when only the language
 * changes. The total in the menu is not in view everywhere, and relations, yanks and the persons of a line
 * change it out of sight. The cart is priced once per pause, not per store change.
 */
export function TotalAnnouncer() {
  const { t } = useTranslation();
  const format = useFormat();
  const store = useAppStoreApi();
  // The cart as opened (or started): its total is known to the guest, not news.
  const [opening] = useState(() => store.getState());
  const [totals, setTotals] = useState<readonly Money[] | null>(null);
  useEffect(() => {
    let alive = true;
    let said: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void pricing().then(({ totalsOf }) => {
          if (!alive) return;
          said ??= keyOf(totalsOf(opening));
          const now = totalsOf(store.getState());
          const key = keyOf(now);
          if (key === said) return;
          said = key;
          setTotals(now);
        });
      }, TOTAL_ANNOUNCE_DELAY_MS);
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (pricedChange(state, previous)) schedule();
    });
    // A change between the first render and this subscription counts too.
    if (pricedChange(store.getState(), opening)) schedule();
    return () => {
      alive = false;
      unsubscribe();
      clearTimeout(timer);
    };
  }, [store, opening]);
  const amount = totals?.map((total) => format.money(total.amount, total.currency)).join(' + ');
  return (
    <div aria-live="polite" role="status" data-testid="total-announcer" className={pages.visuallyHidden}>
      {amount ? t('nav.totalChanged', { amount }) : ''}
    </div>
  );
}
