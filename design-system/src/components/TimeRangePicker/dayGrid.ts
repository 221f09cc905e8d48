import { Time } from '@internationalized/date';

/**
 * Story and test data: the times of a day on a grid, as the configurator gets them from the domain
 * (`startTimeOptions`, `endTimeOptions`): every `step` minutes, ends at least `minDuration` after the start.
 */
export function dayGrid(step: number, minDuration: number, minStart: Time, maxEnd: Time) {
  const minutes = (t: Time) => t.hour * 60 + t.minute;
  const every = (from: Time, to: Time) =>
    Array.from({ length: Math.floor((minutes(to) - minutes(from)) / step) + 1 }, (_, i) =>
      from.add({ minutes: i * step }),
    );
  const endTimes = every(minStart.add({ minutes: minDuration }), maxEnd);
  if (endTimes.at(-1)?.compare(maxEnd) !== 0) endTimes.push(maxEnd);
  return {
    startTimes: every(minStart, maxEnd.subtract({ minutes: minDuration })),
    endTimes,
    endTimesFor: (start: Time) =>
      endTimes.filter((end) => end.compare(start.add({ minutes: minDuration })) >= 0),
  };
}

/** 08:00 to 18:00 on a 30-minute grid, at least an hour. */
export const office = dayGrid(30, 60, new Time(8), new Time(18));
/** The whole day on a 15-minute grid, at least 15 minutes, up to 23:59:59. */
export const wholeDay = dayGrid(15, 15, new Time(0), new Time(23, 59, 59));
