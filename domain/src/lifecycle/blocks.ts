import { addDaysToIsoDate } from '../dates/isoDate.ts';
import { BookingState } from '../model/bookingState.ts';
import { UnitgroupCategory } from '../model/enums.ts';

/*
 * docs/api.md#blocks-and-unavailability: a block takes units out of sale. It is a booking of category
 * blocked (4) with its own small machine, kept apart from the booking lifecycle: a block is made in force
 * (Confirmed, its units held), changed while in force, and released (Canceled, its units free again). It
 * sends no mails and has no booker; only the property's staff (and, for imported calendars, the system) act.
 */

/** Why the hotel takes a unit out of sale. */
export const BLOCK_REASONS = ['maintenance', 'soldElsewhere', 'houseUse', 'other'] as const;
/** Why the hotel takes a unit out of sale. */
export type BlockReason = (typeof BLOCK_REASONS)[number];

/** What happens to a block: made, changed (range, units, reason, note), released. */
export const BLOCK_ACTIONS = ['block', 'changeBlock', 'release'] as const;
/** What happens to a block. */
export type BlockAction = (typeof BLOCK_ACTIONS)[number];
/** Who acts on a block: the hotel's staff, or a job (an imported calendar). */
export type BlockActor = 'staff' | 'system';

interface BlockRow {
  readonly from: readonly (BookingState | null)[];
  readonly action: BlockAction;
  readonly to: BookingState | 'same';
}

/** The block machine, row by row (every actor of a block may take every row). */
export const BLOCK_LIFECYCLE: readonly BlockRow[] = [
  { from: [null], action: 'block', to: BookingState.Confirmed },
  { from: [BookingState.Confirmed], action: 'changeBlock', to: 'same' },
  { from: [BookingState.Confirmed], action: 'release', to: BookingState.Canceled },
];

/** The state a block action leads to, or 'forbidden'. */
export type BlockResult =
  | { readonly ok: true; readonly to: BookingState }
  | { readonly ok: false; readonly reason: 'forbidden' };

/** Where `action` takes a block in state `from` (null: none yet). */
export function blockTransition(from: BookingState | null, action: BlockAction): BlockResult {
  const row = BLOCK_LIFECYCLE.find((r) => r.action === action && r.from.includes(from));
  if (!row) return { ok: false, reason: 'forbidden' };
  const to = row.to === 'same' ? from : row.to;
  return to === null ? { ok: false, reason: 'forbidden' } : { ok: true, to };
}

/** What staff may do to an existing block (the property app's buttons). */
export function blockActions(state: BookingState): Exclude<BlockAction, 'block'>[] {
  return (['changeBlock', 'release'] as const).filter((a) => blockTransition(state, a).ok);
}

/** Whether a history action is a block's (no mails: a block has no booker). */
export const isBlockAction = (action: string): action is BlockAction =>
  (BLOCK_ACTIONS as readonly string[]).includes(action);

/**
 * The wall-clock period a block holds one unit for, 'YYYY-MM-DD HH:mm' .. (end exclusive), from whole days
 * `from` .. `to` (end exclusive, like a stay) and optional times. A room is blocked like a stay, for its
 * nights (check-in 15:00 on `from` to check-out 11:00 on `to`), so a guest leaving on `from` or arriving on
 * `to` is not in the way and the guest's calendar shows exactly the days `from` .. `to` - 1 taken; any other
 * unit for whole days (00:00 to 00:00). Explicit times replace the defaults.
 */
export function blockPeriod(
  category: number,
  from: string,
  to: string,
  times: { readonly start?: string | null | undefined; readonly end?: string | null | undefined } = {},
): { start: string; end: string } {
  const room = category === UnitgroupCategory.Room;
  const hhmm = (t: string | null | undefined, fallback: string) => (t ? t.slice(0, 5) : fallback);
  return {
    start: `${from} ${hhmm(times.start, room ? '15:00' : '00:00')}`,
    end: `${to} ${hhmm(times.end, room ? '11:00' : '00:00')}`,
  };
}

/**
 * Whether a unit held for `period` ('YYYY-MM-DD HH:mm' .. end exclusive) is taken on `day`, as the occupancy
 * calendar and the guest's calendar count days: a room for that day's night (the stay a one-night block would
 * hold, `blockPeriod`), so a guest leaving at 11:00 does not take the day of departure; any other unit for the
 * whole day, so a meeting from 09:00 to 12:00 takes its day.
 */
export function holdsDay(
  category: number,
  period: { readonly start: string; readonly end: string },
  day: string,
): boolean {
  const sold = blockPeriod(category, day, addDaysToIsoDate(day, 1));
  return period.start < sold.end && sold.start < period.end;
}
