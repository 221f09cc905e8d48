import { addDaysToIsoDate } from '../dates/isoDate.ts';
import type { IsoDate } from '../model/entities.ts';
import type { GroupBlock } from './model.ts';

/*
 * docs/rules.md#group-blocks: a block's unpicked units go back on public sale at its release point, on the
 * property's today (`dayIn(now, property.timezone)`), so the server, the job and the apps agree on one day.
 */

/**
 * The day a night's unpicked units go back on sale: the rule's date, the night minus its days, or null (never
 * before the night).
 * @public the release job and its mails (before and at release) read it (issue 41).
 */
export function nightReleaseDay(block: Pick<GroupBlock, 'release'>, night: IsoDate): IsoDate | null {
  const rule = block.release;
  if (rule.kind === 'date') return rule.date;
  if (rule.kind === 'daysBefore') return addDaysToIsoDate(night, -rule.days);
  return null;
}

/** Whether a night of the block is back on sale today: the block is released, or the night's release day came. */
export function isNightReleased(
  block: Pick<GroupBlock, 'release' | 'status'>,
  night: IsoDate,
  today: IsoDate,
): boolean {
  if (block.status === 'released') return true;
  const day = nightReleaseDay(block, night);
  return day !== null && day <= today;
}

/**
 * The block's nights that are past their release point today (a date rule releases every night at once, a
 * rolling rule each night on its own day); all of them once the block is released.
 * @public the release job and the staff's block page read it (issue 41).
 */
export function releasedNights(
  block: Pick<GroupBlock, 'nights' | 'release' | 'status'>,
  today: IsoDate,
): IsoDate[] {
  return block.nights.map((n) => n.night).filter((night) => isNightReleased(block, night, today));
}

/**
 * Whether the release job releases a definite block today: every one of its nights is past its release point.
 * @public the release job asks it for each definite block (issue 41).
 */
export function releaseDue(
  block: Pick<GroupBlock, 'nights' | 'release' | 'status'>,
  today: IsoDate,
): boolean {
  return block.status === 'definite' && releasedNights(block, today).length === block.nights.length;
}
