import { Button, NumberField } from '@venue/design-system';
import {
  type CartSlot,
  type CartUnitgroupLine,
  canRemoveSlot,
  type IsoDate,
  type ReadinessIssue,
  UnitgroupCategory,
} from '@venue/domain';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { useFormat } from '../../i18n/useFormat.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { useNavigation } from '../navigation.ts';
import * as styles from '../pages.css.ts';
import * as css from './DayOverview.css.ts';

// Two selects with a whole day of times each: rendered (and loaded) only for the slot being edited,
// so that a 30-day event's overview stays quick.
const SlotTimes = lazy(() => import('./SlotTimes.tsx').then((m) => ({ default: m.SlotTimes })));

const DAY_PEOPLE_CODES: ReadonlySet<string> = new Set([
  'DAYPEOPLE_EMPTY',
  'DAYPEOPLE_ERROR',
  'DAYPEOPLE_WARNING',
]);

interface DayRowProps {
  /** 1-based position of the date in the event. */
  readonly number: number;
  readonly date: IsoDate;
  /** The day's slots, in order. */
  readonly slots: readonly CartSlot[];
  /** The cart's readiness issues (the domain's); this row shows those of its slots. */
  readonly issues: readonly ReadinessIssue[];
  /** A send was tried (docs/pages.md#open-points: no field is red before the guest changed it or tried to send). */
  readonly sendTried: boolean;
}

/**
 * One day of the multi-day overview (docs/pages.md#cart-page): its date, and per slot the times, the people with the
 * day people alert, the meeting rooms booked and their clashes; open, remove (when the domain allows)
 * and add an evening session.
 */
export function DayRow({ number, date, slots, issues, sendTried }: DayRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const dispatch = useAppStore((s) => s.dispatch);
  const dayLabel = t('nav.day', { number, date: format.date(date) });
  const headingId = `day-${date}`;
  return (
    <li className={css.day} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.dayTitle}>
        {dayLabel}
      </h3>
      {slots.map((slot, i) => (
        <SlotRow
          key={slot.index}
          slot={slot}
          label={slots.length > 1 ? t('days.slotLabel', { day: dayLabel, number: i + 1 }) : dayLabel}
          issues={issues.filter((issue) => issue.slotIndex === slot.index)}
          sendTried={sendTried}
        />
      ))}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          aria-label={t('days.addSlotLabel', { day: dayLabel })}
          onPress={() => dispatch({ type: 'addSlot', date })}
        >
          {t('days.addSlot')}
        </Button>
      </div>
    </li>
  );
}

function SlotRow({
  slot,
  label,
  issues,
  sendTried,
}: {
  slot: CartSlot;
  label: string;
  issues: readonly ReadinessIssue[];
  sendTried: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [, navigate] = useLocation();
  const navigation = useNavigation();
  const cart = useAppStore((s) => s.cart);
  const unitgroups = useAppStore((s) => s.catalog.unitgroups);
  const dispatch = useAppStore((s) => s.dispatch);
  const [editingTimes, setEditingTimes] = useState(false);
  // The people field is red only once the guest has changed or left it, or tried to send; until then its alert
  // is its description (the open points list it as well).
  const [peopleChanged, setPeopleChanged] = useState(false);
  if (!cart) return null;
  const values = (issue: ReadinessIssue) => ({ ...issue.params, item: issue.itemName ?? label });
  const alert = issues.find((issue) => DAY_PEOPLE_CODES.has(issue.code));
  const alertText = alert ? `${t(alert.title, values(alert))}: ${t(alert.text, values(alert))}` : undefined;
  const clashes = issues.filter((issue) => issue.code === 'CLASHES_UNITGROUP');
  const rooms = cart.unitgroups
    .filter((line) => line.slotIndex === slot.index)
    .flatMap((line) => roomName(line, unitgroups));
  const times =
    slot.starttime && slot.endtime ? `${format.time(slot.starttime)}–${format.time(slot.endtime)}` : null;
  return (
    <section className={css.slot} aria-label={label}>
      <p className={css.summary}>
        {[times ?? t('days.allDay'), t('days.people', { count: slot.people })].join(' · ')}
      </p>
      <div className={styles.row}>
        <Button
          variant="secondary"
          aria-label={t('days.editTimesLabel', { slot: label })}
          aria-expanded={editingTimes}
          onPress={() => setEditingTimes((open) => !open)}
        >
          {t('days.editTimes')}
        </Button>
        <NumberField
          label={t('days.peopleLabel', { slot: label })}
          value={slot.people}
          minValue={0}
          onChange={(value) => {
            setPeopleChanged(true);
            dispatch({ type: 'setDayPeople', index: slot.index, people: Number.isNaN(value) ? 0 : value });
          }}
          onBlur={() => setPeopleChanged(true)}
          {...(alertText === undefined
            ? {}
            : alert?.level === 'error' && (peopleChanged || sendTried)
              ? { isInvalid: true, errorMessage: alertText }
              : { description: alertText })}
        />
      </div>
      {editingTimes ? (
        <Suspense fallback={null}>
          <SlotTimes slot={slot} label={t('days.timesLabel', { slot: label })} />
        </Suspense>
      ) : null}
      <p>{rooms.length > 0 ? t('days.rooms', { names: rooms.join(', ') }) : t('days.noRooms')}</p>
      {clashes.map((issue) => (
        <p key={`${issue.code}-${issue.itemName}`} className={styles.errorText}>
          {`${t(issue.title, values(issue))}: ${t(issue.text, values(issue))}`}
        </p>
      ))}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          aria-label={t('days.openLabel', { day: label })}
          onPress={() => navigate(navigation.firstPathOfSlot(slot.index))}
        >
          {t('days.open')}
        </Button>
        {canRemoveSlot(cart, slot.index) ? (
          <Button
            variant="secondary"
            aria-label={t('days.removeLabel', { day: label })}
            onPress={() => dispatch({ type: 'removeSlot', index: slot.index })}
          >
            {t('days.remove')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** The name of a meeting room line (rooms of the stay are not a day's), with its count when above 1. */
function roomName(
  line: CartUnitgroupLine,
  unitgroups: readonly { id: number; name: string; unitgroupcategory: { id: number } }[],
): string[] {
  const unitgroup = unitgroups.find((u) => u.id === line.unitgroupId);
  if (!unitgroup || unitgroup.unitgroupcategory.id !== UnitgroupCategory.Meeting) return [];
  return [line.itemcount > 1 ? `${line.itemcount} × ${unitgroup.name}` : unitgroup.name];
}
