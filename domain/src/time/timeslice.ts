import type { Time } from '@internationalized/date';
import { parseIsoTime } from '../dates/isoDate.ts';
import type { Timeslicedefinition } from '../model/entities.ts';
import { timeToSeconds } from './timeGrid.ts';

const DAY = 86400;

/** A definition's span in seconds from its day's midnight; an overnight slice ends on the next day. */
function span(
  def: Pick<Timeslicedefinition, 'starttime' | 'endtime' | 'overnight'>,
): [number, number] | null {
  // docs/rules.md#time-rules: a definition without times covers the whole day (00:00:00 to 23:59:59).
  const start = parseIsoTime(def.starttime || '00:00:00');
  const end = parseIsoTime(def.endtime || '23:59:59');
  if (!start || !end) return null;
  const from = timeToSeconds(start);
  let to = timeToSeconds(end);
  if (def.overnight || to <= from) to += DAY;
  return [from, to];
}

/**
 * docs/rules.md#time-rules: a flexible slot must fall inside a time slice definition; it is matched to the closest one,
 * the definition with the shortest span that contains it (ties: the earlier in the list). An end not
 * after the start is read as ending on the next day (only an overnight slice can contain it).
 */
export function matchTimeslice<T extends Pick<Timeslicedefinition, 'starttime' | 'endtime' | 'overnight'>>(
  start: Time,
  end: Time,
  definitions: readonly T[],
): T | null {
  const from = timeToSeconds(start);
  let to = timeToSeconds(end);
  if (to <= from) to += DAY;
  let best: T | null = null;
  let bestLength = Number.POSITIVE_INFINITY;
  for (const def of definitions) {
    const s = span(def);
    if (!s) continue;
    const [a, b] = s;
    const contains = (from >= a && to <= b) || (from + DAY >= a && to + DAY <= b);
    if (contains && b - a < bestLength) {
      best = def;
      bestLength = b - a;
    }
  }
  return best;
}
