import type { Cart } from '../model/cart.ts';
import type { IsoDate } from '../model/entities.ts';
import type { ReadinessCode, ReadinessIssue } from './issues.ts';

/** What a readiness issue says is missing or wrong, in the guest's terms (docs/pages.md#open-points). */
export const OpenPointGap = [
  'EMPTY',
  'DATES',
  'ROOM',
  'ROOMS_TOOMANY',
  'ROOMS_TOOFEW',
  'PEOPLE_EMPTY',
  'PEOPLE_ERROR',
  'PEOPLE_WARNING',
  'MEETINGROOM',
  'CLASH',
  'TOOSMALL',
  'CHOICE',
  'OPTIONS',
  'STARTTIME',
  'DESCRIPTION',
  'PAYMENT',
  'CUSTOMERACCOUNT',
  'PROMOCODE',
  'EVENTTITLE',
  'BOOKINGREASON',
  'EVENTDESCRIPTION',
  'CHILDREN',
] as const;
/** A kind of gap. */
export type OpenPointGap = (typeof OpenPointGap)[number];

const GAP_OF: Readonly<Record<ReadinessCode, OpenPointGap>> = {
  REQUIRED_CART: 'EMPTY',
  DATES: 'DATES',
  REQUIRED_ROOM: 'ROOM',
  TOOMANY_ROOM: 'ROOMS_TOOMANY',
  TOOFEW_ROOM: 'ROOMS_TOOFEW',
  DAYPEOPLE_EMPTY: 'PEOPLE_EMPTY',
  DAYPEOPLE_ERROR: 'PEOPLE_ERROR',
  DAYPEOPLE_WARNING: 'PEOPLE_WARNING',
  REQUIRED_UNITGROUP: 'MEETINGROOM',
  CLASHES_UNITGROUP: 'CLASH',
  PERSONSFIT_UNITGROUP: 'TOOSMALL',
  // A required service type and a required service group both ask the guest to choose something of it.
  REQUIRED_SERVICETYPE: 'CHOICE',
  REQUIRED_SERVICEGROUP: 'CHOICE',
  REQUIRED_SERVICE_OPTION: 'OPTIONS',
  REQUIRED_SERVICESTARTTIME: 'STARTTIME',
  REQUIRED_SERVICEDESCRIPTION: 'DESCRIPTION',
  PAYMENTMETHOD: 'PAYMENT',
  REQUIRED_CUSTOMERACCOUNT: 'CUSTOMERACCOUNT',
  REQUIRED_PROMOCODE: 'PROMOCODE',
  REQUIRED_EVENTTITLE: 'EVENTTITLE',
  REQUIRED_BOOKINGREASON: 'BOOKINGREASON',
  REQUIRED_DESCRIPTION: 'EVENTDESCRIPTION',
  CHILDREN_NOT_TAKEN: 'CHILDREN',
};

/** The i18n key of a gap's one line (`CART.GAP.<GAP>`, with `{{item}}` the item concerned). */
export const openPointGapKey = (gap: OpenPointGap): string => `CART.GAP.${gap}`;

/** One line of the open points: one gap of one slot (or of the whole booking). */
export interface OpenPoint {
  readonly gap: OpenPointGap;
  /** i18n key of its line (openPointGapKey). */
  readonly text: string;
  /** The readiness issue behind it (level, page of the fix, button, params, item). */
  readonly issue: ReadinessIssue;
  /** The slot's position within its date (1, 2...) when the date has several slots, else null. */
  readonly session: number | null;
}

/** The open points of one date of the event. */
export interface DayOpenPoints {
  readonly date: IsoDate;
  /** 1-based position of the date in the event (as the day overview numbers it). */
  readonly day: number;
  readonly points: readonly OpenPoint[];
}

/** The open points grouped for the guest: per date of the event, then those of the whole booking. */
export interface GroupedOpenPoints {
  /** Dates with at least one point, in the event's order. */
  readonly days: readonly DayOpenPoints[];
  /** Points of the stay or the whole cart (slot 0: dates, rooms, payment, codes...). */
  readonly booking: readonly OpenPoint[];
}

/**
 * docs/pages.md#open-points: the readiness issues grouped by the date of their slot and named by the kind of
 * gap, one point per issue; issues of slot 0 (or of a slot no longer in the cart) concern the whole booking.
 * Within a group the issues keep their order (docs/rules.md#readiness: errors first).
 */
export function groupOpenPoints(
  cart: Pick<Cart, 'slots'>,
  issues: readonly ReadinessIssue[],
): GroupedOpenPoints {
  const dates = [...new Set(cart.slots.map((s) => s.date))];
  const slotByIndex = new Map(cart.slots.map((s) => [s.index, s]));
  const byDate = new Map<IsoDate, OpenPoint[]>();
  const booking: OpenPoint[] = [];
  for (const issue of issues) {
    const gap = GAP_OF[issue.code];
    const slot = issue.slotIndex > 0 ? slotByIndex.get(issue.slotIndex) : undefined;
    if (!slot) {
      booking.push({ gap, text: openPointGapKey(gap), issue, session: null });
      continue;
    }
    const sameDate = cart.slots.filter((s) => s.date === slot.date);
    const session = sameDate.length > 1 ? sameDate.indexOf(slot) + 1 : null;
    const list = byDate.get(slot.date) ?? [];
    list.push({ gap, text: openPointGapKey(gap), issue, session });
    byDate.set(slot.date, list);
  }
  const days = dates.flatMap((date, i) => {
    const points = byDate.get(date);
    return points ? [{ date, day: i + 1, points }] : [];
  });
  return { days, booking };
}
