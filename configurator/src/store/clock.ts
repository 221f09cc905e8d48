import { type CalendarDate, getLocalTimeZone } from '@internationalized/date';
import { dayIn } from '@venue/domain';
import type { AppState, StoreDeps } from './types.ts';

/**
 * "Today" for the domain's rules: the injected clock's instant as a day in the property's time zone (the
 * browser's until the property is known). The one place the configurator turns the clock into a day.
 */
export function todayOf(state: Pick<AppState, 'property'>, deps: Pick<StoreDeps, 'now'>): CalendarDate {
  return dayIn(deps.now(), state.property?.timezone ?? getLocalTimeZone());
}
