import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingState, type LoadedBooking, PaymentResult } from '@venue/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushCartStorage } from '../store/createAppStore.ts';
import { loadedBooking } from '../testing/loadedBooking.ts';
import { BOOKING_PATH, json, renderPaymentDialog } from '../testing/paymentDialog.tsx';

/*
 * docs/pages.md#payment-dialog, issue 21: the one payment dialog also holds a card as a guarantee (the session's
 * purpose 'hold'): it then says nothing is charged, its button guarantees instead of paying, and the outcome names
 * the card that guarantees the confirmed booking.
 */

const REF = 'pay_abcdefghijklmnopqrstuvwx';

function booking(extra: Partial<LoadedBooking> = {}): LoadedBooking {
  return loadedBooking(extra);
}

/**
 * The dialog over a booking waiting Offered; the server's session has `purpose` and `amount`. `rereadMs` delays
 * the booking's reading once paid (a server slower to answer).
 */
async function renderDialog(purpose: 'charge' | 'hold', amount: number, rereadMs = 0) {
  let stored = booking();
  let paid = false;
  const card: unknown[] = [];
  const { store } = await renderPaymentDialog(async (path, request) => {
    if (path === BOOKING_PATH) {
      if (paid && rereadMs > 0) await new Promise((resolve) => setTimeout(resolve, rereadMs));
      return json(stored);
    }
    if (path === '/api/payment/sandbox/session')
      return json({
        ref: REF,
        kind: 'cardfields',
        amount,
        currency: 'EUR',
        status: 'open',
        url: null,
        testMode: true,
        client: null,
        purpose,
      });
    if (path === `/api/payment/sandbox/tokenize/${REF}`) {
      const entered = (await request.json()) as { expiry?: string };
      card.push(entered);
      // The sandbox holds a card only with a valid expiry (it is charged later).
      if (purpose === 'hold' && entered.expiry !== '12/30')
        return json({ error: 'error.validation', message: 'no', details: [{ path: 'expiry' }] }, 400);
      return json({ transactionId: 'txn_abcdefghijklmnopqrstuvwx' });
    }
    if (path === '/api/booking/makepayment') {
      paid = true;
      stored = booking({
        bookingstate: BookingState.Confirmed,
        reservationcode: 'R-ABCDEFGH',
        allowedActions: ['cancel'],
        paymentcreditcardtype: 'VISA',
        paymentcreditcardnumber: '•••• 1111',
        ...(purpose === 'hold'
          ? { cardheld: true, paymentcreditcardexpiry: '12/30' }
          : { paymenttime: '2026-11-22 10:01' }),
      });
      return json({ result: PaymentResult.Success, detail: 'success', ispaid: purpose === 'charge' });
    }
    return undefined;
  });
  return { store, card };
}

afterEach(() => {
  flushCartStorage();
  localStorage.clear();
});

describe('the payment dialog', () => {
  it('holding a card says nothing is charged, guarantees with the card and names it once held', async () => {
    const user = userEvent.setup();
    const { store, card } = await renderDialog('hold', 0);
    const dialog = await screen.findByRole('dialog', { name: 'Card guarantee for booking B-42' });
    expect(
      await within(dialog).findByText(
        'Your card is held as a guarantee for your reservation. Nothing is charged now.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByText(/Amount due now/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Pay' })).toBeNull();

    await user.type(await within(dialog).findByRole('textbox', { name: 'Card number' }), '4111111111111111');
    const expiry = within(dialog).getByRole('textbox', { name: 'Expiry (MM/YY)' });
    // An expiry the provider refuses is named at its field; nothing is held yet.
    await user.type(expiry, '13/99');
    await user.click(within(dialog).getByRole('button', { name: 'Guarantee with card' }));
    expect(await within(dialog).findByText('Please enter the card’s expiry as MM/YY.')).toBeVisible();
    expect(within(dialog).queryByTestId('payment-outcome')).toBeNull();
    await user.clear(expiry);
    await user.type(expiry, '12/30');
    await user.click(within(dialog).getByRole('button', { name: 'Guarantee with card' }));

    const outcome = await within(dialog).findByTestId('payment-outcome');
    expect(outcome).toHaveTextContent(
      'Your card guarantees your booking: it is confirmed. Nothing was charged.',
    );
    expect(
      await within(outcome).findByText(
        'Guaranteed by card VISA •••• 1111 (expires 12/30). Nothing was charged.',
      ),
    ).toBeVisible();
    expect(outcome).not.toHaveTextContent('Paid with');
    expect(card).toMatchObject([
      { number: '4111111111111111', expiry: '13/99' },
      { number: '4111111111111111', expiry: '12/30' },
    ]);
    // Nothing was paid: the thank-you view is not told of a payment.
    expect(store.getState().takenPayment).toBeNull();
  });

  it('a payment still says what is due now and pays', async () => {
    const user = userEvent.setup();
    const { store } = await renderDialog('charge', 7740);
    const dialog = await screen.findByRole('dialog', { name: 'Payment for booking B-42' });
    expect(await within(dialog).findByText('Amount due now: €77.40')).toBeVisible();
    expect(within(dialog).queryByText(/Nothing is charged/)).toBeNull();
    await user.type(await within(dialog).findByRole('textbox', { name: 'Card number' }), '4111111111111111');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    const outcome = await within(dialog).findByTestId('payment-outcome');
    expect(outcome).toHaveTextContent('Payment successful: your booking is confirmed.');
    // The provider gave no expiry: the card is named without one.
    expect(await within(outcome).findByText('Paid with VISA •••• 1111')).toBeVisible();
    expect(store.getState().takenPayment).toEqual({ bookingId: 42, amount: 7740, currency: 'EUR' });
  });

  it('paying by keyboard: when the outcome shows, the focus is already on its action, never on the page @wcag-2.4.3', async () => {
    const user = userEvent.setup();
    await renderDialog('charge', 7740);
    const dialog = await screen.findByRole('dialog', { name: 'Payment for booking B-42' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Card number' }), '4111111111111111');
    // Where the focus is at the moment the outcome enters the page (before anything could move it later).
    const focusWhenShown: string[] = [];
    const watch = new MutationObserver(() => {
      if (dialog.querySelector('[data-testid="payment-outcome"]') && focusWhenShown.length === 0)
        focusWhenShown.push(document.activeElement?.textContent ?? 'nothing');
    });
    watch.observe(dialog, { childList: true, subtree: true });
    within(dialog).getByRole('button', { name: 'Pay' }).focus();
    await user.keyboard('{Enter}');
    await within(dialog).findByTestId('payment-outcome');
    watch.disconnect();
    expect(focusWhenShown).toEqual(['Close']);
  });

  it('the outcome comes whole, with the card the server now holds, so it is announced once and nothing moves after', async () => {
    const user = userEvent.setup();
    await renderDialog('charge', 7740, 100);
    const dialog = await screen.findByRole('dialog', { name: 'Payment for booking B-42' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Card number' }), '4111111111111111');
    // The outcome's text at the moment it enters the page.
    const firstShown: string[] = [];
    const watch = new MutationObserver(() => {
      const outcome = dialog.querySelector('[data-testid="payment-outcome"]');
      if (outcome && firstShown.length === 0) firstShown.push(outcome.textContent ?? '');
    });
    watch.observe(dialog, { childList: true, subtree: true });
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await within(dialog).findByTestId('payment-outcome');
    watch.disconnect();
    expect(firstShown).toEqual([
      'Payment successful: your booking is confirmed.Reservation code: R-ABCDEFGHPaid with VISA •••• 1111',
    ]);
  });

  it('trying again shows no card form until the new attempt is there, so nothing typed is lost', async () => {
    const user = userEvent.setup();
    const sessions: string[] = [];
    let openSecond: () => void = () => {};
    const secondSession = new Promise<void>((resolve) => {
      openSecond = resolve;
    });
    await renderPaymentDialog(async (path, request) => {
      if (path === BOOKING_PATH) return json(booking());
      if (path === '/api/payment/sandbox/session') {
        const { idempotencyKey } = (await request.json()) as { idempotencyKey: string };
        sessions.push(idempotencyKey);
        if (sessions.length > 1) await secondSession;
        const ref = `${REF.slice(0, -1)}${sessions.length}`;
        return json({
          ref,
          kind: 'cardfields',
          amount: 7740,
          currency: 'EUR',
          status: 'open',
          url: null,
          testMode: true,
          client: null,
          purpose: 'charge',
        });
      }
      if (path.startsWith('/api/payment/sandbox/tokenize/'))
        return json({ transactionId: 'txn_abcdefghijklmnopqrstuvwx' });
      if (path === '/api/booking/makepayment')
        return json({ result: PaymentResult.Refused, detail: 'refused', ispaid: false });
      return undefined;
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment for booking B-42' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Card number' }), '4000000000000002');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await within(dialog).findByTestId('payment-outcome')).toHaveTextContent(/refused/);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    // The new attempt (a new key) is asked for; until it answers there is no form to type into.
    await vi.waitFor(() => expect(sessions).toHaveLength(2));
    expect(sessions[1]).not.toBe(sessions[0]);
    expect(within(dialog).queryByRole('textbox', { name: 'Card number' })).toBeNull();
    openSecond();
    expect(await within(dialog).findByRole('textbox', { name: 'Card number' })).toHaveValue('');
  });
});
