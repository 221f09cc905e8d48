import { telHref } from '@venue/domain';
import type { BookerMailKind, PropertyMailKind } from './bookingMailKinds.ts';
import type { Mail } from './mailer.ts';
import { escapeHtml as h, type MailKey, type MailLanguage, translator } from './templates.ts';

/** The booking facts a mail shows, already read from the database. */
export interface BookingMailFacts {
  readonly propertyName: string;
  readonly code: string;
  readonly bookerName: string;
  /** Property wall clock, 'YYYY-MM-DDTHH:mm'. */
  readonly start: string;
  readonly end: string;
  /** Integer cents. */
  readonly total: number;
  readonly currency: string;
  /** 'YYYY-MM-DD' or null. */
  readonly optionDate: string | null;
  /**
   * docs/rules.md#the-payment-ledger: how the booking stands with its money, as one sentence in the mail's language
   * ("Card held as the guarantee, nothing charged", "Cancellation fee of €129.00 charged to the card"), or null
   * when nothing was paid or held.
   */
  readonly payment: string | null;
  /** docs/pages.md#cart-page: the event as the booker named it: title, reason (in the mail's language), purpose. */
  readonly event: { readonly title: string; readonly reason: string | null; readonly description: string };
  /** Each line as "2 × Double room" with its price in cents (null: no price). */
  readonly lines: readonly { readonly label: string; readonly price: number | null }[];
  /** Where guests reach the property with questions (docs/settings.md `contact.email`, `contact.phone`). */
  readonly contact: { readonly email: string | null; readonly phone: string | null };
  /** The property's brand colour and the text colour on it (checked CSS colours), or null. */
  readonly brand: { readonly background: string; readonly text: string } | null;
}

const LOCALES: Record<MailLanguage, string> = { en: 'en-GB', de: 'de-DE' };

export function formats(language: MailLanguage, currency: string) {
  const locale = LOCALES[language];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return {
    money: (cents: number) => money.format(cents / 100),
    // Wall-clock values are formatted as UTC fields: they are the property's local times already.
    date: (day: string) => date.format(new Date(`${day}T00:00:00Z`)),
    dateTime: (wall: string) => dateTime.format(new Date(`${wall.slice(0, 16)}:00Z`)),
  };
}

/** Plain text and HTML of one mail from its paragraphs, the summary and an action link. */
function compose(
  language: MailLanguage,
  facts: BookingMailFacts,
  parts: {
    readonly subject: string;
    readonly greeting: string;
    readonly paragraphs: readonly string[];
    readonly summary: readonly (readonly [string, string])[];
    readonly action: { readonly label: string; readonly url: string } | null;
    readonly afterAction: readonly string[];
    /** Under the property's name: how guests reach it (booker mails only). */
    readonly contact: BookingMailFacts['contact'] | null;
  },
): Mail & { readonly to: '' } {
  const t = translator(language);
  const phone = parts.contact?.phone ?? null;
  const email = parts.contact?.email ?? null;
  const dial = phone ? telHref(phone) : null;
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...parts.summary.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(parts.action ? [`${parts.action.label}:`, parts.action.url, ''] : []),
    ...parts.afterAction.flatMap((p) => [p, '']),
    '-- ',
    facts.propertyName,
    ...(phone ? [`${t('mail.booking.phone')}: ${phone}`] : []),
    ...(email ? [`${t('mail.booking.email')}: ${email}`] : []),
    '',
  ].join('\n');
  const contactHtml = [
    phone
      ? `<br>${h(t('mail.booking.phone'))}: ${dial ? `<a href="${h(dial)}">${h(phone)}</a>` : h(phone)}`
      : '',
    email ? `<br>${h(t('mail.booking.email'))}: <a href="mailto:${h(email)}">${h(email)}</a>` : '',
  ].join('');
  const brand = facts.brand ?? { background: '#1f2937', text: '#ffffff' };
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5; margin: 0">
<div style="background: ${brand.background}; color: ${brand.text}; padding: 16px 24px; font-size: 1.25em">${h(facts.propertyName)}</div>
<div style="padding: 16px 24px">
<p>${h(parts.greeting)}</p>
${parts.paragraphs.map((p) => `<p>${h(p)}</p>`).join('\n')}
<table style="border-collapse: collapse">
${parts.summary.map(([label, value]) => `<tr><th style="text-align: left; padding: 2px 12px 2px 0">${h(label)}</th><td>${h(value).replace(/\r?\n/g, '<br>')}</td></tr>`).join('\n')}
</table>
${parts.action ? `<p><a href="${h(parts.action.url)}" style="display: inline-block; background: ${brand.background}; color: ${brand.text}; padding: 8px 16px; text-decoration: none">${h(parts.action.label)}</a></p>` : ''}
${parts.afterAction.map((p) => `<p>${h(p)}</p>`).join('\n')}
<p>${h(facts.propertyName)}${contactHtml}</p>
</div>
</body></html>
`;
  return { to: '', subject: parts.subject, text, html };
}

/** The event's rows of a summary: its title, reason and purpose, each when the booking has it. */
export function eventRows(language: MailLanguage, event: BookingMailFacts['event']): [string, string][] {
  const t = translator(language);
  const rows: [string, string][] = [];
  if (event.title) rows.push([t('mail.booking.eventTitle'), event.title]);
  if (event.reason) rows.push([t('mail.booking.reason'), event.reason]);
  if (event.description) rows.push([t('mail.booking.description'), event.description]);
  return rows;
}

/** The booking's summary rows: code, the event, period, lines with prices, total. */
function summaryOf(language: MailLanguage, facts: BookingMailFacts): (readonly [string, string])[] {
  const t = translator(language);
  const f = formats(language, facts.currency);
  return [
    [t('mail.booking.code'), facts.code],
    ...eventRows(language, facts.event),
    [
      t('mail.booking.dates'),
      t('mail.booking.period', { start: f.dateTime(facts.start), end: f.dateTime(facts.end) }),
    ],
    ...facts.lines.map((l) => [l.label, l.price === null ? '' : f.money(l.price)] as const),
    [t('mail.booking.total'), f.money(facts.total)],
    ...(facts.payment ? [[t('mail.booking.payment'), facts.payment] as const] : []),
  ];
}

/**
 * docs/api.md#mails: a mail to the booker in the booking's language, with the link that reopens the booking
 * (null when it cannot be made: then the mail points to the first mail's link). A payment request names `due`, what
 * the booker is asked to pay now (minor units), and its link opens the payment.
 */
export function bookerMail(
  language: MailLanguage,
  kind: BookerMailKind,
  facts: BookingMailFacts,
  link: string | null,
  due: number | null = null,
) {
  const t = translator(language);
  const values = { property: facts.propertyName, code: facts.code };
  const money = formats(language, facts.currency).money;
  const paragraphs = [t(`mail.booking.${kind}.intro` as MailKey, { amount: money(due ?? 0) })];
  if (kind === 'offer' && facts.optionDate)
    paragraphs.push(
      t('mail.booking.offer.optionDate', { date: formats(language, facts.currency).date(facts.optionDate) }),
    );
  const summary = summaryOf(language, facts);
  if (kind === 'paymentRequest' && due !== null) summary.push([t('mail.booking.amountDue'), money(due)]);
  return compose(language, facts, {
    subject: t(`mail.booking.${kind}.subject` as MailKey, values),
    greeting: t('mail.booking.greeting', { name: facts.bookerName }),
    paragraphs,
    summary,
    action: link
      ? {
          label: t(kind === 'paymentRequest' ? 'mail.booking.paymentRequest.action' : 'mail.booking.open'),
          url: link,
        }
      : null,
    afterAction: link ? [] : [t('mail.booking.noLink')],
    contact: facts.contact,
  });
}

/** docs/api.md#mails: a mail to the property's staff with the link to the booking in the property app. */
export function propertyMail(
  language: MailLanguage,
  kind: PropertyMailKind,
  facts: BookingMailFacts,
  link: string,
) {
  const t = translator(language);
  const values = { property: facts.propertyName, code: facts.code, booker: facts.bookerName };
  return compose(language, facts, {
    subject: t(`mail.staff.${kind}.subject` as MailKey, values),
    greeting: t('mail.staff.greeting'),
    paragraphs: [t(`mail.staff.${kind}.intro` as MailKey, values)],
    summary: summaryOf(language, facts),
    action: { label: t('mail.staff.open'), url: link },
    afterAction: [],
    contact: null,
  });
}
