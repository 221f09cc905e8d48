import { Button } from '@venue/design-system';
import { canRemoveSlot } from '@venue/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useFormat } from '../../i18n/useFormat.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { useNavigation } from '../navigation.ts';
import * as styles from '../pages.css.ts';

/** Spec 2 multi-day overview: each day's date and slot, open / remove / duplicate (unless hidden). */
export function DayOverview() {
  const { t } = useTranslation();
  const format = useFormat();
  const [, navigate] = useLocation();
  const cart = useAppStore((s) => s.cart);
  const dispatch = useAppStore((s) => s.dispatch);
  const navigation = useNavigation();
  if (!cart || cart.slots.length === 0) return null;
  return (
    <section aria-labelledby="days-title" className={styles.card}>
      <h2 id="days-title" className={styles.subtitle}>
        {t('days.title')}
      </h2>
      <ul className={styles.issueList}>
        {cart.slots.map((slot) => {
          const dayLabel = t('nav.day', { number: slot.index, date: format.date(slot.date) });
          return (
            <li key={slot.index} className={styles.dayRow}>
              <span>
                {dayLabel}
                {slot.starttime && slot.endtime
                  ? ` · ${format.time(slot.starttime)}–${format.time(slot.endtime)}`
                  : ''}
                {` · ${t('days.people', { count: slot.people })}`}
              </span>
              <span className={styles.row}>
                <Button
                  variant="secondary"
                  aria-label={t('days.openLabel', { day: dayLabel })}
                  onPress={() => navigate(navigation.firstPathOfSlot(slot.index))}
                >
                  {t('days.open')}
                </Button>
                {canRemoveSlot(cart, slot.index) ? (
                  <Button
                    variant="secondary"
                    aria-label={t('days.removeLabel', { day: dayLabel })}
                    onPress={() => dispatch({ type: 'removeSlot', index: slot.index })}
                  >
                    {t('days.remove')}
                  </Button>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      {cart.addedrow ? null : (
        <Button variant="secondary" onPress={() => dispatch({ type: 'duplicateDay' })}>
          {t('days.duplicate')}
        </Button>
      )}
    </section>
  );
}
