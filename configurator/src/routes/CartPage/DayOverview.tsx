import { Button } from '@venue/design-system';
import { type ReadinessIssue, slotDays } from '@venue/domain';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as styles from '../pages.css.ts';
import * as css from './DayOverview.css.ts';
import { DayRow } from './DayRow.tsx';

/**
 * docs/pages.md#day-overview: per day its date and slots with times, people (and the day people alert),
 * meeting rooms and clashes; open, remove and add slots; duplicate the last day unless the property
 * hides it (setting duplicateDay.isHidden). The cart page hands in the readiness it already computed.
 */
export function DayOverview({
  issues,
  sendTried = false,
}: {
  issues: readonly ReadinessIssue[];
  /** A send was tried: a day's people field shows its alert as an error even if the guest has not changed it. */
  sendTried?: boolean;
}) {
  const { t } = useTranslation();
  const cart = useAppStore((s) => s.cart);
  const settings = useAppStore((s) => s.settings);
  const dispatch = useAppStore((s) => s.dispatch);
  if (!cart || !settings || cart.slots.length === 0) return null;
  return (
    <section aria-labelledby="days-title" className={styles.card}>
      <h2 id="days-title" className={styles.subtitle}>
        {t('days.title')}
      </h2>
      <ul className={css.days}>
        {slotDays(cart).map((date, i) => (
          <DayRow
            key={date}
            number={i + 1}
            date={date}
            slots={cart.slots.filter((s) => s.date === date)}
            issues={issues}
            sendTried={sendTried}
          />
        ))}
      </ul>
      {settings.duplicateDayIsHidden ? null : (
        <Button variant="secondary" onPress={() => dispatch({ type: 'duplicateDay' })}>
          {t('days.duplicate')}
        </Button>
      )}
    </section>
  );
}
