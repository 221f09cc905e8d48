import { addDaysToIsoDate } from '../dates/isoDate.ts';
import { agreedUnitPriceProblem } from '../forms/agreedPrice.ts';
import { contactFieldRules } from '../forms/contact.ts';
import { fieldErrorKey } from '../forms/validators.ts';
import type { Contact, IsoDate } from '../model/entities.ts';
import { UnitgroupCategory } from '../model/enums.ts';
import { blockPeriod } from './blocks.ts';

/*
 * docs/rules.md#staff-bookings: a booking the hotel's staff take for a guest who called, wrote or came to the desk.
 * It is priced, checked and held like an online booking; these are the few rules of its own.
 */

/** A meeting room's hours when staff give none (the working day most venues sell). */
const MEETING_DAY = { start: '08:00', end: '18:00' } as const;

/**
 * The wall-clock period ('YYYY-MM-DD HH:mm') a staff booking's unit group line holds, from the days it takes,
 * `firstDay` .. `lastDay` (both inclusive, as the occupancy grid selects them): a room for those nights, like a
 * block (check-in on `firstDay`, check-out the morning after `lastDay`); a meeting room from `firstDay` at the
 * start time to `lastDay` at the end time. Explicit times replace the defaults.
 */
export function staffBookingPeriod(
  category: number,
  firstDay: IsoDate,
  lastDay: IsoDate,
  times: { readonly start?: string | null | undefined; readonly end?: string | null | undefined } = {},
): { start: string; end: string } {
  if (category === UnitgroupCategory.Room)
    return blockPeriod(category, firstDay, addDaysToIsoDate(lastDay, 1), times);
  return {
    start: `${firstDay} ${(times.start ?? MEETING_DAY.start).slice(0, 5)}`,
    end: `${lastDay} ${(times.end ?? MEETING_DAY.end).slice(0, 5)}`,
  };
}

/** What staff type into the new-booking form, checked before it is sent. */
export interface StaffBookingDraft {
  readonly booker: Partial<Pick<Contact, 'firstname' | 'lastname' | 'email' | 'phone'>>;
  readonly firstDay: IsoDate | null;
  readonly lastDay: IsoDate | null;
  readonly itemcount: number | null;
  readonly persons: number | null;
  /** The unit price the hotel agrees instead of the rate's (cents), or null for the rate's price. */
  readonly agreedUnitPrice: number | null;
  /** Why the price differs from the rate's: required with an agreed price, kept in the booking's history. */
  readonly priceReason: string;
}

/** The fields of the form that can be wrong. */
export type StaffBookingField =
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'phone'
  | 'dates'
  | 'itemcount'
  | 'persons'
  | 'agreedUnitPrice'
  | 'priceReason';

/**
 * docs/rules.md#staff-bookings: the new-booking form's errors as FORM.ERROR keys per field: the booker's names,
 * e-mail (the confirmation goes there) and phone by the contact rules of the booker form; days in order; at
 * least one unit and one person; an agreed price in range and, with it, a reason. The server refuses the same.
 */
export function staffBookingProblems(draft: StaffBookingDraft): Partial<Record<StaffBookingField, string>> {
  const rules = contactFieldRules();
  const problems: Partial<Record<StaffBookingField, string>> = {};
  for (const field of ['firstname', 'lastname', 'email', 'phone'] as const) {
    const key = fieldErrorKey(draft.booker[field], rules[field]);
    if (key) problems[field] = key;
  }
  if (draft.firstDay === null || draft.lastDay === null) problems.dates = 'FORM.ERROR.REQUIRED';
  else if (draft.lastDay < draft.firstDay) problems.dates = 'FORM.ERROR.DATERANGE';
  if (draft.itemcount === null || !Number.isInteger(draft.itemcount) || draft.itemcount < 1)
    problems.itemcount = 'FORM.ERROR.MIN';
  if (draft.persons === null || !Number.isInteger(draft.persons) || draft.persons < 1)
    problems.persons = 'FORM.ERROR.MIN';
  const price = agreedUnitPriceProblem(draft.agreedUnitPrice);
  if (price) problems.agreedUnitPrice = price;
  if (draft.agreedUnitPrice !== null && draft.priceReason.trim() === '')
    problems.priceReason = 'FORM.ERROR.REQUIRED';
  return problems;
}
