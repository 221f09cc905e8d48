import { addDaysToIsoDate, UnitgroupCategory, wallClockIn } from '@venue/domain';

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

/**
 * The period a block holds a unit for whole days `from` .. `to` (end exclusive): a room for its nights, check-in
 * 15:00 to check-out 11:00, so a guest leaving on `from` or arriving on `to` is not in the way; any other unit
 * 00:00 to 00:00. The same rule as the blocks work's domain `blockPeriod` (domain/src/lifecycle/blocks.ts), which
 * was not committed yet when calendar sync was: call that one instead once it is.
 */
export function dayBlockPeriod(category: number, from: string, to: string): { start: string; end: string } {
  const room = category === UnitgroupCategory.Room;
  return { start: `${from} ${room ? '15:00' : '00:00'}`, end: `${to} ${room ? '11:00' : '00:00'}` };
}

const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  a.start < b.end && b.start < a.end;

/**
 * The nights ('YYYY-MM-DD' of the evening) a period takes from a room: those whose stay, as a block holds it
 * (dayBlockPeriod: check-in 15:00 to check-out 11:00 the next day), overlaps the period.
 */
export function nightsOf(period: { start: string; end: string }): string[] {
  const nights: string[] = [];
  const last = period.end.slice(0, 10);
  for (let d = addDaysToIsoDate(period.start.slice(0, 10), -1); d <= last; d = addDaysToIsoDate(d, 1)) {
    if (overlaps(period, dayBlockPeriod(UnitgroupCategory.Room, d, addDaysToIsoDate(d, 1)))) nights.push(d);
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
