import { addDaysToIsoDate, blockPeriod, UnitgroupCategory, wallClockIn } from '@venue/domain';

/* Wall-clock periods ('YYYY-MM-DD HH:mm', property time, end exclusive) as calendar feeds see them. */

/** The instant a property wall-clock time is in a time zone (the later one of a repeated hour). */
export function instantOf(wallClock: string, timeZone: string): Date {
  const asUtc = Date.parse(`${wallClock.replace(' ', 'T')}:00Z`);
  let guess = asUtc;
  // The zone's offset at the guess, applied twice: right on both sides of a daylight-saving change.
  for (let i = 0; i < 2; i++) {
    const seen = Date.parse(`${wallClockIn(new Date(guess), timeZone).replace(' ', 'T')}:00Z`);
    guess += asUtc - seen;
  }
  return new Date(guess);
}

const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  a.start < b.end && b.start < a.end;

/**
 * The nights ('YYYY-MM-DD' of the evening) a period takes from a room: those whose stay, as a block holds it
 * for that night (the domain's `blockPeriod`), overlaps the period.
 */
export function nightsOf(period: { start: string; end: string }): string[] {
  const nights: string[] = [];
  const last = period.end.slice(0, 10);
  for (let d = addDaysToIsoDate(period.start.slice(0, 10), -1); d <= last; d = addDaysToIsoDate(d, 1)) {
    if (overlaps(period, blockPeriod(UnitgroupCategory.Room, d, addDaysToIsoDate(d, 1)))) nights.push(d);
  }
  return nights;
}

/** Sorted nights as runs of consecutive nights, each [first night, day after the last night). */
export function nightRuns(nights: readonly string[]): { start: string; end: string }[] {
  const runs: { start: string; end: string }[] = [];
  for (const night of nights) {
    const run = runs.at(-1);
    if (run && run.end === night) run.end = addDaysToIsoDate(night, 1);
    else runs.push({ start: night, end: addDaysToIsoDate(night, 1) });
  }
  return runs;
}
