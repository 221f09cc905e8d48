import { Button, Sheet, useFocusHeading } from '@venue/design-system';
import { actionAllowed, BookingState, bookingStateLabel } from '@venue/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useFormat } from '../../i18n/useFormat.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { cardName } from '../../payments/guarantee.ts';
import { readPaymentReturn, storePaymentReturn } from '../../payments/redirectResult.ts';
import { useReservationCollects } from '../../payments/useReservationCollects.ts';
import { useAppStore, useAppStoreApi } from '../../store/StoreProvider.tsx';
import * as styles from '../pages.css.ts';
import { BookingRecordSummary } from './BookingRecordSummary.tsx';
import { useBookerLanguage } from './useBookerLanguage.ts';

/** The conversation with the property: its own chunk (it brings the server's zod contract along). */
const BookingMessages = lazy(() =>
  import('./BookingMessages.tsx').then((m) => ({ default: m.BookingMessages })),
);

/**
 * docs/rules.md#existing-booking-flow on the cart page: the reopened booking's state, lines and total, and
 * only the actions its allowedActions permit (none while one runs). Its own chunk with the lines' summary (the
 * record's schema, zod), loaded by the cart page: the page shows all at once, so no button moves under a tap or
 * the keyboard's focus when the lines arrive.
 */
export function ExistingBookingView() {
  const { t } = useTranslation();
  const format = useFormat();
  const [, navigate] = useLocation();
  const search = useSearch();
  const booking = useAppStore((s) => s.loadedBooking);
  const actions = useAppStore((s) => s.allowedActions);
  const reload = useAppStore((s) => s.reloadExistingBooking);
  const confirm = useAppStore((s) => s.confirmExistingBooking);
  const cancel = useAppStore((s) => s.cancelExistingBooking);
  const startEdit = useAppStore((s) => s.startEditExistingBooking);
  const chargedFee = useAppStore((s) => s.chargedFee);
  const hold = useReservationCollects() === 'hold';
  const [askCancel, setAskCancel] = useState(false);
  // WCAG 2.4.3: the booking's heading takes the focus when the page opens by keyboard (the booking-code prompt's
  // button, or the payment dialog's page, is gone) and when a confirm or cancel removes the button that had it.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusHeading(heading);
  // The cancel running: its button stays (pending), so the question's dialog gives the focus back to it.
  const [cancelling, setCancelling] = useState(false);
  const [actionsDone, setActionsDone] = useState(0);
  useEffect(() => {
    if (actionsDone > 0 && document.activeElement === document.body) heading.current?.focus();
  }, [actionsDone]);
  // The server refused the cost shown (it changed meanwhile): the question comes again, with the new cost.
  const [feeChanged, setFeeChanged] = useState(false);
  const storeApi = useAppStoreApi();
  useBookerLanguage(booking);

  // After a full reload (or a provider's redirect back to the cart page) the booking is re-read from
  // the stored token and code; a redirect result is kept and the payment resumed.
  useEffect(() => {
    const paymentReturn = readPaymentReturn(search);
    if (paymentReturn) storePaymentReturn(paymentReturn);
    if (booking) {
      if (paymentReturn) navigate(`/payment/${booking.id}`, { replace: true });
      return;
    }
    void reload().then((ok) => {
      const loaded = storeApi.getState().loadedBooking;
      if (ok && paymentReturn && loaded) navigate(`/payment/${loaded.id}`, { replace: true });
    });
  }, [booking, reload, search, navigate, storeApi]);

  if (!booking) return <p className={styles.muted}>{t('common.loading')}</p>;
  const busy = actions === null;
  const canceled = booking.bookingstate === BookingState.Canceled;
  const charged = chargedFee?.bookingId === booking.id ? chargedFee : null;
  const card = cardName(booking);
  // docs/rules.md#rate-policies: what cancelling costs now, said before the booker confirms it.
  const cost = booking.cancellation ?? null;
  const costText = !cost
    ? []
    : cost.free || cost.fee === 0
      ? [t('existing.cancelFree')]
      : [
          t('existing.cancelFee', { fee: format.money(cost.fee, booking.currency) }),
          ...(cost.charge > 0 && card ? [t('existing.cancelCharge', { card })] : []),
        ];
  const cancelMessage = [
    ...(feeChanged ? [t('error.booking.cancellationfeechanged')] : []),
    ...costText,
    t('existing.cancelText'),
  ].join(' ');

  return (
    <section aria-labelledby="existing-title" className={styles.stack}>
      <div className={styles.card}>
        <h1 ref={heading} id="existing-title" tabIndex={-1} className={styles.title}>
          {t('existing.title', { code: booking.bookingcode ?? booking.internalId ?? booking.id })}
        </h1>
        <p>
          {t('existing.state')}{' '}
          <strong data-testid="booking-state">
            {t(`BOOKINGSTATE.${bookingStateLabel(booking.bookingstate)}`)}
          </strong>
        </p>
        {booking.bookingstate === BookingState.New ? (
          <p data-testid="booking-waiting">{t('existing.waitingForHotel')}</p>
        ) : null}
        {booking.info ? (
          <p>
            {t('cart.info')}: <span data-testid="booking-info">{booking.info}</span>
          </p>
        ) : null}
        {booking.reservationcode ? (
          <p>
            {t('existing.reservationcode')} <strong>{booking.reservationcode}</strong>
          </p>
        ) : null}
        {booking.cardheld && !canceled ? (
          <p data-testid="booking-card">
            {t('payment.cardHeld', { card, expiry: booking.paymentcreditcardexpiry ?? '' })}
          </p>
        ) : null}
        {charged && canceled ? (
          <p data-testid="booking-fee">
            {t('existing.feeCharged', {
              amount: format.money(charged.amount, charged.currency),
              card: charged.card,
            })}
          </p>
        ) : canceled && booking.cancellationfee ? (
          <p data-testid="booking-fee">
            {t('existing.feeCost', { fee: format.money(booking.cancellationfee, booking.currency) })}
          </p>
        ) : null}
      </div>
      <BookingRecordSummary
        booking={booking}
        fallback={<p className={styles.muted}>{t('existing.unreadable')}</p>}
      />
      <div className={styles.actions} data-print="hide">
        {actionAllowed(actions, 'confirm') || busy ? (
          // Pending, not disabled, while an action runs: a disabled button would drop the keyboard focus to the body.
          <Button
            variant="primary"
            isPending={busy}
            onPress={() =>
              void confirm().then((result) => {
                if (result === 'payment') navigate(`/payment/${booking.id}`);
                else setActionsDone((n) => n + 1);
              })
            }
          >
            {t('existing.confirm')}
          </Button>
        ) : null}
        {actionAllowed(actions, 'pay') && !actionAllowed(actions, 'confirm') ? (
          <Button variant="primary" onPress={() => navigate(`/payment/${booking.id}`)}>
            {hold ? t('payment.guarantee.submit') : t('existing.pay')}
          </Button>
        ) : null}
        {actionAllowed(actions, 'edit') ? (
          <Button variant="secondary" onPress={startEdit}>
            {t('existing.edit')}
          </Button>
        ) : null}
        {actionAllowed(actions, 'cancel') || cancelling ? (
          <Button
            variant="secondary"
            isPending={cancelling}
            onPress={() => {
              setFeeChanged(false);
              setAskCancel(true);
            }}
          >
            {t('existing.cancel')}
          </Button>
        ) : null}
        {/* docs/pages.md#printing-a-booking: the booking as the page shows it, without its buttons and messages. */}
        <Button variant="secondary" onPress={() => window.print()}>
          {t('existing.print')}
        </Button>
      </div>
      <div data-print="hide">
        <Suspense fallback={<p className={styles.muted}>{t('common.loading')}</p>}>
          <BookingMessages />
        </Suspense>
      </div>
      <Sheet
        isOpen={askCancel}
        onOpenChange={setAskCancel}
        ask={t('existing.cancelAsk')}
        message={cancelMessage}
        confirmLabel={t('existing.cancelConfirm')}
        cancelLabel={t('existing.keep')}
        onConfirm={() => {
          setCancelling(true);
          void cancel().then((result) => {
            setCancelling(false);
            if (result !== 'feeChanged') {
              setActionsDone((n) => n + 1);
              return;
            }
            setFeeChanged(true);
            setAskCancel(true);
          });
        }}
      />
    </section>
  );
}
