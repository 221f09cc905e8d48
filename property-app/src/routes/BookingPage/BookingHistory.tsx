import type { StaffBookingDetail } from '@venue/contract';
import { useTranslation } from 'react-i18next';
import { formatsOf, stateLabel } from '../../bookings/bookingLabels.ts';
import { tKey } from '../../i18n/tKey.ts';
import { Section } from './BookingDetails.tsx';
import * as css from './BookingPage.css.ts';
import { ScrollRegion } from './ScrollRegion.tsx';

const actorLabels: Readonly<Record<string, string>> = {
  guest: tKey('actor.guest'),
  booker: tKey('actor.booker'),
  staff: tKey('actor.staff'),
  system: tKey('actor.system'),
};

const actionLabels: Readonly<Record<string, string>> = {
  request: tKey('history.request'),
  reserve: tKey('history.reservation'),
  sendOffer: tKey('history.sendOffer'),
  confirm: tKey('history.confirm'),
  cancel: tKey('history.cancel'),
  clear: tKey('history.clear'),
  delete: tKey('history.delete'),
  edit: tKey('history.edit'),
  pay: tKey('history.pay'),
  lapse: tKey('history.lapse'),
  paymentRequest: tKey('history.paymentRequest'),
  capturePayment: tKey('history.capturePayment'),
  releasePayment: tKey('history.releasePayment'),
  refundPayment: tKey('history.refundPayment'),
  releaseFailed: tKey('history.releaseFailed'),
  refundFailed: tKey('history.refundFailed'),
};

/** The booking's history, oldest first: when, who, what, and the state it went from and to. */
export function BookingHistory({
  history,
  currency,
}: {
  history: StaffBookingDetail['history'];
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const f = formatsOf(i18n.language);
  const caption = t('booking.historyCaption');
  /** docs/rules.md#staff-bookings: how staff took the booking, and a price they agreed with its reason. */
  const staffNote = (details: Record<string, unknown> | null) => {
    const parts: string[] = [];
    if (typeof details?.channel === 'string') {
      parts.push(t('newBooking.history.channel', { channel: t(`newBooking.channel.${details.channel}`) }));
    }
    const total = details?.total as { from?: unknown; to?: unknown } | undefined;
    if (
      typeof details?.reason === 'string' &&
      typeof total?.from === 'number' &&
      typeof total.to === 'number'
    ) {
      parts.push(
        t('newBooking.history.agreed', {
          to: f.money(total.to, currency),
          from: f.money(total.from, currency),
          reason: details.reason,
        }),
      );
    }
    // docs/rules.md#the-payment-ledger: what a payment, a held card or a cancellation moved.
    if (typeof details?.guarantee === 'string')
      parts.push(t('history.note.guarantee', { card: details.guarantee }));
    if (typeof details?.paid === 'number') {
      parts.push(
        typeof details.method === 'string'
          ? t('history.note.paidBy', {
              amount: f.money(details.paid, currency),
              method: t(`ledger.method.${details.method}`),
            })
          : t('history.note.paid', { amount: f.money(details.paid, currency) }),
      );
    }
    // docs/payments.md#capturing-later: reserved on the card, then taken or let go.
    for (const key of ['authorised', 'captured', 'released', 'refunded'] as const) {
      const amount = details?.[key];
      if (typeof amount === 'number')
        parts.push(t(`history.note.${key}`, { amount: f.money(amount, currency) }));
    }
    // docs/payments.md#provider-events: money the provider reported after the booking was canceled, given back.
    if (details?.late === true) parts.push(t('history.note.late'));
    // The same, when the provider did not take it back: left for staff.
    if (typeof details?.left === 'number')
      parts.push(t('history.note.left', { amount: f.money(details.left, currency) }));
    if (typeof details?.cancellationFee === 'number') {
      parts.push(
        t('history.note.fee', {
          fee: f.money(details.cancellationFee, currency),
          charged: f.money(typeof details.charged === 'number' ? details.charged : 0, currency),
        }),
      );
    }
    return parts.length ? <span className={css.muted}> {parts.join(' · ')}</span> : null;
  };
  return (
    <Section title={t('booking.history')}>
      <ScrollRegion label={caption}>
        <table className={css.table}>
          <caption className={css.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={css.th}>
                {t('booking.col.when')}
              </th>
              <th scope="col" className={css.th}>
                {t('booking.col.who')}
              </th>
              <th scope="col" className={css.th}>
                {t('booking.col.what')}
              </th>
              <th scope="col" className={css.th}>
                {t('booking.col.stateChange')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry) => {
              const actor = t(actorLabels[entry.actor] ?? 'actor.system');
              const label = actionLabels[entry.action];
              return (
                <tr key={`${entry.version}-${entry.at}`}>
                  <td className={css.td}>{f.instant(entry.at)}</td>
                  <td className={css.td}>{entry.userName ? `${entry.userName} (${actor})` : actor}</td>
                  <td className={css.td}>
                    {label ? t(label) : t('history.other', { action: entry.action })}
                    {typeof entry.details?.optionDate === 'string' ? (
                      <span className={css.muted}>
                        {' '}
                        {t('inbox.optionUntil', { date: f.day(entry.details.optionDate) })}
                      </span>
                    ) : null}
                    {staffNote(entry.details)}
                  </td>
                  <td className={css.td}>
                    {entry.fromState === null
                      ? t(stateLabel(entry.toState))
                      : `${t(stateLabel(entry.fromState))} → ${t(stateLabel(entry.toState))}`}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </Section>
  );
}
