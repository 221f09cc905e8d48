import { type CalendarDate, type DateValue, toCalendarDate } from '@internationalized/date';
import {
  createContext,
  memo,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarHeading,
  CalendarStateContext,
  Heading,
  Button as RACButton,
  RangeCalendar as RACRangeCalendar,
  type RangeCalendarProps as RACRangeCalendarProps,
  RangeCalendarStateContext,
  Text,
  useLocale,
} from 'react-aria-components';
import { useStrings } from '../../i18n/useStrings.ts';
import { formatAmount, formatMoney, wholeUnitsUp } from '../CartSummary/money.ts';
import {
  type Availability,
  availabilityLevels,
  type DatePredicates,
  type DateRange,
  type DayInfo,
  dayKey,
  type RangeRefusal,
  refusalOf,
} from './calendarRules.ts';
import * as css from './RangeCalendar.css.ts';
import { calendarStrings } from './strings.ts';
import { useCellDescription, useCellNameSuffix } from './useCellDescription.ts';

type Strings = Readonly<Record<keyof typeof calendarStrings.en, string>>;

/** How many months are shown side by side, reused by the stories. */
export const visibleMonthCounts = [1, 2] as const;

export interface RangeCalendarProps
  extends Omit<
      RACRangeCalendarProps<CalendarDate>,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'isDateUnavailable'
      | 'children'
      | 'visibleDuration'
      | 'render'
      | 'className'
      | 'style'
      | 'allowsNonContiguousRanges'
    >,
    DatePredicates {
  /** The picked range (controlled). */
  value?: DateRange | null | undefined;
  /** The initially picked range (uncontrolled). */
  defaultValue?: DateRange | null;
  /** Called with a range the predicates allow; a pick they refuse leaves the value unchanged and says why. */
  onChange?: ((range: DateRange) => void) | undefined;
  /** Availability and price per day, keyed by ISO date (`2026-12-24`). */
  days?: Readonly<Record<string, DayInfo>> | undefined;
  /**
   * ISO currency of the prices in `days` (the lowest price from that day on, shown as "from 89 €" in whole units,
   * rounded up); without it no prices are shown and the days keep no room for them.
   */
  currency?: string | undefined;
  /** What the prices under the days are ("lowest price per room and night"), said in the legend when prices are shown. */
  priceNote?: string | undefined;
  /**
   * Pick one day only (start equals end).
   * @default false
   */
  singleDate?: boolean;
  /** Called with the first day of the first visible month, on mount and on every page: load its data then. */
  onVisibleMonthChange?: ((firstOfMonth: CalendarDate) => void) | undefined;
  /**
   * Availability is being loaded for the visible month.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Months shown side by side.
   * @default 1
   */
  visibleMonths?: (typeof visibleMonthCounts)[number];
  /** Help text under the calendar (e.g. the stay rules the predicates apply), linked as its description. */
  description?: string | undefined;
  /** Extra class on the root. */
  className?: string;
}

/** The sentence that explains why a pick was refused. */
export function refusalText(refusal: RangeRefusal, strings: Strings): string {
  return refusal === 'start' ? strings.startRefused : strings.rangeRefused;
}

interface DayCellProps {
  date: CalendarDate;
  info: DayInfo | undefined;
  currency: string | undefined;
  isDateUnavailable: DatePredicates['isDateUnavailable'];
  isStartUnavailable: DatePredicates['isStartUnavailable'];
  strings: Strings;
}

function DayCell({ date, info, currency, isDateUnavailable, isStartUnavailable, strings }: DayCellProps) {
  const ref = useRef<HTMLTableCellElement>(null);
  const { locale } = useLocale();
  const rangeState = useContext(RangeCalendarStateContext);
  const picking = Boolean(rangeState?.anchorDate);
  const availability: Availability = info?.availability ?? 'free';
  const blocked = availability === 'blocked';
  const noArrival = !picking && !blocked && Boolean(isStartUnavailable?.(date));
  // The price is what a stay beginning on the day costs: none on a day no stay may begin on (out of reach, no
  // arrival), judged without the anchor so it does not come and go while the end is picked.
  const startable = !blocked && !isDateUnavailable?.(date, null) && !(isStartUnavailable?.(date) ?? false);
  // A day has room for whole units only ("117", not "116,10 €", which is wider than a day on a phone), and for the
  // amount only: the legend says the currency. Its name says the price in full ("from 117 €").
  const whole =
    startable && info?.price !== undefined && currency ? wholeUnitsUp(info.price, currency) : null;
  const price = whole !== null && currency ? formatMoney(whole, currency, locale, true) : null;
  const shown = whole !== null && currency ? formatAmount(whole, currency, locale) : null;
  const parts = [
    blocked ? strings.unavailable : null,
    availability === 'short' ? strings.short : null,
    noArrival ? strings.noArrival : null,
  ].filter((part): part is string => part !== null);
  const id = `venue-day-${useId()}`;
  useCellDescription(ref, parts.length > 0 ? id : null);
  // The lowest price is part of the day's name ("Tuesday, 15 December 2026, from 89 €"), as a sighted guest reads it.
  useCellNameSuffix(ref, price ? strings.fromPrice.replace('{price}', price) : null);
  return (
    <CalendarCell
      ref={ref}
      date={date}
      className={(state) =>
        css.cell({
          availability,
          outsideMonth: state.isOutsideMonth,
          hovered: state.isHovered && !state.isSelected,
          selected: state.isSelected,
          edge: state.isSelectionStart || state.isSelectionEnd,
          selectionStart: state.isSelectionStart,
          selectionEnd: state.isSelectionEnd,
          unavailable: state.isUnavailable,
          disabled: state.isDisabled,
          // Inside a chosen stay the day is drawn as part of it: muted text on the selection's colour would
          // be too faint to read (screen readers still hear "no arrival").
          noArrival: noArrival && !state.isSelected,
          today: state.isToday,
          focusVisible: state.isFocusVisible,
        })
      }
    >
      {({ formattedDate, isOutsideMonth }) => (
        <>
          {availability === 'short' ? <span className={css.shortMark} aria-hidden="true" /> : null}
          <span className={css.dayNumber}>{formattedDate}</span>
          {/* The price is drawn by CSS from data-price, so the visible text stays the day's number, which its
              name begins with (axe: label-content-name-mismatch); the name ends with the price. With prices
              shown (a currency given) every day keeps the price row's space from the first render, so nothing
              moves when the prices arrive. */}
          {currency ? (
            <span
              className={css.price}
              data-price={shown && !isOutsideMonth ? shown : ''}
              aria-hidden="true"
            />
          ) : null}
          {parts.length > 0 ? (
            <span id={id} hidden>
              {parts.join(', ')}
            </span>
          ) : null}
        </>
      )}
    </CalendarCell>
  );
}

/** Tells the caller which month is shown, so it can load that month's availability. */
function VisibleMonthReporter({
  onChange,
}: {
  onChange: ((firstOfMonth: CalendarDate) => void) | undefined;
}) {
  const rangeState = useContext(RangeCalendarStateContext);
  const singleState = useContext(CalendarStateContext);
  const first = (rangeState ?? singleState)?.visibleRange.start.set({ day: 1 });
  const key = first?.toString();
  const latest = useRef(onChange);
  latest.current = onChange;
  const firstRef = useRef(first);
  firstRef.current = first;
  useEffect(() => {
    if (key && firstRef.current) latest.current?.(firstRef.current);
  }, [key]);
  return null;
}

/**
 * Start then end, alternately; an invalid pick leaves the state unchanged. React-aria keeps the first
 * pick (the anchor) internally, so a first pick on a day the caller says may not begin a range is
 * dropped here, right after it happens, and the reason is reported.
 */
function AnchorWatcher({
  isStartUnavailable,
  onAnchorChange,
  onRejectedStart,
}: {
  isStartUnavailable: DatePredicates['isStartUnavailable'];
  onAnchorChange: (picking: boolean) => void;
  onRejectedStart: () => void;
}) {
  const state = useContext(RangeCalendarStateContext);
  const anchor = state?.anchorDate ?? null;
  const rejected = anchor !== null && Boolean(isStartUnavailable?.(toCalendarDate(anchor)));
  const previousAnchor = useRef<DateValue | null>(null);
  useLayoutEffect(() => {
    const justPicked = anchor !== null && previousAnchor.current === null;
    previousAnchor.current = anchor;
    if (rejected) {
      state?.setAnchorDate(null);
      onRejectedStart();
      return;
    }
    // React-aria moves keyboard focus to a neighbouring day once the first day is picked, so Enter, Enter
    // would pick two days where two clicks on one day pick one. The keyboard must give what the mouse
    // gives: the focus stays on the picked day (a mouse or screen-reader pick leaves it there anyway).
    if (justPicked && state && Math.abs(state.focusedDate.compare(anchor)) === 1) {
      const picked = anchor;
      // After react-aria's own press handling of this key press has finished moving the focus.
      queueMicrotask(() => state.setFocusedDate(picked));
    }
    onAnchorChange(anchor !== null);
  }, [anchor, rejected, state, onAnchorChange, onRejectedStart]);
  return null;
}

/**
 * Two guards on react-aria's range picking, around the month grids:
 * - Escape while a range is started cancels it (react-aria's grid does that) and does nothing else: the key is marked
 *   handled, so a dialog or an embedding page around the calendar does not close on it too. Without a started range,
 *   Escape goes on as usual.
 * - One press picks the first day and never also ends the range there. React-aria picks the first day when the button
 *   goes down and ends the range when it comes up over a day, unless that day's press is still the one that picked it.
 *   A press cancelled in between (the pointer left the day: the page moved under a still mouse, or the hand moved)
 *   made the release end the range on the first day itself, a one-day stay the guest never chose. Such a release is
 *   not taken as a pick (see `accept`): the range stays started, as after any click on a day. The events go on as
 *   they were (react-aria ends its press on the document's pointerup).
 */
function RangeGestures({
  releasingFirstDay,
  children,
}: {
  /**
   * `true` while the pointer comes up on the day whose press started the range; the calendar puts the day there when
   * it refuses that release as a pick, and the range is started on it again once the day's own handler has run.
   */
  releasingFirstDay: { current: boolean | CalendarDate };
  children: ReactNode;
}) {
  const state = useContext(RangeCalendarStateContext);
  // The day button a press went down on while no range was started, until that press ends.
  const startingPress = useRef<Element | null>(null);
  const dayOf = (target: EventTarget) =>
    target instanceof Element ? target.closest('[role="button"]') : null;
  return (
    <div
      className={css.keys}
      onKeyDownCapture={(event) => {
        if (event.key !== 'Escape' || !state?.anchorDate) return;
        event.preventDefault();
        event.stopPropagation();
        state.setAnchorDate(null);
      }}
      onPointerDownCapture={(event) => {
        releasingFirstDay.current = false;
        startingPress.current = event.button === 0 && !state?.anchorDate ? dayOf(event.target) : null;
      }}
      // Before the day's own handler, which may end the range; cleared again once it has run.
      onPointerUpCapture={(event) => {
        const started = startingPress.current;
        startingPress.current = null;
        if (started && dayOf(event.target) === started) releasingFirstDay.current = true;
      }}
      onPointerUp={() => {
        // After react-aria has ended the range (and dropped its first day) in the day's handler.
        const kept = releasingFirstDay.current;
        releasingFirstDay.current = false;
        if (typeof kept === 'object') state?.setAnchorDate(kept);
      }}
      onPointerCancelCapture={() => {
        startingPress.current = null;
        releasingFirstDay.current = false;
      }}
    >
      {children}
    </div>
  );
}

function Legend({ strings, priceNote }: { strings: Strings; priceNote: string | null }) {
  const labels: Record<Availability, string> = {
    free: strings.legendFree,
    short: strings.short,
    blocked: strings.unavailable,
  };
  return (
    <ul className={css.legend} aria-label={strings.legend}>
      {availabilityLevels.map((level) => (
        <li key={level} className={css.legendItem}>
          <span className={css.legendSwatch({ availability: level })} aria-hidden="true">
            {level === 'short' ? <span className={css.shortMark} /> : null}1
          </span>
          {labels[level]}
        </li>
      ))}
      {priceNote ? <li className={css.legendItem}>{priceNote}</li> : null}
    </ul>
  );
}

/**
 * A month calendar for picking a stay (or one day). Availability, prices and which days can be picked
 * (react-aria predicates) come from the caller.
 * Blocked days cannot be picked and are described as unavailable; the week starts as the locale says.
 */
/**
 * Whether the days' availability is loading. Apart from the calendar's props: react-aria's calendar state is a new
 * context value on each render of its root, which renders every day cell again, and the loading flag changes only
 * the months' busy state and the status line (docs/performance.md#lighthouse).
 */
const Loading = createContext(false);

export function RangeCalendar({ isLoading = false, ...props }: RangeCalendarProps) {
  return (
    <Loading.Provider value={isLoading}>
      <CalendarRoot {...props} />
    </Loading.Provider>
  );
}

/** The months, busy while the days' availability loads. */
function BusyMonths({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div className={className} aria-busy={useContext(Loading) || undefined}>
      {children}
    </div>
  );
}

/** The status line: a refused pick, else loading, else the end still to pick. */
function StatusLine({
  problem,
  picking,
  strings,
}: {
  problem: RangeRefusal | null;
  picking: boolean;
  strings: Strings;
}) {
  const isLoading = useContext(Loading);
  const text = problem
    ? refusalText(problem, strings)
    : isLoading
      ? strings.loading
      : picking
        ? strings.pickEnd
        : '';
  return (
    <p role="status" className={[css.status, problem ? css.problem : ''].join(' ')}>
      {text}
    </p>
  );
}

/**
 * What is wrong with the chosen dates as react-aria judges them (a range over days no longer bookable, as a stored
 * cart may hold): the calendar's error message, which its invalid days name as their description. Always there,
 * hidden and empty while the dates are fine: react-aria looks for this element once the calendar is mounted and,
 * missing it, rendered the calendar and its days a second time (right after a server-rendered page hydrated).
 */
function InvalidNote({ strings }: { strings: Strings }) {
  const range = useContext(RangeCalendarStateContext);
  const single = useContext(CalendarStateContext);
  const invalid = (range ?? single)?.isValueInvalid ?? false;
  return (
    <Text
      slot="errorMessage"
      elementType="p"
      className={invalid ? `${css.status} ${css.problem}` : css.noProblem}
    >
      {invalid ? strings.rangeRefused : null}
    </Text>
  );
}

const CalendarRoot = memo(function CalendarRoot({
  value,
  defaultValue = null,
  onChange,
  days,
  currency,
  priceNote,
  singleDate = false,
  onVisibleMonthChange,
  visibleMonths = 1,
  isDateUnavailable,
  isStartUnavailable,
  description,
  className,
  ...props
}: Omit<RangeCalendarProps, 'isLoading'>) {
  const strings = useStrings(calendarStrings);
  const [own, setOwn] = useState<DateRange | null>(defaultValue);
  const current = value === undefined ? own : value;
  const [problem, setProblem] = useState<RangeRefusal | null>(null);
  const [picking, setPicking] = useState(false);
  const descriptionId = `venue-calendar-${useId()}`;

  const releasingFirstDay = useRef<boolean | CalendarDate>(false);
  const accept = (range: DateRange) => {
    // The release of the press that picked the first day, seen as a pick of that day alone: the range stays started.
    if (releasingFirstDay.current === true && range.start.compare(range.end) === 0) {
      releasingFirstDay.current = range.start;
      return;
    }
    const found = refusalOf(range, { isDateUnavailable, isStartUnavailable });
    setProblem(found);
    if (found) return;
    setOwn(range);
    onChange?.(range);
  };
  const onRejectedStart = useCallback(() => setProblem('start'), []);
  const onAnchorChange = useCallback((isPicking: boolean) => {
    setPicking(isPicking);
    if (isPicking) setProblem(null);
  }, []);

  const isBlocked = (date: DateValue) => days?.[dayKey(toCalendarDate(date))]?.availability === 'blocked';
  // The caller's predicate decides the whole range once the first day is picked (a stay may leave on a
  // blocked day), so unavailable days must not cut the range short as react-aria would by default. The
  // first pick itself stays shown as picked; a second click on it is judged as a one-day range.
  const unavailable = (date: DateValue, anchor: CalendarDate | null) => {
    const day = toCalendarDate(date);
    if (!isDateUnavailable) return isBlocked(day);
    if (anchor) return day.compare(anchor) !== 0 && isDateUnavailable(day, anchor);
    return isBlocked(day) || isDateUnavailable(day, null);
  };

  const body: ReactNode = (
    <>
      <div className={css.header}>
        <RACButton
          slot="previous"
          className={(s) =>
            css.navButton({ focusVisible: s.isFocusVisible, hovered: s.isHovered, disabled: s.isDisabled })
          }
        >
          <span aria-hidden="true">‹</span>
        </RACButton>
        {visibleMonths === 1 ? <Heading className={css.heading} /> : <span className={css.heading} />}
        <RACButton
          slot="next"
          className={(s) =>
            css.navButton({ focusVisible: s.isFocusVisible, hovered: s.isHovered, disabled: s.isDisabled })
          }
        >
          <span aria-hidden="true">›</span>
        </RACButton>
      </div>
      <BusyMonths className={css.months}>
        {Array.from({ length: visibleMonths }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the month offset is the identity of each grid.
          <div key={i} className={css.month}>
            {visibleMonths > 1 ? <CalendarHeading offset={{ months: i }} className={css.heading} /> : null}
            <CalendarGrid offset={{ months: i }} className={css.grid} weekdayStyle="short">
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={css.headerCell}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => (
                  <DayCell
                    date={date}
                    info={days?.[dayKey(date)]}
                    currency={currency}
                    isDateUnavailable={isDateUnavailable}
                    isStartUnavailable={isStartUnavailable}
                    strings={strings}
                  />
                )}
              </CalendarGridBody>
            </CalendarGrid>
          </div>
        ))}
      </BusyMonths>
      <div className={css.footer}>
        {days ? <Legend strings={strings} priceNote={currency ? (priceNote ?? null) : null} /> : null}
        {description ? (
          <p id={descriptionId} className={css.status}>
            {description}
          </p>
        ) : null}
        <StatusLine problem={problem} picking={picking} strings={strings} />
        <InvalidNote strings={strings} />
      </div>
      <VisibleMonthReporter onChange={onVisibleMonthChange} />
      {singleDate ? null : (
        <AnchorWatcher
          isStartUnavailable={isStartUnavailable}
          onAnchorChange={onAnchorChange}
          onRejectedStart={onRejectedStart}
        />
      )}
    </>
  );

  const rootClass = [css.calendar, className].filter(Boolean).join(' ');
  const describedBy = [props['aria-describedby'], description ? descriptionId : null]
    .filter(Boolean)
    .join(' ');
  const describedByProps = describedBy ? { 'aria-describedby': describedBy } : {};

  if (singleDate) {
    return (
      <Calendar<CalendarDate>
        {...props}
        {...describedByProps}
        className={rootClass}
        visibleDuration={{ months: visibleMonths }}
        value={current?.start ?? null}
        onChange={(date) => accept({ start: date, end: date })}
        isDateUnavailable={(date) =>
          unavailable(date, null) || Boolean(isStartUnavailable?.(toCalendarDate(date)))
        }
      >
        {body}
      </Calendar>
    );
  }
  return (
    <RACRangeCalendar<CalendarDate>
      {...props}
      {...describedByProps}
      className={rootClass}
      visibleDuration={{ months: visibleMonths }}
      value={current ? { start: current.start, end: current.end } : null}
      onChange={(range) => accept({ start: range.start, end: range.end })}
      isDateUnavailable={unavailable}
      allowsNonContiguousRanges={Boolean(isDateUnavailable)}
    >
      <RangeGestures releasingFirstDay={releasingFirstDay}>{body}</RangeGestures>
    </RACRangeCalendar>
  );
});

export type { Availability, DatePredicates, DateRange, DayInfo };
export { availabilityLevels };
