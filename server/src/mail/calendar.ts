import { wallClockIn } from '@venue/domain';
import { createEvent, type DateTime } from 'ics';

/**
 * The instant a property wall-clock time ('YYYY-MM-DDTHH:mm', how bookings store start and end) stands for in
 * the property's time zone: the offset is read back from the zone itself, twice so a DST change is honoured.
 */
function wallClockInstant(wall: string, timeZone: string): Date {
  const target = new Date(`${wall.slice(0, 16)}:00Z`).getTime();
  let instant = target;
  for (let i = 0; i < 2; i++) {
    const seen = new Date(`${wallClockIn(new Date(instant), timeZone).replace(' ', 'T')}:00Z`).getTime();
    instant += target - seen;
  }
  return new Date(instant);
}

const utcParts = (d: Date): DateTime => [
  d.getUTCFullYear(),
  d.getUTCMonth() + 1,
  d.getUTCDate(),
  d.getUTCHours(),
  d.getUTCMinutes(),
];

/** What the calendar entry of a confirmed booking says. */
export interface CalendarBooking {
  readonly bookingId: number;
  readonly code: string;
  readonly title: string;
  readonly description: string;
  /** Property wall clock, 'YYYY-MM-DDTHH:mm'. */
  readonly start: string;
  readonly end: string;
  readonly timeZone: string;
  readonly location: string;
  /** The host of PUBLIC_URL, to make the event's UID globally unique. */
  readonly host: string;
}

/**
 * docs/api.md#mails: the `.ics` of a confirmed booking, one event from arrival to departure (or the event's first
 * to last time), written in UTC so every calendar shows it at the property's local times.
 */
export function bookingCalendar(b: CalendarBooking): string {
  const { error, value } = createEvent({
    uid: `booking-${b.bookingId}@${b.host}`,
    productId: 'venue-booking',
    method: 'PUBLISH',
    title: b.title,
    description: b.description,
    ...(b.location ? { location: b.location } : {}),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    start: utcParts(wallClockInstant(b.start, b.timeZone)),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(wallClockInstant(b.end, b.timeZone)),
    endInputType: 'utc',
    endOutputType: 'utc',
  });
  if (error || !value) throw error ?? new Error('no calendar');
  return value;
}
