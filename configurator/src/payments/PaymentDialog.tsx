import { Button, Dialog, DialogActions, Modal, Spinner } from '@venue/design-system';
import {
  canRetryPayment,
  dropInOutcome,
  noPaymentAttempts,
  outcomeOfPaymentResult,
  type PaymentAttempts,
  type PaymentOutcome,
  paymentMessageKey,
  recordPaymentOutcome,
} from '@venue/domain';
import type { TFunction } from 'i18next';
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PaymentSession } from '../api/existingBooking.ts';
import { useApi } from '../app/ApiProvider.tsx';
import { useFormat } from '../i18n/useFormat.ts';
import { useTranslation } from '../i18n/useTranslation.ts';
import { useAppStore } from '../store/StoreProvider.tsx';
import { cardName, paidWithText } from './guarantee.ts';
import * as css from './payments.css.ts';
import { paymentProviders } from './providers.ts';
import { returnPathHere, takePaymentReturn } from './redirectResult.ts';
import { useReservationCollects } from './useReservationCollects.ts';

/** What an attempt takes: a payment, or the card held as a guarantee (nothing charged). */
type Purpose = 'charge' | 'hold';

/** The outcome's message: a held or refused guarantee says so; any other is the domain's existing-booking message. */
function outcomeText(t: TFunction, outcome: PaymentOutcome, purpose: Purpose): string {
  if (purpose === 'hold' && outcome === 'success') return t('payment.guarantee.success');
  if (purpose === 'hold' && outcome === 'refused') return t('payment.guarantee.refused');
  return t(paymentMessageKey(outcome, true));
}

/** A new idempotency key per attempt: a double click reuses it, a retry makes a new one. */
const newAttemptKey = () => `att_${crypto.randomUUID().replaceAll('-', '')}`;

/**
 * docs/pages.md#payment-dialog's content: starts an attempt at the server, lets the property's provider
 * kind take the payment, then shows the outcome message (existing-booking variant), the reservation code
 * and card or the payment note, and retry only where the domain allows it. The same dialog holds a card as a
 * guarantee (the session's purpose 'hold', docs/rules.md#rate-policies): it then says that nothing is charged.
 */
export function PaymentDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const api = useApi();
  const booking = useAppStore((s) => s.loadedBooking);
  const access = useAppStore((s) => s.bookingAccess);
  const reload = useAppStore((s) => s.reloadExistingBooking);
  const paymentTaken = useAppStore((s) => s.paymentTaken);
  const paymentSettled = useAppStore((s) => s.paymentSettled);
  const collects = useReservationCollects();
  const [key, setKey] = useState<string | null>(null);
  const [session, setSession] = useState<PaymentSession | null>(null);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const [attempts, setAttempts] = useState<PaymentAttempts>(noPaymentAttempts);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  // What the attempt takes, for the outcome's report (a held guarantee is no payment).
  const purposeRef = useRef<Purpose>('charge');

  // The provider has answered; the outcome waits for the booking as the server now holds it (its state, the card
  // that paid or guarantees), so it is shown and announced once, whole, and the dialog's actions stay in place.
  const [settling, setSettling] = useState(false);
  const finish = useCallback(
    (result: PaymentOutcome) => {
      setSettling(true);
      setAttempts((a) => recordPaymentOutcome(a, result));
      // Reported (the embed's payment events) only once the server's re-read booking confirms the outcome.
      void reload()
        .catch(() => false)
        .then((read) => {
          setSettling(false);
          setOutcome(result);
          if (read && purposeRef.current === 'charge') paymentSettled(result);
        });
    },
    [reload, paymentSettled],
  );

  // First the booking (a full reload re-reads it from the stored token and code), then one attempt, or
  // the resumption after a provider's redirect (3-D Secure, a bank's page): a drop-in's redirect result goes to
  // its payment details (Adyen's with our reference); our reference alone (Stripe) asks the server how it ended.
  useEffect(() => {
    if (!booking) {
      void reload();
      return;
    }
    if (started.current || !access) return;
    started.current = true;
    const back = takePaymentReturn();
    if (back?.redirectResult) {
      api
        .dropInDetails({ redirectResult: back.redirectResult }, back.ref)
        .then((answer) => finish(dropInOutcome(answer.resultCode)))
        .catch((error: unknown) => {
          console.error('The payment details failed', error);
          finish('error');
        });
      return;
    }
    if (back?.ref) {
      api
        .providerResult(access, back.ref)
        .then((answer) => finish(outcomeOfPaymentResult(answer.result)))
        .catch((error: unknown) => {
          // The provider may have taken the payment: unknown, not a failure to retry.
          console.error('Asking for the payment result failed', error);
          finish('errorunknown');
        });
      return;
    }
    setKey(newAttemptKey());
  }, [booking, access, api, reload, finish]);

  useEffect(() => {
    if (!key || !access) return;
    setSession(null);
    api
      .paymentSession(access, key, returnPathHere())
      .then(setSession)
      .catch((error: unknown) => {
        console.error('Starting the payment failed', error);
        setFailed(true);
      });
  }, [key, access, api]);

  // What was paid, for the thank-you view of a booking paid at checkout (docs/pages.md#cart-page).
  const bookingId = booking?.id;
  useEffect(() => {
    if (outcome === 'success' && session && session.purpose !== 'hold' && bookingId !== undefined)
      paymentTaken({ bookingId, amount: session.amount, currency: session.currency });
  }, [outcome, session, bookingId, paymentTaken]);

  // The outcome replaces the card form, and with it the pay button that had the focus: the browser puts focus on
  // the page's body, and react-aria's containment brings it back into the dialog only a frame later. Before the
  // outcome is painted, the dialog's first action (try again, or close) takes it (WCAG 2.4.3).
  // While the booking is re-read the dialog itself holds the focus (the form and its button are gone), and gives it
  // to that first action when the outcome comes.
  const outcomeRef = useRef<HTMLDivElement>(null);
  const settlingRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const inside = outcome !== null ? outcomeRef.current : settling ? settlingRef.current : null;
    const dialog = inside?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body && active !== dialog) return;
    if (outcome !== null) dialog.querySelector<HTMLElement>('button')?.focus();
    else dialog.focus();
  }, [outcome, settling]);

  // The spent attempt's session goes with its outcome: until the new one is there the dialog shows a spinner, not the
  // old attempt's form (a card number typed into it would be lost when the new form replaces it).
  const retry = () => {
    setOutcome(null);
    setSession(null);
    setKey(newAttemptKey());
  };
  const provider = session ? paymentProviders[session.kind] : null;
  const paid = outcome === 'success';
  // The session says what the attempt takes; before it is there, the cart's rate does.
  const purpose: Purpose = session?.purpose ?? (collects === 'hold' ? 'hold' : 'charge');
  const hold = purpose === 'hold';
  purposeRef.current = purpose;

  return (
    <Modal
      isOpen
      isDismissable
      size={provider?.modalSize ?? 'normal'}
      onOpenChange={(open) => !open && onClose()}
    >
      <Dialog
        title={
          hold
            ? t('payment.guarantee.title', { id: booking?.bookingcode ?? '' })
            : t('payment.title', { id: booking?.bookingcode ?? '' })
        }
      >
        {session?.testMode ? (
          <p className={css.testMode}>
            {session.client ? t('payment.providerTestMode') : t('payment.testMode')}
          </p>
        ) : null}
        {session && outcome === null && !settling ? (
          <p>
            {hold
              ? t('payment.guarantee.intro')
              : t('payment.amount', { amount: format.money(session.amount, session.currency) })}
          </p>
        ) : null}
        {failed ? (
          <p role="alert">{t('PAYMENT.CONFIRM.ERROR')}</p>
        ) : outcome !== null ? (
          <div ref={outcomeRef} role="status" data-testid="payment-outcome" className={css.outcome}>
            <p>{outcomeText(t, outcome, purpose)}</p>
            {paid && booking?.reservationcode ? (
              <p>{t('payment.reservationcode', { code: booking.reservationcode })}</p>
            ) : null}
            {paid && hold && booking ? (
              <p>
                {t('payment.cardHeld', {
                  card: cardName(booking),
                  expiry: booking.paymentcreditcardexpiry ?? '',
                })}
              </p>
            ) : paid ? (
              booking?.paymentcreditcardnumber ? (
                <p>{paidWithText(t, booking)}</p>
              ) : (
                <p>{t(booking?.paymenttime ? 'payment.notRequired' : 'payment.required')}</p>
              )
            ) : null}
          </div>
        ) : settling ? (
          <div ref={settlingRef}>
            <Spinner aria-label={t('common.loading')} />
          </div>
        ) : provider && session && access && key ? (
          // A real provider's part is its own chunk (providers.ts): the dialog waits for it here, not its page.
          <Suspense fallback={<Spinner aria-label={t('common.loading')} />}>
            <provider.Component
              key={session.ref}
              session={session}
              access={access}
              idempotencyKey={key}
              submitLabel={hold ? t('payment.guarantee.submit') : t('payment.pay')}
              onOutcome={finish}
            />
          </Suspense>
        ) : (
          <Spinner aria-label={t('common.loading')} />
        )}
        <DialogActions>
          {outcome !== null && canRetryPayment(attempts) ? (
            <Button variant="primary" onPress={retry}>
              {t('payment.retry')}
            </Button>
          ) : null}
          <Button variant="secondary" onPress={onClose}>
            {t('common.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}
