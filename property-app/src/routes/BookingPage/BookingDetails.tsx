import type { StaffBookingDetail } from '@venue/contract';
import {
  BookingChannel,
  type BookingChannelName,
  type BookingView,
  type RecordContact as Contact,
  vatOf,
} from '@venue/domain';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabels, formatsOf, stateLabel } from '../../bookings/bookingLabels.ts';
import * as css from './BookingPage.css.ts';
import { ScrollRegion } from './ScrollRegion.tsx';

/** A titled part of the booking's page. */
/** docs/rules.md#staff-bookings: the name of the channel a booking came in by (online unless staff took it). */
const channelName = (id: number) =>
  (Object.keys(BookingChannel) as BookingChannelName[]).find((name) => BookingChannel[name] === id) ??
  'online';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Terms and their values. */
export function Facts({
  items,
  flow = false,
}: {
  items: readonly (readonly [string, ReactNode])[];
  /** Each value as wide as it needs (names, e-mail addresses) rather than in equal columns. */
  flow?: boolean;
}) {
  return (
    <dl className={flow ? css.flowFacts : css.facts}>
      {items.map(([term, value]) => (
        <div key={term} className={css.fact}>
          <dt className={css.term}>{term}</dt>
          <dd className={css.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ContactFacts({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const name = [contact.firstname, contact.lastname].filter(Boolean).join(' ');
  const address = [contact.street, [contact.zip, contact.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const items: [string, ReactNode][] = [[t('booking.name'), name || '—']];
  if (contact.company) items.push([t('booking.company'), contact.company]);
  if (contact.email)
    items.push([
      t('booking.email'),
      <a key="email" href={`mailto:${contact.email}`}>
        {contact.email}
      </a>,
    ]);
  if (contact.phone) items.push([t('booking.phone'), contact.phone]);
  if (address) items.push([t('booking.address'), address]);
  return <Facts items={items} flow />;
}

/** The booking's overview, booker and guest, lines with prices, wishes and payment. */
export function BookingDetails({ detail, view }: { detail: StaffBookingDetail; view: BookingView }) {
  const { t, i18n } = useTranslation();
  const f = formatsOf(i18n.language);
  const money = (minor: number) => f.money(minor, detail.currency);
  const idPrefix = useId();
  const withSetup = view.days.some((d) => d.lines.some((l) => l.setupId !== null));
  const wishes: [string, ReactNode][] = [];
  if (view.eventtitle) wishes.push([t('booking.eventtitle'), view.eventtitle]);
  if (view.bookingreason) wishes.push([t('booking.bookingreason'), view.bookingreason]);
  if (view.info)
    wishes.push([
      t('booking.info'),
      <span key="info" className={css.preLine}>
        {view.info}
      </span>,
    ]);
  if (view.description)
    wishes.push([
      t('booking.description'),
      <span key="description" className={css.preLine}>
        {view.description}
      </span>,
    ]);

  return (
    <>
      <Section title={t('booking.summary')}>
        <Facts
          items={[
            [t('booking.state'), <strong key="state">{t(stateLabel(detail.bookingstate))}</strong>],
            [t('booking.arrival'), f.dayTime(detail.arrival)],
            [t('booking.departure'), f.dayTime(detail.departure)],
            [t('booking.optionDate'), detail.optionDate ? f.day(detail.optionDate) : t('booking.none')],
            [
              t('booking.origin'),
              t(detail.origin === 'reservation' ? 'booking.origin.reservation' : 'booking.origin.request'),
            ],
            [t('booking.category'), t(categoryLabels[detail.bookingcategoryId] ?? 'state.unknown')],
            [t('newBooking.channel'), t(`newBooking.channel.${channelName(detail.bookingchannelId)}`)],
            ...(view.people ? [[t('booking.people'), String(view.people)] as const] : []),
            [t('booking.total'), money(detail.total)],
            [t('booking.created'), f.instant(detail.createdAt)],
            [t('booking.version'), String(detail.version)],
          ]}
        />
      </Section>
      <div className={css.twoColumns}>
        {view.booker ? (
          <Section title={t('booking.booker')}>
            <ContactFacts contact={view.booker} />
          </Section>
        ) : null}
        {view.guest ? (
          <Section title={t('booking.guest')}>
            <ContactFacts contact={view.guest} />
          </Section>
        ) : null}
      </div>
      <Section title={t('booking.lines')}>
        {view.days.length === 0 ? <p>{t('booking.noLines')}</p> : null}
        {view.days.map((day) => {
          const caption = t('booking.linesCaption', { date: f.longDay(day.date) });
          const dayId = `${idPrefix}-${day.date}`;
          return (
            <div key={day.date} className={css.day}>
              {/* The day stays in view while a wide table scrolls sideways under it (a caption would scroll away). */}
              <h3 id={dayId} className={css.dayTitle}>
                {f.longDay(day.date)}
              </h3>
              <ScrollRegion label={caption}>
                <table className={css.table} aria-labelledby={dayId}>
                  <thead>
                    <tr>
                      <th scope="col" className={css.th}>
                        {t('booking.col.item')}
                      </th>
                      <th scope="col" className={css.th}>
                        {t('booking.col.time')}
                      </th>
                      <th scope="col" className={css.th}>
                        {t('booking.col.quantity')}
                      </th>
                      {withSetup ? (
                        <th scope="col" className={css.th}>
                          {t('booking.col.setup')}
                        </th>
                      ) : null}
                      <th scope="col" className={css.th} data-numeric>
                        {t('booking.col.price')}
                      </th>
                      <th scope="col" className={css.th} data-numeric>
                        {t('booking.col.vat')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {day.lines.map((line) => (
                      <tr key={line.key} data-kind={line.kind}>
                        <th scope="row" className={css.td} data-kind={line.kind}>
                          {line.item}
                          {line.options.length ? (
                            <span className={css.lineOptions}>{line.options.join(', ')}</span>
                          ) : null}
                        </th>
                        <td className={css.td} data-nowrap>
                          {line.allDay ? t('booking.allDay') : `${f.time(line.start)}–${f.time(line.end)}`}
                        </td>
                        <td className={css.td}>
                          {/* docs/rules.md#quantity: the counts the one view gives the line. */}
                          {[
                            line.counts.items !== null ? `${line.counts.items} ×` : '',
                            line.counts.people
                              ? t(line.counts.children ? 'booking.adults' : 'booking.people', {
                                  count: line.counts.people,
                                })
                              : '',
                            line.counts.children
                              ? t('booking.children', { count: line.counts.children })
                              : '',
                            line.counts.hours ? t('booking.hours', { count: line.counts.hours }) : '',
                          ]
                            .filter(Boolean)
                            .join(', ')}
                          {/* docs/rules.md#the-booking-record: a stay's nights at the price per night agreed. */}
                          {line.nights ? (
                            <span className={css.lineOptions}>
                              {line.unitPrice === null
                                ? t('booking.nights', { count: line.nights })
                                : t('booking.nightsTimesPrice', {
                                    count: line.nights,
                                    price: money(line.unitPrice),
                                  })}
                            </span>
                          ) : null}
                        </td>
                        {withSetup ? (
                          <td className={css.td}>
                            {line.setupId === null
                              ? ''
                              : (line.setupName ?? t('booking.setupId', { id: line.setupId }))}
                          </td>
                        ) : null}
                        <td className={css.td} data-numeric>
                          {line.price === null ? '—' : money(line.price)}
                        </td>
                        <td className={css.td} data-numeric>
                          {line.vat.length ? money(vatOf(line)) : '—'}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </div>
          );
        })}
        <Facts
          items={[
            [t('booking.total'), <strong key="total">{money(detail.total)}</strong>],
            ...view.vatList.map(
              (share) => [t('booking.vatLine', { name: share.vat.name }), money(share.amount)] as const,
            ),
          ]}
        />
      </Section>
      {wishes.length ? (
        <Section title={t('booking.wishes')}>
          <Facts items={wishes} />
        </Section>
      ) : null}
    </>
  );
}
