import type { CalendarDate } from '@internationalized/date';
import { type DateRuleContext, validateDateRange, validateStartDate } from './dateRange.ts';

/** The date picker's state: the chosen range and which end the next click sets. */
export interface DatePickState {
  readonly start: CalendarDate | null;
  readonly end: CalendarDate | null;
  readonly picking: 'start' | 'end';
}

/** An empty picker waiting for the start date. */
export const emptyDatePick: DatePickState = Object.freeze({ start: null, end: null, picking: 'start' });

/**
 * docs/rules.md#stay-rules: clicks choose start then end alternately; an invalid choice leaves the
 * state unchanged. A start click also sets the end to that day (a one-day range); in single-date
 * mode it completes the range and the next click again chooses a start.
 */
function pickDate(state: DatePickState, date: CalendarDate, context: DateRuleContext): DatePickState {
  if (state.picking === 'start' || state.start === null) {
    if (validateStartDate(date, context).length > 0) return state;
    return { start: date, end: date, picking: context.settings.singleDate ? 'start' : 'end' };
  }
  if (validateDateRange({ start: state.start, end: date }, context).length > 0) return state;
  return { start: state.start, end: date, picking: 'start' };
}

/** Whether a click on this day would be taken (docs/rules.md#stay-rules): false when pickDate would leave the state unchanged. */
export function canPickDate(state: DatePickState, date: CalendarDate, context: DateRuleContext): boolean {
  return pickDate(state, date, context) !== state;
}
