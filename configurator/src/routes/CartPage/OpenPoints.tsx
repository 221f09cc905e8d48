import { Button } from '@venue/design-system';
import type {
  GroupedOpenPoints,
  MeetingRoomForAllDays,
  OpenPoint,
  ReadinessIssue,
  ReadinessLevel,
} from '@venue/domain';
import { type Ref, useId } from 'react';
import { useFormat } from '../../i18n/useFormat.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import * as styles from '../pages.css.ts';
import type { FieldPoint } from './ContactForm.tsx';
import * as css from './OpenPoints.css.ts';

interface OpenPointsProps {
  /** The readiness issues as the domain groups them (groupOpenPoints). */
  readonly grouped: GroupedOpenPoints;
  /** The booker form's missing fields (after a send was tried): points of the whole booking. */
  readonly fieldPoints: readonly FieldPoint[];
  /** Meeting rooms the domain offers for the days without one (meetingRoomForAllDays). */
  readonly offers: readonly MeetingRoomForAllDays[];
  /** The heading, which names how many points there are: a blocked send moves the focus to it. */
  readonly headingRef: Ref<HTMLHeadingElement>;
  /** A point's button: leads to the page (or field) that fixes the issue. */
  readonly onIssue: (issue: ReadinessIssue) => void;
  readonly onField: (point: FieldPoint) => void;
  readonly onApply: (offer: MeetingRoomForAllDays) => void;
}

/**
 * docs/pages.md#open-points: what still blocks sending (or deserves a look), one line per gap, grouped by the day
 * it concerns and then the whole booking, each line with a button to its fix; and the offer to book a meeting
 * room chosen on one day on the other days without one.
 */
export function OpenPoints({
  grouped,
  fieldPoints,
  offers,
  headingRef,
  onIssue,
  onField,
  onApply,
}: OpenPointsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const count =
    grouped.days.reduce((sum, day) => sum + day.points.length, 0) +
    grouped.booking.length +
    fieldPoints.length;
  const dayLabel = (day: number, date: string) =>
    t('nav.day', { number: day, date: format.date(date, 'long') });
  const bookingPoints = [
    ...grouped.booking.map((point) => ({
      key: pointKey(point),
      level: point.issue.level,
      text: pointText(point),
      action: t(point.issue.button, values(point.issue)),
      onPress: () => onIssue(point.issue),
    })),
    ...fieldPoints.map((point) => ({
      key: point.id,
      level: 'error' as const,
      text: `${point.label}: ${point.message}`,
      action: t('cart.toField', { field: point.label }),
      onPress: () => onField(point),
    })),
  ];
  function pointText(point: OpenPoint): string {
    const text = t(point.text, values(point.issue));
    return point.session === null ? text : t('cart.points.session', { number: point.session, text });
  }
  return (
    <section aria-labelledby={titleId} className={`${styles.card} ${css.root}`}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={`${styles.subtitle} ${css.title}`}>
        {t('cart.points.title', { count })}
      </h2>
      {offers.map((offer) => (
        <div key={offer.unitgroupId} className={css.offer}>
          <p className={css.offerText}>
            {t('cart.points.applyText', {
              name: offer.name,
              count: offer.slotIndexes.length,
            })}
          </p>
          <Button variant="primary" onPress={() => onApply(offer)}>
            {t('cart.points.apply', { name: offer.name })}
          </Button>
        </div>
      ))}
      {grouped.days.map((day) => {
        const label = dayLabel(day.day, day.date);
        return (
          <PointGroup
            key={day.date}
            title={label}
            points={day.points.map((point) => {
              const action = t(point.issue.button, values(point.issue));
              return {
                key: pointKey(point),
                level: point.issue.level,
                text: pointText(point),
                action,
                actionLabel: t('cart.points.actionLabel', { action, place: label }),
                onPress: () => onIssue(point.issue),
              };
            })}
          />
        );
      })}
      {bookingPoints.length > 0 ? (
        <PointGroup title={t('cart.points.booking')} points={bookingPoints} />
      ) : null}
    </section>
  );
}

interface ShownPoint {
  readonly key: string;
  readonly level: ReadinessLevel;
  readonly text: string;
  readonly action: string;
  /** The button's name where its words alone do not say which day it is for. */
  readonly actionLabel?: string;
  readonly onPress: () => void;
}

/** One group of points (a day, the whole booking): a labelled group with a heading and a list. */
function PointGroup({ title, points }: { title: string; points: readonly ShownPoint[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form fields; this names a day's list of points.
    <div role="group" aria-labelledby={headingId} className={css.group}>
      <h3 id={headingId} className={css.groupTitle}>
        {title}
      </h3>
      <ul className={css.list}>
        {points.map((point) => (
          <li key={point.key} className={css.point}>
            <p className={css.pointText}>
              <LevelMark level={point.level} />
              <span>
                <span className={styles.visuallyHidden}>
                  {point.level === 'error' ? t('cart.points.error') : t('cart.points.warning')}{' '}
                </span>
                {point.text}
              </span>
            </p>
            <Button
              variant="secondary"
              onPress={point.onPress}
              {...(point.actionLabel ? { 'aria-label': point.actionLabel } : {})}
            >
              {point.action}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LevelMark({ level }: { level: ReadinessLevel }) {
  return (
    <svg className={css.mark[level]} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {level === 'error' ? (
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-3.3 5.3L12 10.6l3.3-3.3 1.4 1.4-3.3 3.3 3.3 3.3-1.4 1.4-3.3-3.3-3.3 3.3-1.4-1.4 3.3-3.3-3.3-3.3 1.4-1.4Z"
        />
      ) : (
        <path fill="currentColor" d="M12 2 1 21h22L12 2Zm-1 7h2v6h-2V9Zm0 8h2v2h-2v-2Z" />
      )}
    </svg>
  );
}

/** Interpolation values of an issue's texts (its item's name as `item`). */
const values = (issue: ReadinessIssue) => ({ ...issue.params, item: issue.itemName ?? '' });

/** A stable key for a point: one per code, slot and item. */
const pointKey = (point: OpenPoint) =>
  `${point.issue.code}-${point.issue.slotIndex}-${point.issue.itemName ?? ''}`;
