import { addDaysToIsoDate } from '../dates/isoDate.ts';
import type { IsoDate } from '../model/entities.ts';
import type { GroupBlock } from './model.ts';
import { nightReleaseDay } from './release.ts';

/*
 * docs/rules.md#group-blocks: the organiser and the hotel get the block's pickup summary some days before its
 * release point and again when it is released (by the job or by staff), each once per block.
 */

/**
 * How many days before a block's release point the pickup summary goes out: a constant (docs/rules.md#group-blocks).
 * @public the server's release job passes it; tests name it.
 */
export const RELEASE_MAIL_DAYS_BEFORE = 7;

/** When a block's pickup summary is mailed: some days before its release point, or at its release. */
export type ReleaseMailOccasion = 'before' | 'released';

/**
 * The block's release point: the first day one of its nights goes back on sale (a date rule: its date; a rolling
 * rule: the first night's day); null when a night is never released before it comes (`none`).
 * @public the release mails name it (issue 41).
 */
export function blockReleaseDay(block: Pick<GroupBlock, 'nights' | 'release'>): IsoDate | null {
  let first: IsoDate | null = null;
  for (const { night } of block.nights) {
    const day = nightReleaseDay(block, night);
    if (day === null) return null;
    if (first === null || day < first) first = day;
  }
  return first;
}

/**
 * Whether the mail before the release is due today: the block is definite, has a release point, and today is at
 * most `daysBefore` days before it but not yet on it (on that day the release itself is what is told). Whether it
 * was already sent is the caller's record; a block confirmed later than that still gets it, at once.
 * @public the server's release job asks it for each definite block (issue 41).
 */
export function releaseMailDueBefore(
  block: Pick<GroupBlock, 'nights' | 'release' | 'status'>,
  today: IsoDate,
  daysBefore: number = RELEASE_MAIL_DAYS_BEFORE,
): boolean {
  if (block.status !== 'definite') return false;
  const day = blockReleaseDay(block);
  return day !== null && addDaysToIsoDate(day, -daysBefore) <= today && today < day;
}
