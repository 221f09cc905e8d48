import type { StaffBookingDetail } from '@venue/contract';
import { Button, Dialog, DialogActions, Modal, NumberField, Radio, RadioGroup } from '@venue/design-system';
import {
  BookingState,
  type BookingView,
  defaultSettings,
  type LedgerEntry,
  type PaymentStatus,
  type PolicyTextSettings,
  paymentStatusOf,
  policyTexts,
  type RatePolicy,
  termsOutstanding,
} from '@venue/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import { formatsOf } from '../../bookings/bookingLabels.ts';
import { tKey } from '../../i18n/tKey.ts';
import { AuthorisedPayment } from './AuthorisedPayment.tsx';
import { problemOf } from './actionProblem.ts';
import { Facts, Section } from './BookingDetails.tsx';
import * as css from './BookingPage.css.ts';
import { PaymentRequest } from './PaymentRequest.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';

const paymentLabels: Readonly<Record<string, string>> = {
  PM6Hold: tKey('payment.PM6Hold'),
  CreditCard: tKey('payment.CreditCard'),
  Prepayment: tKey('payment.Prepayment'),
  Company: tKey('payment.Company'),
};

const kindLabels: Readonly<Record<LedgerEntry['kind'], string>> = {
  authorisation: tKey('ledger.kind.authorisation'),
  capture: tKey('ledger.kind.capture'),
  hold: tKey('ledger.kind.hold'),
  fee: tKey('ledger.kind.fee'),
  refund: tKey('ledger.kind.refund'),
};

const outcomeLabels: Readonly<Record<LedgerEntry['outcome'], string>> = {
  success: tKey('ledger.outcome.success'),
  refused: tKey('ledger.outcome.refused'),
  error: tKey('ledger.outcome.error'),
  canceled: tKey('ledger.outcome.canceled'),
  pending: tKey('ledger.outcome.pending'),
};

const methodLabels: Readonly<Record<string, string>> = {
  transfer: tKey('ledger.method.transfer'),
  cash: tKey('ledger.method.cash'),
  terminal: tKey('ledger.method.terminal'),
};

/** The states a booking takes a payment the hotel received in (as the server allows). */
const PAYABLE: readonly number[] = [
  BookingState.New,
  BookingState.Offered,
  BookingState.Optional,
  BookingState.Confirmed,
];

/** One sentence of how the booking stands with its money, from the ledger's status. */
function statusSentence(status: PaymentStatus, money: (minor: number) => string) {
  const values = {
    paid: money(status.paid),
    open: money(status.open),
    fee: money(status.feeCharged),
    refunded: money(status.refunded),
    authorised: money(status.authorised),
  };
  return { key: `ledger.state.${status.state}`, values };
}

/**
 * docs/rules.md#the-payment-ledger: the booking's payment as its ledger says it: one sentence of its state, what the
 * rate still asks before it can be confirmed, the card, every movement, and a payment the hotel received itself.
 */
export function BookingPayment({
  detail,
  view,
  settings = null,
  onChanged,
}: {
  detail: StaffBookingDetail;
  view: BookingView;
  /** The property's payment settings; unknown (null): the terms say the cancellation only. */
  settings?: PolicyTextSettings | null;
  onChanged: (fresh: StaffBookingDetail, said: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const f = formatsOf(i18n.language);
  const money = (minor: number) => f.money(minor, detail.currency);
  const status = view.payment;
  const ledger = 'payments' in detail.data ? detail.data.payments : [];
  const asks = termsOutstanding(view.rate?.policy, detail.total, status);
  const sentence = statusSentence(status, money);
  const canRecord = PAYABLE.includes(detail.bookingstate) && status.open > 0;
  // docs/rules.md#rate-policies: the terms as the booker read them: what the settings collect for the booking as it
  // came in (a request, or a reservation); until the settings are known, only the cancellation.
  const rateTexts = (policy: RatePolicy) =>
    settings
      ? policyTexts(policy, detail.cancelDaysBeforeArrival, settings, detail.origin)
      : policyTexts(policy, detail.cancelDaysBeforeArrival, defaultSettings, detail.origin).filter((text) =>
          text.key.startsWith('POLICY.CANCEL.'),
        );
  return (
    <Section title={t('booking.payment')}>
      <Facts
        items={[
          [t('ledger.status'), <strong key="status">{t(sentence.key, sentence.values)}</strong>],
          // docs/rules.md#rate-policies: the rate as agreed, with its terms (the record's, not today's catalog).
          ...(view.rate
            ? [
                [
                  t('ledger.rate'),
                  [
                    view.rate.name,
                    ...rateTexts(view.rate.policy).map((text) =>
                      t(
                        text.key,
                        'days' in text.values ? { ...text.values, count: text.values.days } : text.values,
                      ),
                    ),
                  ]
                    .filter(Boolean)
                    .join(' · '),
                ] as const,
              ]
            : []),
          ...(asks && detail.bookingstate !== BookingState.Confirmed
            ? [
                [
                  t('ledger.asks'),
                  asks.ask === 'charge'
                    ? t('ledger.asks.charge', { amount: money(asks.amount) })
                    : t('ledger.asks.hold'),
                ] as const,
              ]
            : []),
          [
            t('booking.paymentmethod'),
            detail.paymentmethod
              ? t(paymentLabels[detail.paymentmethod] ?? detail.paymentmethod)
              : t('booking.none'),
          ],
          ...(status.paidAt ? [[t('booking.paymenttime'), f.instant(status.paidAt)] as const] : []),
          [t('booking.reservationcode'), detail.reservationcode ?? t('booking.none')],
          ...(status.card
            ? [
                [
                  t('booking.card'),
                  t(status.heldCard ? 'booking.cardHeld' : 'booking.cardPaid', {
                    card: `${status.card.brand} •••• ${status.card.last4}`,
                    expiry: status.card.expiry || '—',
                  }),
                ] as const,
              ]
            : []),
        ]}
      />
      {ledger.length > 0 ? (
        <ScrollRegion label={t('ledger.title')}>
          <table className={css.table}>
            <caption className={css.caption}>{t('ledger.title')}</caption>
            <thead>
              <tr>
                <th className={css.th} scope="col">
                  {t('ledger.at')}
                </th>
                <th className={css.th} scope="col">
                  {t('ledger.kind')}
                </th>
                <th className={css.th} scope="col">
                  {t('ledger.outcome')}
                </th>
                <th className={css.th} scope="col">
                  {t('ledger.by')}
                </th>
                <th className={css.th} scope="col" data-numeric>
                  {t('ledger.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.map((entry) => (
                <tr key={`${entry.reference}-${entry.kind}-${entry.at}`}>
                  <td className={css.td}>{f.instant(entry.at)}</td>
                  <td className={css.td}>{t(kindLabels[entry.kind])}</td>
                  <td className={css.td}>{t(outcomeLabels[entry.outcome])}</td>
                  <td className={css.td}>{byWhom(entry, t)}</td>
                  <td className={css.td} data-numeric>
                    {entry.kind === 'hold' ? '—' : money(entry.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      <AuthorisedPayment detail={detail} authorised={status.authorised} onChanged={onChanged} />
      <PaymentRequest detail={detail} onChanged={onChanged} />
      {canRecord ? (
        <RecordPayment
          detail={detail}
          open={status.open}
          suggested={asks?.ask === 'charge' ? asks.amount : status.open}
          onChanged={onChanged}
        />
      ) : null}
    </Section>
  );
}

/** Who moved the money: the hotel's staff member and how, or the card through the provider. */
function byWhom(entry: LedgerEntry, t: TFunction) {
  if (entry.provider === 'hotel')
    return t('ledger.byHotel', {
      method: t(methodLabels[entry.method ?? ''] ?? 'ledger.method.other'),
      name: entry.by ?? '—',
    });
  return entry.card ? `${entry.card.brand} •••• ${entry.card.last4}` : t('ledger.byProvider');
}

/** "Record a payment": a payment the hotel received itself (transfer, cash, card terminal), at most what is open. */
function RecordPayment({
  detail,
  open,
  suggested,
  onChanged,
}: {
  detail: StaffBookingDetail;
  open: number;
  suggested: number;
  onChanged: (fresh: StaffBookingDetail, said: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const f = formatsOf(i18n.language);
  const [isOpen, setOpen] = useState(false);
  const [amount, setAmount] = useState(suggested / 100);
  const [method, setMethod] = useState<'transfer' | 'cash' | 'terminal'>('transfer');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cents = Number.isNaN(amount) ? 0 : Math.round(amount * 100);
  const invalid =
    cents < 1
      ? t('ledger.record.error.amount')
      : cents > open
        ? t('ledger.record.error.moreThanOpen', { open: f.money(open, detail.currency) })
        : null;
  const [touched, setTouched] = useState(false);
  const shownError = touched ? (invalid ?? error) : error;

  const save = async () => {
    setTouched(true);
    if (invalid) return;
    setBusy(true);
    setError(null);
    try {
      await api.recordPayment(detail.id, { version: detail.version, amount: cents, method });
      const fresh = await api.booking(detail.id);
      const now = statusSentence(
        paymentStatusOf('payments' in fresh.data ? fresh.data.payments : [], fresh.total),
        (minor) => f.money(minor, detail.currency),
      );
      setOpen(false);
      onChanged(
        fresh,
        t('ledger.record.done', { amount: f.money(cents, detail.currency), status: t(now.key, now.values) }),
      );
    } catch (caught) {
      const problem = problemOf(caught);
      setError(
        problem.kind === 'conflict'
          ? t('booking.conflict')
          : problem.kind === 'invalid' && problem.code === 'moreThanOpen'
            ? t('ledger.record.error.moreThanOpen', { open: f.money(open, detail.currency) })
            : t('booking.actionFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={css.actions} data-print="hide">
      <Button
        variant="secondary"
        onPress={() => {
          setAmount(suggested / 100);
          setMethod('transfer');
          setError(null);
          setTouched(false);
          setOpen(true);
        }}
      >
        {t('ledger.record')}
      </Button>
      <Modal isDismissable isOpen={isOpen} onOpenChange={setOpen}>
        <Dialog title={t('ledger.record.title')}>
          <form
            className={css.dialogForm}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <p>{t('ledger.record.text', { open: f.money(open, detail.currency) })}</p>
            <NumberField
              label={t('ledger.amount')}
              value={amount}
              minValue={0}
              formatOptions={{ style: 'currency', currency: detail.currency }}
              onChange={(v) => {
                setAmount(v);
                setError(null);
              }}
              onBlur={() => setTouched(true)}
              isInvalid={shownError !== null}
              {...(shownError ? { errorMessage: shownError } : {})}
            />
            <RadioGroup
              label={t('ledger.method')}
              value={method}
              onChange={(v) => setMethod(v as typeof method)}
            >
              <Radio value="transfer">{t('ledger.method.transfer')}</Radio>
              <Radio value="cash">{t('ledger.method.cash')}</Radio>
              <Radio value="terminal">{t('ledger.method.terminal')}</Radio>
            </RadioGroup>
            <DialogActions>
              <Button variant="secondary" onPress={() => setOpen(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" isPending={busy}>
                {t('ledger.record.save')}
              </Button>
            </DialogActions>
          </form>
        </Dialog>
      </Modal>
    </div>
  );
}
