import { type CalendarDate, parseDate } from '@internationalized/date';
import { ApiError } from '@venue/api-client';
import type { StaffBookingCreateInput, StaffBookingQuoteInput } from '@venue/contract';
import {
  type BookingChannelName,
  type StaffBookingField,
  staffBookingProblems,
  UnitgroupCategory,
} from '@venue/domain';

/*
 * docs/rules.md#staff-bookings: the new-booking form's state and its mapping to the API. The rules (which days a
 * booking holds, what a valid form is) are the domain's; this file only maps what the form shows onto them.
 */

/** The stay as the form shows it: a room from arrival to departure, a meeting room from its first to last day. */
export interface DayRange {
  readonly start: CalendarDate;
  readonly end: CalendarDate;
}

/** Everything the form holds. */
export interface NewBookingDraft {
  readonly unitgroupId: number | null;
  /** The unit to hold when free (picked in the occupancy grid or here); null: any free unit. */
  readonly unitId: number | null;
  readonly category: number;
  readonly range: DayRange | null;
  readonly times: { readonly start: string; readonly end: string } | null;
  readonly itemcount: number | null;
  readonly persons: number | null;
  /** The rate it is sold at (docs/rules.md#rate-policies); null: the property's first. */
  readonly rateplanId: number | null;
  readonly kind: 'reservation' | 'request';
  readonly channel: Exclude<BookingChannelName, 'online'>;
  readonly booker: { firstname: string; lastname: string; email: string; phone: string };
  readonly language: 'en' | 'de';
  readonly note: string;
  /** Cents the hotel agrees per unit instead of the rate's; null for the rate's price. */
  readonly agreedUnitPrice: number | null;
  readonly priceReason: string;
}

/** The form's fields that can carry an error: the domain's, plus the unit group. */
export type FormField = StaffBookingField | 'unitgroup';

const isRoom = (category: number) => category === UnitgroupCategory.Room;

/**
 * The days the booking holds (both inclusive), as the domain and the API count them: a room's nights, from the
 * arrival to the night before departure; a meeting room's days as picked. Null when a room has no night.
 */
export function heldDays(
  category: number,
  range: DayRange | null,
): { firstDay: string; lastDay: string } | null {
  if (!range) return null;
  const last = isRoom(category) ? range.end.subtract({ days: 1 }) : range.end;
  if (last.compare(range.start) < 0) return null;
  return { firstDay: range.start.toString(), lastDay: last.toString() };
}

/**
 * The range the form shows for days chosen elsewhere (the occupancy grid passes the first and the last day it
 * selected): a room departs the morning after the last night.
 */
export function rangeOfDays(category: number, firstDay: string, lastDay: string): DayRange | null {
  try {
    const start = parseDate(firstDay);
    const last = parseDate(lastDay);
    if (last.compare(start) < 0) return null;
    return { start, end: isRoom(category) ? last.add({ days: 1 }) : last };
  } catch {
    return null;
  }
}

/** The form's errors as FORM.ERROR keys per field (docs/rules.md#staff-bookings), none when it can be sent. */
export function draftProblems(draft: NewBookingDraft): Partial<Record<FormField, string>> {
  const days = heldDays(draft.category, draft.range);
  const problems: Partial<Record<FormField, string>> = staffBookingProblems({
    booker: draft.booker,
    firstDay: days?.firstDay ?? null,
    lastDay: days?.lastDay ?? null,
    itemcount: draft.itemcount,
    persons: draft.persons,
    agreedUnitPrice: draft.agreedUnitPrice,
    priceReason: draft.priceReason,
  });
  // A room's departure on its arrival day holds no night.
  if (draft.range && !days) problems.dates = 'FORM.ERROR.DATERANGE';
  if (draft.unitgroupId === null) problems.unitgroup = 'FORM.ERROR.REQUIRED';
  return problems;
}

/** The fields a quote needs: the stay (unit group, days, counts) and the price; not the guest. */
const STAY_FIELDS: readonly FormField[] = ['unitgroup', 'dates', 'itemcount', 'persons', 'agreedUnitPrice'];

/** The body of POST /api/staff/booking/quote, or null while the stay is incomplete. */
export function quoteBody(propertyId: number, draft: NewBookingDraft): StaffBookingQuoteInput | null {
  const problems = draftProblems(draft);
  if (STAY_FIELDS.some((f) => problems[f])) return null;
  // The guest is not needed for a price, nor the reason of an agreed price (checked when the booking is saved).
  const { booker: _guest, ...body } = createFields(propertyId, draft);
  return body;
}

/** The body of POST /api/staff/booking/add, or null while the form has errors. */
export function createBody(propertyId: number, draft: NewBookingDraft): StaffBookingCreateInput | null {
  if (Object.keys(draftProblems(draft)).length > 0) return null;
  return createFields(propertyId, draft);
}

function createFields(propertyId: number, draft: NewBookingDraft): StaffBookingCreateInput {
  const days = heldDays(draft.category, draft.range) ?? { firstDay: '', lastDay: '' };
  const meeting = !isRoom(draft.category) && draft.times !== null;
  return {
    propertyId,
    kind: draft.kind,
    channel: draft.channel,
    unitgroupId: draft.unitgroupId ?? 0,
    unitId: draft.unitId,
    rateplanId: draft.rateplanId,
    itemcount: draft.itemcount ?? 1,
    persons: draft.persons ?? 1,
    ...days,
    starttime: meeting ? (draft.times?.start ?? null) : null,
    endtime: meeting ? (draft.times?.end ?? null) : null,
    booker: {
      firstname: draft.booker.firstname.trim(),
      lastname: draft.booker.lastname.trim(),
      email: draft.booker.email.trim(),
      phone: draft.booker.phone.trim(),
    },
    note: draft.note.trim(),
    agreedUnitPrice: draft.agreedUnitPrice,
    priceReason: draft.agreedUnitPrice !== null ? draft.priceReason.trim() : '',
    language: draft.language,
  };
}

/** Why the server refused the booking, as an i18n key of this page (docs/api.md#staff-bookings). */
export function refusalKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'newBooking.error.failed';
  if (error.status === 409 && error.error === 'error.availability') return 'newBooking.error.taken';
  if (error.status === 409 && error.error === 'error.booking.state') return 'newBooking.error.over';
  if (error.status === 422 && error.error === 'error.dates') {
    const first = error.details[0] as { code?: unknown } | undefined;
    return typeof first?.code === 'string' ? `newBooking.dates.${first.code}` : 'newBooking.error.dates';
  }
  if (error.status === 422) return 'newBooking.error.notBookable';
  if (error.status === 400) return 'newBooking.error.invalid';
  return 'newBooking.error.failed';
}
