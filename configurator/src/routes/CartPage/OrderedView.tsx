import { Button, useFocusHeading } from '@venue/design-system';
import { actionAllowed, BookingState, type LoadedBooking } from '@venue/domain';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useFormat } from '../../i18n/useFormat.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { cardName, paidWithText } from '../../payments/guarantee.ts';
import { readPaymentReturn, storePaymentReturn } from '../../payments/redirectResult.ts';
import { useReservationCollects } from '../../payments/useReservationCollects.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import type { TakenPayment } from '../../store/state/existingBooking.ts';
import { useNavigation } from '../navigation.ts';
import * as styles from '../pages.css.ts';

/** docs/rules.md#booking-lifecycle: what happens next to a booking just sent, by the state the server gave it. */
function nextStepKey(sentAs: 'offer' | 'order' | null, state: number | null): string {
  if (state === BookingState.Confirmed) return 'ordered.next.confirmed';
  if (state === BookingState.New) return 'ordered.next.waitForHotel';
  return sentAs === 'order' ? 'ordered.next.payToConfirm' : 'ordered.next.confirmOffer';
}

/**
 * docs/pages.md#cart-page, paying at checkout: what was paid for the sent booking (amount, reservation code, card),
 * once the payment dialog has taken it.
 */
function PaidNote({ booking, payment }: { booking: LoadedBooking; payment: TakenPayment | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div data-testid="ordered-payment">
      <p>
        {payment
          ? t('ordered.paid', { amount: format.money(payment.amount, payment.currency) })
          : t('ordered.paidNoAmount')}
      </p>
      {booking.reservationcode ? (
        <p>{t('payment.reservationcode', { code: booking.reservationcode })}</p>
      ) : null}
      {booking.paymentcreditcardnumber ? <p>{paidWithText(t, booking)}</p> : null}
    </div>
  );
}

/**
 * docs/rules.md#rate-policies, a card guarantee at checkout: the card that guarantees the sent booking, and that
 * nothing was charged (instead of what was paid).
 */
function GuaranteeNote({ booking }: { booking: LoadedBooking }) {
  const { t } = useTranslation();
  return (
    <div data-testid="ordered-payment">
      <p>
        {t('payment.cardHeld', { card: cardName(booking), expiry: booking.paymentcreditcardexpiry ?? '' })}
      </p>
      {booking.reservationcode ? (
        <p>{t('payment.reservationcode', { code: booking.reservationcode })}</p>
      ) : null}
    </div>
  );
}

/**
 * After sending: the cart is ordered and locked; show the booking code and the link to reopen it. A reservation
 * that waits for its payment opens the payment dialog at once, and offers it again until it is paid.
 */
export function OrderedView() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const cart = useAppStore((s) => s.cart);
  const base = useAppStore((s) => s.base);
  const language = useAppStore((s) => s.language);
  const dispatch = useAppStore((s) => s.dispatch);
  const sentAs = useAppStore((s) => s.sentAs);
  const sentState = useAppStore((s) => s.sentState);
  const loadedBooking = useAppStore((s) => s.loadedBooking);
  const takenPayment = useAppStore((s) => s.takenPayment);
  const payAtCheckout = useAppStore((s) => s.payAtCheckout);
  const takePayAtCheckout = useAppStore((s) => s.takePayAtCheckout);
  const navigation = useNavigation();
  const hold = useReservationCollects() === 'hold';
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusHeading(heading);
  const cartId = cart?.id ?? null;

  // The reservation the server holds until it is paid: its payment dialog opens by itself, once.
  useEffect(() => {
    if (payAtCheckout === null || payAtCheckout !== cartId) return;
    const id = takePayAtCheckout();
    if (id !== null) navigate(`/payment/${id}`);
  }, [payAtCheckout, cartId, takePayAtCheckout, navigate]);
  // A provider's redirect back (a full page load) lands here: the result is kept and the payment resumed.
  const search = useSearch();
  useEffect(() => {
    const paymentReturn = readPaymentReturn(search);
    if (!paymentReturn || cartId === null) return;
    storePaymentReturn(paymentReturn);
    navigate(`/payment/${cartId}`, { replace: true });
  }, [search, cartId, navigate]);

  if (!cart) return null;
  // The sent booking as last read (after a payment it is re-read): its state wins over the one of sending.
  const booking = loadedBooking && loadedBooking.id === cart.id ? loadedBooking : null;
  const state = booking?.bookingstate ?? sentState;
  const paid = booking !== null && booking.paymenttime !== null && state === BookingState.Confirmed;
  const guaranteed = booking !== null && booking.cardheld === true && state === BookingState.Confirmed;
  const payment = takenPayment?.bookingId === cart.id ? takenPayment : null;
  const awaitingPayment =
    booking !== null && state === BookingState.Offered && actionAllowed(booking.allowedActions ?? [], 'pay');
  // docs/pages.md#reopening-a-booking: the booking's id and token in the booker's language, never its code.
  const reopen = new URLSearchParams({
    loadBooking: String(cart.id ?? ''),
    bookingtoken: cart.bookingtoken ?? '',
    lang: language,
  });
  const link = `${window.location.origin}${base}/reservation?${reopen}`;
  return (
    <section aria-labelledby="ordered-title" className={styles.card}>
      <h1 id="ordered-title" ref={heading} tabIndex={-1} className={styles.title}>
        {sentAs !== 'order' && !paid && !guaranteed
          ? t('ordered.offerTitle')
          : state === BookingState.Confirmed
            ? t('ordered.orderTitle')
            : t('ordered.orderHeldTitle')}
      </h1>
      {guaranteed && booking ? (
        <GuaranteeNote booking={booking} />
      ) : paid && booking ? (
        <PaidNote booking={booking} payment={payment} />
      ) : null}
      <p data-testid="ordered-next">
        {awaitingPayment
          ? hold
            ? t('ordered.next.awaitingGuarantee')
            : t('ordered.next.awaitingPayment')
          : t(nextStepKey(sentAs, state), { link: t('ordered.reopen') })}
      </p>
      {awaitingPayment && booking ? (
        <div className={styles.actions}>
          <Button variant="primary" onPress={() => navigate(`/payment/${booking.id}`)}>
            {hold ? t('payment.guarantee.submit') : t('ordered.payNow')}
          </Button>
        </div>
      ) : null}
      <p>
        {t('ordered.code')} <strong data-testid="booking-code">{cart.bookingcode}</strong>
      </p>
      <p>
        <a href={link} className={styles.link}>
          {t('ordered.reopen')}
        </a>
      </p>
      <Button
        variant="secondary"
        onPress={() => {
          dispatch({ type: 'clear' });
          navigate(navigation.firstPath());
        }}
      >
        {t('ordered.newBooking')}
      </Button>
    </section>
  );
}
