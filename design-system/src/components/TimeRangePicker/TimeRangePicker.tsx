import type { Time } from '@internationalized/date';
import { useId, useMemo, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { type LocalizedStrings, useStrings } from '../../i18n/useStrings.ts';
import { Select, SelectItem } from '../Select/Select.tsx';
import * as css from './TimeRangePicker.css.ts';

/** A chosen time range of one day. */
export interface TimeRange {
  readonly start: Time;
  readonly end: Time;
}

const strings: LocalizedStrings<'start' | 'end' | 'placeholder' | 'endMoved'> = {
  en: {
    start: 'From',
    end: 'To',
    placeholder: 'Time',
    endMoved: 'The end moved to {time} to keep the minimum duration.',
  },
  de: {
    start: 'Von',
    end: 'Bis',
    placeholder: 'Uhrzeit',
    endMoved: 'Das Ende wurde auf {time} verschoben, damit die Mindestdauer eingehalten wird.',
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
  /** The start times offered, in order. */
  startTimes: readonly Time[];
  /** The end times listed, in order; the ones `endTimesFor` leaves out after the chosen start are disabled. */
  endTimes: readonly Time[];
  /**
   * The end times that may follow a start (like react-aria's `isDateUnavailable`, the rule is the caller's).
   * @default every listed end after the start
   */
  endTimesFor?: ((start: Time) => readonly Time[]) | undefined;
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isRequired?: boolean;
}

interface Picked {
  readonly start: Time | null;
  readonly end: Time | null;
}

const toPicked = (range: Partial<TimeRange> | null | undefined): Picked => ({
  start: range?.start ?? null,
  end: range?.end ?? null,
});

/** An option's key: the time's ISO text (09:00:00). */
const keyOf = (time: Time) => time.toString();

const afterStart = (endTimes: readonly Time[]) => (start: Time) =>
  endTimes.filter((end) => end.compare(start) > 0);

/** Formats a time as the locale writes a time of day (14:30, 2:30 PM). */
function useTimeLabel() {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
    return (time: Time) => format.format(new Date(Date.UTC(1970, 0, 1, time.hour, time.minute)));
  }, [locale]);
}

/**
 * Start and end time from given lists, as two keyboard-operable selects. The caller says which times exist
 * (`startTimes`, `endTimes`) and which ends may follow a start (`endTimesFor`); the others are disabled.
 * When a new start no longer allows the chosen end, the end moves to the last end allowed after it, and
 * the picker says so.
 */
export function TimeRangePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue = null,
  onChange,
  startTimes,
  endTimes,
  endTimesFor = afterStart(endTimes),
  isDisabled = false,
  isRequired = false,
}: TimeRangePickerProps) {
  const text = useStrings(strings);
  const timeLabel = useTimeLabel();
  const [own, setOwn] = useState<Picked>(toPicked(defaultValue));
  const picked = value === undefined ? own : toPicked(value);
  const [status, setStatus] = useState('');
  const option = (time: Time) => ({ id: keyOf(time), time, label: timeLabel(time) });
  const starts = startTimes.map(option);
  const ends = endTimes.map(option);
  const allowedEnds = new Set((picked.start ? endTimesFor(picked.start) : endTimes).map(keyOf));
  const disabledEnds = ends.filter((e) => !allowedEnds.has(e.id)).map((e) => e.id);
  const id = useId();
  const statusId = `${id}-status`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const isInvalid = errorMessage !== undefined;

  const apply = (next: Picked, endMoved: boolean) => {
    setOwn(next);
    setStatus(endMoved && next.end ? text.endMoved.replace('{time}', timeLabel(next.end)) : '');
    if (next.start && next.end) onChange?.({ start: next.start, end: next.end });
  };
  const pickStart = (key: string) => {
    const start = starts.find((s) => s.id === key)?.time;
    if (!start) return;
    const allowed = endTimesFor(start);
    const current = picked.end;
    if (!current || allowed.some((end) => end.compare(current) === 0)) {
      apply({ start, end: current }, false);
    } else {
      apply({ start, end: allowed.at(-1) ?? null }, allowed.length > 0);
    }
  };
  const pickEnd = (key: string) => {
    const end = ends.find((e) => e.id === key)?.time;
    if (end && allowedEnds.has(key)) apply({ start: picked.start, end }, false);
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
          selectedKey={picked.start ? keyOf(picked.start) : null}
          onSelectionChange={(key) => key !== null && pickStart(String(key))}
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
          selectedKey={picked.end ? keyOf(picked.end) : null}
          onSelectionChange={(key) => key !== null && pickEnd(String(key))}
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
