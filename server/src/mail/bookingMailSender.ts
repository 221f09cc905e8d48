import { isBlockRecord, type PaymentState, type PaymentStatus, viewOfBooking } from '@venue/domain';
import type { CatalogCache } from '../catalog/cache.ts';
import type { PropertyCatalog } from '../catalog/catalog.ts';
import { localized, type Translations } from '../catalog/localize.ts';
import { type Database, untilReachable } from '../db/client.ts';
import {
  mailToSend,
  markMailAttemptFailed,
  markMailSent,
  sealLinkToken,
  staffAddresses,
} from '../db/mailQueries.ts';
import { paymentDueNow } from '../payments/service.ts';
import { type BookingMailFacts, bookerMail, eventRows, formats, propertyMail } from './bookingMail.ts';
import type { BookerMailKind, PropertyMailKind } from './bookingMailKinds.ts';
import { bookingCalendar } from './calendar.ts';
import { type LinkKey, openToken, sealToken } from './linkSeal.ts';
import type { Mail, MailAttachment, Mailer } from './mailer.ts';
import { type MailKey, type MailLanguage, mailLanguage, translator } from './templates.ts';

/** What sending a booking mail needs. */
export interface BookingMailDeps {
  readonly database: Database;
  /** The property's catalog: line and property names in the mail's language. */
  readonly catalogs: Pick<CatalogCache, 'get'>;
  readonly mailer: Pick<Mailer, 'send'>;
  /** PUBLIC_URL without trailing slash: the links in the mails. */
  readonly publicUrl: string;
  readonly linkKey: LinkKey;
  readonly now: () => Date;
}

type MailRow = NonNullable<Awaited<ReturnType<typeof mailToSend>>>;

/** A mail that can never be sent (no address): recorded as failed at once, not retried. */
export class UnsendableMail extends Error {}

/**
 * docs/pages.md#reopening-a-booking: the configurator's reopen link, in the mail's language. It carries the booking's
 * numeric id and token, never its code: the configurator asks for the code, which the mail's text gives.
 */
function reopenLink(
  publicUrl: string,
  propertyKey: string,
  bookingId: number,
  token: string,
  language: MailLanguage,
): string {
  const query = new URLSearchParams({ loadBooking: String(bookingId), bookingtoken: token, lang: language });
  return `${publicUrl}/${encodeURIComponent(propertyKey)}/reservation?${query}`;
}

/**
 * docs/api.md#mails: a payment request's link, in the mail's language: the configurator's payment dialog of the
 * booking, with the same access as the reopen link (its id and token, never its code, which the booker types first).
 */
function paymentLink(
  publicUrl: string,
  propertyKey: string,
  bookingId: number,
  token: string,
  language: MailLanguage,
): string {
  const query = new URLSearchParams({ loadBooking: String(bookingId), bookingtoken: token, lang: language });
  return `${publicUrl}/${encodeURIComponent(propertyKey)}/payment/${bookingId}?${query}`;
}

const CSS_COLOR = /^(#[0-9a-fA-F]{3,8}|(rgb|hsl)a?\([0-9.,%\s/]+\))$/;

/** What a mail's facts are read from: the booking's row and its property's, as `mailToSend` reads them. */
type MailFactsRow = {
  readonly booking: Pick<
    MailRow['booking'],
    'data' | 'internalId' | 'total' | 'currency' | 'optionDate' | 'startAt' | 'endAt'
  >;
  readonly property: Pick<MailRow['property'], 'name' | 'i18n' | 'themeTokens'>;
};

/**
 * The facts a booking mail shows, in `language`: the property's name from its translations, the lines' names as
 * the booking's record keeps them (docs/rules.md#the-booking-record: the names when it was booked, in each
 * language, else the name stored in the property's own language).
 */
export function bookingMailFacts(
  row: MailFactsRow,
  catalog: Pick<PropertyCatalog, 'settings'> | null,
  language: MailLanguage,
): BookingMailFacts {
  const data = row.booking.data;
  const booker = isBlockRecord(data) ? { firstname: '', lastname: '', company: '' } : data.booker;
  const name = [booker.firstname, booker.lastname].filter(Boolean).join(' ') || booker.company || '';
  // docs/rules.md#the-booking-record: the lines as the one view of the booking reads them, in the mail's language.
  const t = translator(language);
  const nights = (n: number | null) =>
    n ? `, ${n === 1 ? t('mail.booking.night') : t('mail.booking.nights', { count: String(n) })}` : '';
  const view = viewOfBooking(data, language);
  // A meeting room's seating and a service's options, by name, after the line's name (as the staff's page shows them).
  const chosen = (l: (typeof view.lines)[number]) => [l.setupName ?? '', ...l.options].filter(Boolean);
  const f = formats(language, row.booking.currency);
  // A day's hall says its day and times (a booking of several days lists each); a line for people says how many:
  // "Plenary hall (U-shape), 28 March 2027, 09:00–17:00, 20 people", "Lunch buffet (Vegetarian), 20 people".
  const when = (l: (typeof view.lines)[number]) =>
    l.kind === 'unitgroup' && !l.nights
      ? `, ${
          l.allDay
            ? t('mail.booking.allDay', { day: f.date(l.start.slice(0, 10)) })
            : t('mail.booking.when', {
                day: f.date(l.start.slice(0, 10)),
                from: l.start.slice(11, 16),
                to: l.end.slice(11, 16),
              })
        }`
      : '';
  // docs/rules.md#quantity: the counts the one view gives a line ("2 × Beamer", "…, 20 people", "…, 3 hours"), and
  // docs/rules.md#children: "…, 20 people, 3 children".
  const people = ({ counts }: (typeof view.lines)[number]) =>
    counts.people
      ? `, ${t(counts.children ? 'mail.booking.adults' : 'mail.booking.people', { count: String(counts.people) })}`
      : '';
  const children = ({ counts }: (typeof view.lines)[number]) =>
    counts.children ? `, ${t('mail.booking.children', { count: String(counts.children) })}` : '';
  const hours = ({ counts }: (typeof view.lines)[number]) =>
    counts.hours ? `, ${t('mail.booking.hours', { count: String(counts.hours) })}` : '';
  const lines = view.lines
    .filter((l) => l.item)
    .map((l) => ({
      label: `${l.counts.items !== null ? `${l.counts.items} × ` : ''}${l.item}${chosen(l).length ? ` (${chosen(l).join(', ')})` : ''}${nights(l.nights)}${when(l)}${people(l)}${children(l)}${hours(l)}`,
      price: l.price,
    }));
  const { name: propertyName } = localized(
    { name: row.property.name },
    row.property.i18n as Translations,
    language,
    ['name'],
  );
  const color = (row.property.themeTokens as { color?: { brand?: unknown; brandText?: unknown } } | null)
    ?.color;
  const brand =
    typeof color?.brand === 'string' &&
    typeof color.brandText === 'string' &&
    CSS_COLOR.test(color.brand) &&
    CSS_COLOR.test(color.brandText)
      ? { background: color.brand, text: color.brandText }
      : null;
  const settings = catalog?.settings;
  return {
    propertyName,
    contact: { email: settings?.contactEmail ?? null, phone: settings?.contactPhone ?? null },
    code: row.booking.internalId,
    bookerName: name,
    // The one view's arrival and departure (a block's are its own days).
    start: isBlockRecord(data)
      ? row.booking.startAt.toISOString().slice(0, 16)
      : view.arrival.replace(' ', 'T'),
    end: isBlockRecord(data)
      ? row.booking.endAt.toISOString().slice(0, 16)
      : view.departure.replace(' ', 'T'),
    total: Number(row.booking.total),
    currency: row.booking.currency,
    optionDate: row.booking.optionDate,
    payment: paymentSentence(view.payment, row.booking.currency, language),
    event: { title: view.eventtitle, reason: view.bookingreason, description: view.description },
    lines,
    brand,
  };
}

/** The mail's sentence for each state of the ledger that says something (every state but unpaid). */
const PAYMENT_SENTENCES: Readonly<Record<Exclude<PaymentState, 'unpaid'>, MailKey>> = {
  authorised: 'mail.booking.payment.authorised',
  cardHeld: 'mail.booking.payment.cardHeld',
  partlyPaid: 'mail.booking.payment.partlyPaid',
  paid: 'mail.booking.payment.paid',
  feeCharged: 'mail.booking.payment.feeCharged',
  refunded: 'mail.booking.payment.refunded',
  partlyRefunded: 'mail.booking.payment.partlyRefunded',
};

/**
 * docs/rules.md#the-payment-ledger: the ledger's status as the mail says it; null when nothing was paid or held. An
 * authorised payment is reserved on the card until the hotel takes it (docs/payments.md#capturing-later).
 */
function paymentSentence(status: PaymentStatus, currency: string, language: MailLanguage): string | null {
  if (status.state === 'unpaid') return null;
  const t = translator(language);
  const { money } = formats(language, currency);
  const card = status.card ? `${status.card.brand} •••• ${status.card.last4}` : '';
  return t(PAYMENT_SENTENCES[status.state], {
    paid: money(status.paid),
    open: money(status.open),
    fee: money(status.feeCharged),
    refunded: money(status.refunded),
    authorised: money(status.authorised),
    card,
  });
}

/**
 * The booker's token for the link: the plain one kept since the booking's creation is sealed now (and the plain
 * copy dropped), a sealed one is opened; null when there is none (a booking older than the mails) or the key
 * changed.
 */
async function linkToken(deps: BookingMailDeps, row: MailRow): Promise<string | null> {
  const bookingId = row.booking.id;
  if (row.link?.pendingToken) {
    const token = row.link.pendingToken;
    await deps.database.run((db) => sealLinkToken(db, bookingId, sealToken(deps.linkKey, bookingId, token)));
    return token;
  }
  return row.link?.sealedToken ? openToken(deps.linkKey, bookingId, row.link.sealedToken) : null;
}

async function render(deps: BookingMailDeps, row: MailRow): Promise<Mail> {
  const language = mailLanguage(row.mail.language);
  const catalog = await deps.catalogs.get(row.booking.propertyId);
  const facts = bookingMailFacts(row, catalog, language);
  if (row.mail.recipient === 'property') {
    const to = await deps.database.run((db) => staffAddresses(db, row.booking.propertyId));
    if (!to.length) throw new UnsendableMail('the property has no staff user');
    const link = `${deps.publicUrl}/app/bookings/${row.booking.id}`;
    return { ...propertyMail(language, row.mail.kind as PropertyMailKind, facts, link), to: to.join(', ') };
  }
  const to = isBlockRecord(row.booking.data) ? '' : row.booking.data.booker.email.trim();
  if (!to) throw new UnsendableMail('the booking has no booker e-mail');
  const kind = row.mail.kind as BookerMailKind;
  // A payment request names what is due when it is sent; paid or canceled meanwhile, it asks for nothing.
  const due = kind === 'paymentRequest' && catalog ? paymentDueNow(row.booking, catalog, deps.now()) : null;
  if (kind === 'paymentRequest' && due === null)
    throw new UnsendableMail('the booking has nothing to pay now');
  const token = await linkToken(deps, row);
  const makeLink = kind === 'paymentRequest' ? paymentLink : reopenLink;
  const link = token ? makeLink(deps.publicUrl, row.property.key, row.booking.id, token, language) : null;
  // A reply reaches the property where it reads its guests' questions (docs/settings.md `contact.email`).
  const replyTo = facts.contact.email;
  const mail = { ...bookerMail(language, kind, facts, link, due), to, ...(replyTo ? { replyTo } : {}) };
  if (kind !== 'confirmed') return mail;
  return { ...mail, attachments: [confirmedCalendar(row, facts, link, language, deps.publicUrl)] };
}

/**
 * docs/api.md#mails: the `.ics` attached to the booker's mail of a confirmed booking: from arrival to departure in
 * the property's time zone, named by the event's title when it has one; its description the booking's code, the
 * event's title, reason and purpose, its lines as the mail names them and the link.
 */
export function confirmedCalendar(
  row: {
    readonly booking: Pick<MailRow['booking'], 'id'>;
    readonly property: Pick<MailRow['property'], 'timezone' | 'address'>;
  },
  facts: BookingMailFacts,
  link: string | null,
  language: MailLanguage,
  publicUrl: string,
): MailAttachment {
  const t = translator(language);
  const address = row.property.address as Record<string, string>;
  const calendar = bookingCalendar({
    bookingId: row.booking.id,
    code: facts.code,
    title: facts.event.title
      ? t('mail.booking.calendarEventTitle', { title: facts.event.title, property: facts.propertyName })
      : t('mail.booking.calendarTitle', { property: facts.propertyName, code: facts.code }),
    // docs/rules.md#the-booking-record: the event and the lines as the one view reads them, as in the mail.
    description: [
      `${t('mail.booking.code')}: ${facts.code}`,
      ...eventRows(language, facts.event).map(([label, value]) => `${label}: ${value}`),
      ...facts.lines.map((l) => l.label),
      link ?? '',
    ]
      .filter(Boolean)
      .join('\n'),
    start: facts.start,
    end: facts.end,
    timeZone: row.property.timezone,
    location: [facts.propertyName, address.street, address.zip, address.city].filter(Boolean).join(', '),
    host: new URL(publicUrl).host,
  });
  return {
    filename: `booking-${facts.code}.ics`,
    content: calendar,
    contentType: 'text/calendar; charset=utf-8',
  };
}

/** What happened to one mail job. */
type MailOutcome = 'sent' | 'skipped';

/**
 * Renders and sends one queued booking mail and records it as sent. A mail already sent or failed (a job run
 * twice) or gone with its booking is skipped. A failure is thrown for the queue to retry; the caller records it.
 */
export async function sendBookingMail(deps: BookingMailDeps, mailId: number): Promise<MailOutcome> {
  const row = await deps.database.run((db) => mailToSend(db, mailId));
  if (row?.mail.status !== 'queued') return 'skipped';
  await deps.mailer.send(await render(deps, row));
  // Sent: recording it waits for a database that went away meanwhile (docs/scaling.md#database-outages), since
  // failing here would have the queue send the mail again.
  await untilReachable('mail: recording a sent mail', () =>
    deps.database.run((db) => markMailSent(db, mailId, deps.now())),
  );
  return 'sent';
}

/** An error as `last_error` shows it: the mail server's words, without credentials in URLs, at most 500 characters. */
function mailErrorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\/\/[^/\s:@]+:[^/\s@]+@/g, '//***@').slice(0, 500);
}

/** Records a failed attempt; `final` when no retry follows. */
export async function recordMailFailure(
  database: Database,
  mailId: number,
  error: unknown,
  final: boolean,
): Promise<void> {
  await database.run((db) => markMailAttemptFailed(db, mailId, mailErrorText(error), final));
}
