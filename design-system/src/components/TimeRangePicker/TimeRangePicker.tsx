import type { Time } from '@internationalized/date';
import { useId, useMemo, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { type LocalizedStrings, useStrings } from '../../i18n/useStrings.ts';
import { Select, SelectItem } from '../Select/Select.tsx';
import * as css from './TimeRangePicker.css.ts';
import {
  defaultTimeGrid,
  endOptions,
  isEndAllowed,
  type PickResult,
  pickEnd,
  pickStart,
  secondsOf,
  startOptions,
  type TimeGridLimits,
  type TimeRange,
  timeOf,
} from './timeGrid.ts';

const strings: LocalizedStrings<'start' | 'end' | 'placeholder' | 'endMoved' | 'rejected'> = {
  en: {
    start: 'From',
    end: 'To',
    placeholder: 'Time',
    endMoved: 'The end moved to {time} to keep the minimum duration.',
    rejected: 'That time is not possible.',
  },
  de: {
    start: 'Von',
    end: 'Bis',
    placeholder: 'Uhrzeit',
    endMoved: 'Das Ende wurde auf {time} verschoben, damit die Mindestdauer eingehalten wird.',
    rejected: 'Diese Uhrzeit ist nicht möglich.',
  },
};

export interface TimeRangePickerProps {
  /** Visible name of the pair of fields (e.g. "Time"). */
  label: string;
  /** Help text under the fields. */
  description?: string | undefined;
  /** An error to show (already translated); marks both fields invalid. */
  errorMessage?: string | undefined;
  /** The chosen range (controlled); either end may be missing while picking. */
  value?: Partial<TimeRange> | null | undefined;
  /** The initial range (uncontrolled). */
  defaultValue?: Partial<TimeRange> | null | undefined;
  /** Called after every accepted pick with both ends once both are chosen. */
  onChange?: ((range: TimeRange) => void) | undefined;
  /**
   * Minutes between options.
   * @default 15
   */
  step?: number;
  /**
   * Shortest range in minutes.
   * @default 15
   */
  minDuration?: number;
  /**
   * Earliest start.
   * @default 00:00
   */
  minStart?: Time;
  /**
   * Latest end.
   * @default 23:59:59
   */
  maxEnd?: Time;
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isRequired?: boolean;
}

interface Picked {
  readonly start: number | null;
  readonly end: number | null;
}

const toPicked = (range: Partial<TimeRange> | null | undefined): Picked => ({
  start: range?.start ? secondsOf(range.start) : null,
  end: range?.end ? secondsOf(range.end) : null,
});

/** Formats seconds since midnight as the locale writes a time of day (14:30, 2:30 PM). */
function useTimeLabel() {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
    return (seconds: number) => format.format(new Date(Math.floor(seconds / 60) * 60_000));
  }, [locale]);
}

/**
 * Start and end time on a grid, as two keyboard-operable selects (docs/rules.md#time-rules): a start that
 * leaves less than the minimum duration moves the end to the latest end and says so; ends that would be
 * too short cannot be chosen.
 */
export function TimeRangePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue = null,
  onChange,
  step = defaultTimeGrid.step,
  minDuration = defaultTimeGrid.minDuration,
  minStart = defaultTimeGrid.minStart,
  maxEnd = defaultTimeGrid.maxEnd,
  isDisabled = false,
  isRequired = false,
}: TimeRangePickerProps) {
  const text = useStrings(strings);
  const timeLabel = useTimeLabel();
  const [own, setOwn] = useState<Picked>(toPicked(defaultValue));
  const picked = value === undefined ? own : toPicked(value);
  const [status, setStatus] = useState('');
  const limits: TimeGridLimits = { step, minDuration, minStart, maxEnd };
  const starts = startOptions(limits).map((s) => ({ id: String(s), seconds: s, label: timeLabel(s) }));
  const ends = endOptions(limits).map((s) => ({ id: String(s), seconds: s, label: timeLabel(s) }));
  const disabledEnds = ends.filter((e) => !isEndAllowed(picked.start, e.seconds, limits)).map((e) => e.id);
  const id = useId();
  const statusId = `${id}-status`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const isInvalid = errorMessage !== undefined;

  const apply = (result: PickResult | null) => {
    if (!result) {
      setStatus(text.rejected);
      return;
    }
    setOwn({ start: result.start, end: result.end });
    setStatus(
      result.endMoved && result.end !== null ? text.endMoved.replace('{time}', timeLabel(result.end)) : '',
    );
    if (result.start !== null && result.end !== null)
      onChange?.({ start: timeOf(result.start), end: timeOf(result.end) });
  };

  return (
    <fieldset
      className={css.fieldset}
      aria-describedby={[description ? descriptionId : '', isInvalid ? errorId : '', statusId]
        .join(' ')
        .trim()}
      disabled={isDisabled}
    >
      <legend className={css.legend}>{label}</legend>
      <div className={css.row}>
        <Select
          label={text.start}
          placeholder={text.placeholder}
          items={starts}
          selectedKey={picked.start === null ? null : String(picked.start)}
          onSelectionChange={(key) => key !== null && apply(pickStart(picked, Number(key), limits))}
          isDisabled={isDisabled}
          isRequired={isRequired}
          isInvalid={isInvalid}
        >
          {(item) => <SelectItem textValue={item.label}>{item.label}</SelectItem>}
        </Select>
        <Select
          label={text.end}
          placeholder={text.placeholder}
          items={ends}
          disabledKeys={disabledEnds}
          selectedKey={picked.end === null ? null : String(picked.end)}
          onSelectionChange={(key) => key !== null && apply(pickEnd(picked, Number(key), limits))}
          isDisabled={isDisabled}
          isRequired={isRequired}
          isInvalid={isInvalid}
        >
          {(item) => <SelectItem textValue={item.label}>{item.label}</SelectItem>}
        </Select>
      </div>
      {description ? (
        <p id={descriptionId} className={css.description}>
          {description}
        </p>
      ) : null}
      {isInvalid ? (
        <p id={errorId} className={css.error}>
          {errorMessage}
        </p>
      ) : null}
      <p id={statusId} role="status" className={css.status}>
        {status}
      </p>
    </fieldset>
  );
}
