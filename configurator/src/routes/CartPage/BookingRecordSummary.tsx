import { parseDate } from '@internationalized/date';
import { type CartDay, CartSummary } from '@venue/design-system';
import { BookingData, type LoadedBooking, type PaymentState, viewOfBooking } from '@venue/domain';
import { useFormat } from '../../i18n/useFormat.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useRateTerms } from '../UnitgroupPage/useRateTerms.ts';
import * as css from './BookingRecordSummary.css.ts';

/**
 * The ledger's states the summary says (the page says a held card and a fee charged to it itself); an authorised
 * payment is reserved on the booker's card until the hotel takes it (docs/payments.md#capturing-later).
 */
const PAID_STATES = new Set<PaymentState>(['authorised', 'partlyPaid', 'paid', 'refunded', 'partlyRefunded']);

/**
 * docs/rules.md#the-booking-record: a reopened booking as the booker reads it, from its record through the one view
 * of a booking (the staff's page and the mails read the same): arrival and departure, nights, the rate as agreed
 * with its terms, until when an offer is held, and the lines by day with their names as booked, nights and price
 * per night, setup and options. Its own chunk: it checks the record with its schema (zod), as the messages do.
 */
export function BookingRecordSummary({
  booking,
  fallback,
}: {
  booking: LoadedBooking;
  /** What the page shows when the answer holds no record it can read. */
  fallback: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const termsOf = useRateTerms();
  const record = BookingData.safeParse(booking);
  if (!record.success) return fallback;
  const view = viewOfBooking(record.data, i18n.language);
  const moment = (at: string) => `${format.date(at.slice(0, 10), 'long')}, ${format.time(at.slice(11, 16))}`;
  // The event's details as entered when it was requested (its reason named as booked, in the reader's language).
  const eventFacts: [string, string][] = (
    [
      [t('event.eventtitle'), view.eventtitle],
      [t('event.reason'), view.bookingreason ?? ''],
      [t('event.description'), view.description],
    ] as [string, string][]
  ).filter(([, value]) => value.trim() !== '');
  const facts: [string, string][] = [
    ...eventFacts,
    [t('existing.arrival'), moment(view.arrival)],
    [t('existing.departure'), moment(view.departure)],
    // A stay counts its nights; an event without rooms its days (a three-day conference is not "2 nights").
    ...(view.lines.some((l) => l.nights)
      ? [[t('existing.nights'), String(view.nights)] as [string, string]]
      : view.days.length > 1
        ? [[t('existing.days'), String(view.days.length)] as [string, string]]
        : []),
    ...(view.rate
      ? [
          [
            t('rate.label'),
            [view.rate.name, termsOf(view.rate.policy, booking.request ? 'request' : 'reservation')]
              .filter(Boolean)
              .join(' · '),
          ] as [string, string],
        ]
      : []),
    ...(booking.optionDate
      ? [[t('existing.optionDate'), format.date(booking.optionDate, 'long')] as [string, string]]
      : []),
    // docs/rules.md#the-payment-ledger: what was paid, reserved or refunded, as the ledger says it (a held card and a fee
    // charged to it are said above the summary).
    ...(PAID_STATES.has(view.payment.state)
      ? [
          [
            t('existing.payment'),
            t(`existing.payment.${view.payment.state}`, {
              paid: format.money(view.payment.paid, booking.currency),
              open: format.money(view.payment.open, booking.currency),
              fee: format.money(view.payment.feeCharged, booking.currency),
              refunded: format.money(view.payment.refunded, booking.currency),
              authorised: format.money(view.payment.authorised, booking.currency),
              card: view.payment.card ? `${view.payment.card.brand} •••• ${view.payment.card.last4}` : '',
            }),
          ] as [string, string],
        ]
      : []),
  ];
  const days: CartDay[] = view.days.map((day) => ({
    id: day.date,
    date: parseDate(day.date),
    lines: day.lines.map((line) => {
      // docs/pages.md#reopening-a-booking: a day's hall says the times and people it was booked for.
      const dayLine = line.kind === 'unitgroup' && !line.nights;
      const notes = [
        dayLine
          ? [
              line.allDay
                ? t('days.allDay')
                : `${format.time(line.start.slice(11, 16))}–${format.time(line.end.slice(11, 16))}`,
              t('days.people', { count: line.personcount }),
            ].join(' · ')
          : '',
        line.nights && line.unitPrice !== null
          ? t('existing.nightsTimesPrice', {
              count: line.nights,
              price: format.money(line.unitPrice, booking.currency),
            })
          : '',
        line.setupName ? t('setup.chosen', { name: line.setupName }) : '',
        line.options.join(', '),
      ].filter(Boolean);
      return {
        id: line.key,
        name: line.item,
        // A service counts what it was priced for (lunch for 20: 20), as the cart showed it; an older record keeps
        // no such count, and then its items.
        quantity: line.kind === 'service' && line.quantity > 0 ? line.quantity : line.itemcount,
        // docs/rules.md#quantity: hours as the cart said them ("3 h"); docs/rules.md#children: adults and children.
        ...(line.counts.hours
          ? { quantityText: t('cart.hours', { count: line.counts.hours }) }
          : line.counts.children && line.counts.people !== null
            ? {
                quantityText: t('cart.adultsAndChildren', {
                  adults: t('cart.adults', { count: line.counts.people }),
                  children: t('cart.children', { count: line.counts.children }),
                }),
              }
            : {}),
        amount: line.price,
        currency: booking.currency,
        ...(notes.length ? { note: notes.join(' · ') } : {}),
      };
    }),
  }));
  return (
    <>
      <dl className={css.facts} data-testid="booking-facts">
        {facts.map(([label, value]) => (
          <div key={label} className={css.fact}>
            <dt className={css.label}>{label}</dt>
            <dd className={css.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <CartSummary
        title={t('cart.lines')}
        days={days}
        totals={[{ amount: booking.total, currency: booking.currency }]}
      />
    </>
  );
}
