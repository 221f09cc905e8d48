import type { PricingPayload } from '@venue/contract';
import { ErrorKey } from '@venue/contract';
import {
  addDaysToIsoDate,
  dateRulesFor,
  dayIn,
  parseIsoDate,
  validateDateRange,
  validateStayReach,
  type Window,
} from '@venue/domain';
import type { PropertyCatalog } from '../catalog/catalog.ts';
import { InvalidInput, Unprocessable } from '../failures.ts';

/*
 * The first look at a booking, before the database is asked (booking/load.ts): its ids are the property's, its
 * times run forward, and its dates keep the property's rules.
 */

const invalid = (path: string, message: string) => new InvalidInput('Invalid booking', [{ path, message }]);

/**
 * Every id in the payload must belong to this property's catalog; line times must run forward. A booking names an
 * active booking reason, or the one it already names (`keptReasonId`: a reason deactivated since stays on it).
 */
function checkReferences(catalog: PropertyCatalog, p: PricingPayload, keptReasonId: number | null): void {
  for (const [i, l] of p.bookingUnitgroupList.entries()) {
    if (!catalog.unitgroupById.has(l.unitgroup.id))
      throw invalid(`bookingUnitgroupList.${i}.unitgroup`, 'unknown unit group');
    if (l.end <= l.start) throw invalid(`bookingUnitgroupList.${i}.end`, 'must be after start');
    if (
      l.timeslicedefinition &&
      !catalog.timeslicedefinitions.some((s) => s.id === l.timeslicedefinition?.id)
    )
      throw invalid(`bookingUnitgroupList.${i}.timeslicedefinition`, 'unknown time slice');
    if (l.setup && !catalog.rows.setups.some((s) => s.id === l.setup?.id))
      throw invalid(`bookingUnitgroupList.${i}.setup`, 'unknown seating setup');
  }
  for (const [i, l] of p.bookingServiceList.entries()) {
    const service = catalog.serviceById.get(l.service.id);
    if (!service) throw invalid(`bookingServiceList.${i}.service`, 'unknown service');
    if (l.end < l.start) throw invalid(`bookingServiceList.${i}.end`, 'must not be before start');
    for (const o of l.serviceOptionList) {
      if (!service.serviceOptionList.some((x) => x.id === o.serviceOption.id))
        throw invalid(`bookingServiceList.${i}.serviceOptionList`, 'unknown option');
    }
    const ref = l.bookingUnitgroup;
    if (ref?.index !== undefined && ref.index >= p.bookingUnitgroupList.length)
      throw invalid(`bookingServiceList.${i}.bookingUnitgroup`, 'no such unit group line');
  }
  if (p.timeslicedefinition && !catalog.timeslicedefinitions.some((s) => s.id === p.timeslicedefinition?.id))
    throw invalid('timeslicedefinition', 'unknown time slice');
  for (const [i, tag] of p.tags.entries()) {
    if (!catalog.tags.some((t) => t.id === tag.id)) throw invalid(`tags.${i}`, 'unknown tag');
  }
  const reason = p.bookingreason && catalog.rows.bookingreasons.find((r) => r.id === p.bookingreason?.id);
  if (p.bookingreason && !reason) throw invalid('bookingreason', 'unknown booking reason');
  if (reason?.inactive && reason.id !== keptReasonId)
    throw invalid('bookingreason', 'inactive booking reason');
}

/** When a booking takes place: its first and last moment and day, as the payload gives them or its lines imply. */
export interface BookingWhen {
  readonly start: string;
  readonly end: string;
  readonly startdate: string;
  readonly enddate: string;
}

/** The calendar day of a line's end: a line that ends at midnight ends on the day before. */
const lastDayOf = (end: string) =>
  end.slice(11, 16) === '00:00' ? addDaysToIsoDate(end.slice(0, 10), -1) : end.slice(0, 10);

/**
 * docs/rules.md#stay-rules: the booking's dates checked against the property's date rules, with the context the
 * calendar uses; 422 error.dates naming the rules broken. It runs before any work per day or per unit: the reach of
 * the booking and of every line (horizon, most nights, most days) needs only their ends, and the other rules look
 * at the calendar's blocked days, not at each day of the range. So a stay of decades is refused as fast as a
 * weekend, and the database is not touched.
 */
function checkDates(catalog: PropertyCatalog, p: PricingPayload, now: Date): BookingWhen {
  const minimumService = catalog.services.find((s) => s.code === catalog.settings.serviceMinimumSalesCode);
  // The minimum-sales line is the server's to compute; a copy sent by the client is dropped.
  const lines = [
    ...p.bookingUnitgroupList,
    ...p.bookingServiceList.filter((l) => l.service.id !== minimumService?.id),
  ];
  const starts = lines.map((l) => l.start).sort();
  const ends = lines.map((l) => l.end).sort();
  const start = p.start ?? starts[0];
  const end = p.end ?? ends[ends.length - 1];
  if (!start || !end) throw invalid('bookingUnitgroupList', 'a booking needs a unit group or a service');
  const startdate = p.startdate ?? start.slice(0, 10);
  const enddate = p.enddate ?? end.slice(0, 10);
  if (enddate < startdate) throw invalid('enddate', 'must not be before startdate');
  const [firstDay, lastDay] = [parseIsoDate(startdate), parseIsoDate(enddate)];
  if (!firstDay || !lastDay) throw invalid('startdate', 'not a date');
  const rules = dateRulesFor(catalog.settings, dayIn(now, catalog.rows.property.timezone));
  const errors = validateDateRange({ start: firstDay, end: lastDay }, rules);
  // A line (or the booking's start and end) reaching outside the booking's dates is held as long as it lasts: from
  // the first of them to the last, it may reach no farther than a stay may.
  const firsts = [startdate, start.slice(0, 10), ...lines.map((l) => l.start.slice(0, 10))];
  const lasts = [enddate, lastDayOf(end), ...lines.map((l) => lastDayOf(l.end))];
  const [from, to] = [
    parseIsoDate(firsts.reduce((a, b) => (b < a ? b : a))),
    parseIsoDate(lasts.reduce((a, b) => (b > a ? b : a))),
  ];
  if (!from || !to) throw invalid('start', 'not a date');
  for (const code of validateStayReach({ start: from, end: to }, rules)) {
    if (!errors.includes(code)) errors.push(code);
  }
  if (errors.length > 0) {
    throw new Unprocessable(
      ErrorKey.dates,
      `The dates break the property's rules: ${errors.join(', ')}`,
      errors.map((code) => ({ path: 'startdate', code })),
    );
  }
  return { start, end, startdate, enddate };
}

/** The windows of the unit group lines, for the availability check. */
export const lineWindows = (p: PricingPayload): Window[] =>
  p.bookingUnitgroupList.map((l) => ({ start: l.start, end: l.end }));

/**
 * The first look at a booking, before the database is asked: its ids are the property's, its times run forward,
 * and its dates keep the property's rules. Answers when it starts and ends (what the holds are loaded for).
 */
export function checkPayload(
  catalog: PropertyCatalog,
  p: PricingPayload,
  now: Date,
  keptReasonId: number | null = null,
): BookingWhen {
  checkReferences(catalog, p, keptReasonId);
  return checkDates(catalog, p, now);
}
