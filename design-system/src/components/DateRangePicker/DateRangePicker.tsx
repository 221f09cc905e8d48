import { type CalendarDate, type DateValue, toCalendarDate } from '@internationalized/date';
import { useState } from 'react';
import {
  CalendarContext,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  type GroupRenderProps,
  Label,
  Popover,
  Button as RACButton,
  DateRangePicker as RACDateRangePicker,
  RangeCalendarContext,
  Text,
} from 'react-aria-components';
import { useStrings } from '../../i18n/useStrings.ts';
import {
  type DatePredicates,
  type DateRange,
  type DayInfo,
  dayKey,
  refusalOf,
} from '../RangeCalendar/calendarRules.ts';
import { RangeCalendar, refusalText, type visibleMonthCounts } from '../RangeCalendar/RangeCalendar.tsx';
import { calendarStrings } from '../RangeCalendar/strings.ts';
import { labelRow } from '../TextField/Field.css.ts';
import { RequiredMark } from '../TextField/FieldParts.tsx';
import * as css from './DateRangePicker.css.ts';

export interface DateRangePickerProps extends DatePredicates {
  /** Visible label of the field. */
  label: string;
  /** Help text under the field. */
  description?: string | undefined;
  /** An error to show (already translated); makes the field invalid. */
  errorMessage?: string | undefined;
  /** The picked range (controlled). */
  value?: DateRange | null | undefined;
  /** The initially picked range (uncontrolled). */
  defaultValue?: DateRange | null | undefined;
  /** Called only with a complete range the predicates allow. */
  onChange?: ((range: DateRange) => void) | undefined;
  /** Availability and price per day, keyed by ISO date. */
  days?: Readonly<Record<string, DayInfo>> | undefined;
  /** ISO currency of the prices in `days`. */
  currency?: string | undefined;
  /** What the prices under the days are and their currency, said in the calendar's legend. */
  priceNote?: string | undefined;
  /**
   * One day only: start equals end, one date input.
   * @default false
   */
  singleDate?: boolean;
  /** Called with the first day of the month the calendar shows. */
  onVisibleMonthChange?: ((firstOfMonth: CalendarDate) => void) | undefined;
  /**
   * Availability is being loaded.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Months shown side by side in the calendar.
   * @default 1
   */
  visibleMonths?: (typeof visibleMonthCounts)[number];
  /** Earliest day that can be picked (e.g. today plus the advance-booking days). */
  minValue?: CalendarDate | undefined;
  /** Latest day that can be picked. */
  maxValue?: CalendarDate | undefined;
  /** The month the calendar opens on when nothing is picked yet. */
  defaultFocusedValue?: CalendarDate | undefined;
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isRequired?: boolean;
}

function CalendarIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Z"
      />
    </svg>
  );
}

const rangeKey = (range: DateRange | null | undefined): string =>
  range === undefined ? 'none' : range === null ? 'empty' : `${range.start}/${range.end}`;

/**
 * Date fields plus a calendar in a popover, for a stay (start and end) or a single day.
 * Typed dates and calendar picks are both judged by the predicates given; only an allowed range is reported.
 */
export function DateRangePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue = null,
  onChange,
  days,
  currency,
  priceNote,
  singleDate = false,
  onVisibleMonthChange,
  isLoading = false,
  visibleMonths = 1,
  minValue,
  maxValue,
  defaultFocusedValue,
  isDisabled = false,
  isRequired = false,
  isDateUnavailable,
  isStartUnavailable,
}: DateRangePickerProps) {
  const strings = useStrings(calendarStrings);
  const [draft, setDraft] = useState<DateRange | null>(value ?? defaultValue);
  const [isOpen, setOpen] = useState(false);

  // A controlled value that changes from outside replaces what is shown.
  const outside = rangeKey(value);
  const [seen, setSeen] = useState(outside);
  if (seen !== outside) {
    setSeen(outside);
    if (value !== undefined) setDraft(value);
  }

  const isBlocked = (date: DateValue) => days?.[dayKey(toCalendarDate(date))]?.availability === 'blocked';
  const problemOf = (range: DateRange) => {
    const refusal = refusalOf(range, { isDateUnavailable, isStartUnavailable });
    return refusal ? refusalText(refusal, strings) : null;
  };
  const fromCalendar = (range: DateRange) => {
    setDraft(range);
    onChange?.(range);
    setOpen(false);
  };
  const fromTyping = (range: DateRange | null) => {
    setDraft(range);
    if (range && !isBlocked(range.start) && !isBlocked(range.end) && !problemOf(range)) onChange?.(range);
  };

  const calendar = (
    <RangeCalendar
      autoFocus
      value={draft}
      onChange={fromCalendar}
      days={days}
      currency={currency}
      priceNote={priceNote}
      singleDate={singleDate}
      onVisibleMonthChange={onVisibleMonthChange}
      isLoading={isLoading}
      visibleMonths={visibleMonths}
      isDateUnavailable={isDateUnavailable}
      isStartUnavailable={isStartUnavailable}
      {...(minValue ? { minValue } : {})}
      {...(maxValue ? { maxValue } : {})}
      {...(defaultFocusedValue ? { defaultFocusedValue } : {})}
    />
  );

  const shared = {
    className: css.root,
    isOpen,
    onOpenChange: setOpen,
    isDisabled,
    isRequired,
    isDateUnavailable: isBlocked,
    validationBehavior: 'aria' as const,
    ...(errorMessage !== undefined ? { isInvalid: true } : {}),
    ...(minValue ? { minValue } : {}),
    ...(maxValue ? { maxValue } : {}),
  };

  const fieldClass = ({ isFocusWithin, isInvalid, isDisabled: disabled }: GroupRenderProps) =>
    css.field({ focusWithin: isFocusWithin, invalid: isInvalid, disabled });
  const segmentClass = ({
    isPlaceholder,
    type,
    isFocused,
  }: {
    isPlaceholder: boolean;
    type: string;
    isFocused: boolean;
  }) => css.segment({ placeholder: isPlaceholder, literal: type === 'literal', focused: isFocused });
  const triggerClass = ({ isFocusVisible, isHovered }: { isFocusVisible: boolean; isHovered: boolean }) =>
    css.trigger({ focusVisible: isFocusVisible, hovered: isHovered });

  const rest = (
    <>
      {description ? (
        <Text slot="description" className={css.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={css.error}>{errorMessage}</FieldError>
      <Popover className={css.popover} placement="bottom start">
        <Dialog className={css.dialog}>
          {/* Our calendar checks each pick itself; react-aria's picker must not also take the raw pick. */}
          <RangeCalendarContext.Provider value={null}>
            <CalendarContext.Provider value={null}>{calendar}</CalendarContext.Provider>
          </RangeCalendarContext.Provider>
        </Dialog>
      </Popover>
    </>
  );

  if (singleDate) {
    return (
      <DatePicker<CalendarDate>
        {...shared}
        value={draft?.start ?? null}
        onChange={(date) => fromTyping(date ? { start: date, end: date } : null)}
        validate={(date) => (date ? problemOf({ start: date, end: date }) : null)}
      >
        <span className={labelRow}>
          <Label className={css.label}>{label}</Label>
          {isRequired && <RequiredMark />}
        </span>
        <Group className={fieldClass}>
          <DateInput className={css.input}>
            {(segment) => <DateSegment segment={segment} className={segmentClass} />}
          </DateInput>
          <RACButton className={triggerClass}>
            <CalendarIcon />
          </RACButton>
        </Group>
        {rest}
      </DatePicker>
    );
  }
  return (
    <RACDateRangePicker<CalendarDate>
      {...shared}
      value={draft}
      onChange={(range) => fromTyping(range ? { start: range.start, end: range.end } : null)}
      validate={(range) => (range ? problemOf({ start: range.start, end: range.end }) : null)}
    >
      <span className={labelRow}>
        <Label className={css.label}>{label}</Label>
        {isRequired && <RequiredMark />}
      </span>
      <Group className={fieldClass}>
        <DateInput slot="start" className={css.input}>
          {(segment) => <DateSegment segment={segment} className={segmentClass} />}
        </DateInput>
        <span aria-hidden="true" className={css.dash}>
          –
        </span>
        <DateInput slot="end" className={css.input}>
          {(segment) => <DateSegment segment={segment} className={segmentClass} />}
        </DateInput>
        <RACButton className={triggerClass}>
          <CalendarIcon />
        </RACButton>
      </Group>
      {rest}
    </RACDateRangePicker>
  );
}

export type { DateRange };
