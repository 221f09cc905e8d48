import type { PushMessage } from './webPush.ts';

/** What happened to a booking that the staff get a push notification for (a booker's message, too). */
export type PushAction = 'request' | 'reserve' | 'message';

const texts = {
  en: {
    request: 'New request at {property}',
    reserve: 'New reservation at {property}',
    message: 'New message from a booker at {property}',
    body: '{code} · {from} – {to}',
  },
  de: {
    request: 'Neue Anfrage für {property}',
    reserve: 'Neue Reservierung für {property}',
    message: 'Neue Nachricht eines Buchenden für {property}',
    body: '{code} · {from} – {to}',
  },
} as const;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The notification about a new booking in the device's language (English when it is not German). */
export function bookingPushMessage(
  language: string,
  action: PushAction,
  booking: { id: number; code: string; propertyName: string; startAt: Date; endAt: Date },
  publicUrl: string,
): PushMessage {
  const lang = language === 'de' ? 'de' : 'en';
  // Booking times are the property's wall clock, stored without a zone: format them as they are.
  const date = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return {
    title: fill(texts[lang][action], { property: booking.propertyName }),
    body: fill(texts[lang].body, {
      code: booking.code,
      from: date.format(booking.startAt),
      to: date.format(booking.endAt),
    }),
    url: `${publicUrl}/app/bookings/${booking.id}`,
    tag: `booking-${booking.id}`,
  };
}
