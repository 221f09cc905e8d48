import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PaymentResult } from '../model/enums.ts';
import { actionAllowed } from './bookingActions.ts';
import {
  canRetryPayment,
  noPaymentAttempts,
  outcomeOfPaymentResult,
  type PaymentOutcome,
  paymentMessageKey,
  paymentResultOf,
  recordPaymentOutcome,
} from './outcome.ts';
import {
  cardFieldEvent,
  dropInOutcome,
  iframeOutcome,
  iframePaidOutcome,
  initialCardFieldState,
  linkPollStep,
} from './providers.ts';

const PaymentOutcomes: readonly PaymentOutcome[] = [
  'success',
  'refused',
  'canceled',
  'pending',
  'errorunknown',
  'error',
];

const event = (type: 'ready' | 'change' | 'validate' | 'success' | 'error', extra = {}) => ({
  type,
  data: null,
  successful: false,
  valid: false,
  empty: false,
  detail: null,
  ...extra,
});

describe('payment outcomes', () => {
  it('each outcome has its payment result number', () => {
    expect(PaymentOutcomes.map(paymentResultOf)).toEqual([
      PaymentResult.Success,
      PaymentResult.Refused,
      PaymentResult.Canceled,
      PaymentResult.Pending,
      PaymentResult.UnknownError,
      PaymentResult.Error,
    ]);
    for (const outcome of PaymentOutcomes)
      expect(outcomeOfPaymentResult(paymentResultOf(outcome))).toBe(outcome);
    expect(outcomeOfPaymentResult(99)).toBe('errorunknown');
  });

  it('retry is offered after an error or a refusal only', () => {
    const retryAfter = PaymentOutcomes.filter((o) =>
      canRetryPayment(recordPaymentOutcome(noPaymentAttempts, o)),
    );
    expect(retryAfter).toEqual(['refused', 'error']);
  });

  it('after an unknown error, retry stays disabled even when a later attempt fails normally', () => {
    const refused = recordPaymentOutcome(noPaymentAttempts, 'refused');
    expect(canRetryPayment(refused)).toBe(true);
    const unknown = recordPaymentOutcome(refused, 'errorunknown');
    expect(canRetryPayment(unknown)).toBe(false);
    expect(canRetryPayment(recordPaymentOutcome(unknown, 'error'))).toBe(false);
    expect(canRetryPayment(noPaymentAttempts)).toBe(false);
    expect(canRetryPayment(recordPaymentOutcome(noPaymentAttempts, 'canceled'))).toBe(false);
  });

  it('retry is never offered once disabled, whatever happens next (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PaymentOutcomes)), (outcomes) => {
        const attempts = [...outcomes, 'errorunknown' as const, ...outcomes].reduce(
          recordPaymentOutcome,
          noPaymentAttempts,
        );
        return !canRetryPayment(attempts);
      }),
    );
  });

  it('each outcome has a message, with a variant for confirming an existing booking', () => {
    expect(PaymentOutcomes.map((o) => paymentMessageKey(o))).toEqual([
      'PAYMENT.PAYMENTSUCCESS',
      'PAYMENT.REFUSED',
      'PAYMENT.CANCELED',
      'PAYMENT.PENDING',
      'PAYMENT.ERRORUNKNOWN',
      'PAYMENT.ERROR',
    ]);
    expect(paymentMessageKey('success', true)).toBe('PAYMENT.CONFIRM.PAYMENTSUCCESS');
    expect(paymentMessageKey('errorunknown', true)).toBe('PAYMENT.CONFIRM.ERRORUNKNOWN');
  });
});

describe('card fields', () => {
  it('ready, change and validate events update the form without an outcome', () => {
    let state = cardFieldEvent(initialCardFieldState, event('ready'));
    expect(state.ready).toBe(true);
    state = cardFieldEvent(state, event('change', { valid: false, empty: false }));
    expect(state).toMatchObject({ valid: false, empty: false, outcome: null });
    state = cardFieldEvent(state, event('validate', { valid: true }));
    expect(state).toMatchObject({ valid: true, outcome: null });
  });

  it('success counts only when successful and with a transaction id', () => {
    const ok = cardFieldEvent(
      initialCardFieldState,
      event('success', { successful: true, data: { transactionId: 'T-1' } }),
    );
    expect(ok).toMatchObject({ outcome: 'success', transactionId: 'T-1' });
    expect(
      cardFieldEvent(initialCardFieldState, event('success', { successful: true, data: {} })).outcome,
    ).toBe('error');
    expect(
      cardFieldEvent(
        initialCardFieldState,
        event('success', { successful: false, data: { transactionId: 'T-1' } }),
      ).outcome,
    ).toBe('error');
  });

  it('an error event reports refused, canceled or pending details, else a plain error', () => {
    expect(cardFieldEvent(initialCardFieldState, event('error', { detail: 'refused' })).outcome).toBe(
      'refused',
    );
    expect(cardFieldEvent(initialCardFieldState, event('error', { detail: 'canceled' })).outcome).toBe(
      'canceled',
    );
    expect(cardFieldEvent(initialCardFieldState, event('error', { detail: 'pending' })).outcome).toBe(
      'pending',
    );
    expect(cardFieldEvent(initialCardFieldState, event('error', { detail: 'success' })).outcome).toBe(
      'error',
    );
    expect(cardFieldEvent(initialCardFieldState, event('error')).outcome).toBe('error');
  });

  it('reads the transaction id in the forms providers send it', () => {
    const success = (data: unknown) =>
      cardFieldEvent(initialCardFieldState, event('success', { successful: true, data }));
    expect(success({ transactionid: 'a' }).transactionId).toBe('a');
    expect(success({ id: 42 }).transactionId).toBe('42');
    expect(success({ id: '' }).outcome).toBe('error');
    expect(success('T-1').outcome).toBe('error');
    expect(success(null).outcome).toBe('error');
  });
});

describe('link provider', () => {
  it('checks every second until the booking is paid', () => {
    expect(linkPollStep({ ok: true, ispaid: false })).toEqual({
      done: false,
      nextCheckInMs: 1000,
    });
    expect(linkPollStep({ ok: true, ispaid: true })).toEqual({ done: true, outcome: 'success' });
  });
  it('waits three seconds after a failed check', () => {
    expect(linkPollStep({ ok: false })).toEqual({ done: false, nextCheckInMs: 3000 });
  });
  it('stops on a refused, canceled or failed payment and keeps waiting while pending', () => {
    expect(linkPollStep({ ok: true, ispaid: false, detail: 'refused' })).toEqual({
      done: true,
      outcome: 'refused',
    });
    expect(linkPollStep({ ok: true, ispaid: false, detail: 'canceled' })).toEqual({
      done: true,
      outcome: 'canceled',
    });
    expect(linkPollStep({ ok: true, ispaid: false, detail: 'error' })).toEqual({
      done: true,
      outcome: 'error',
    });
    expect(linkPollStep({ ok: true, ispaid: false, detail: 'pending' })).toMatchObject({ done: false });
    expect(linkPollStep({ ok: true, ispaid: false, detail: 'whatever' })).toMatchObject({ done: false });
  });
});

describe('form-in-iframe provider', () => {
  it('an ok page asks the backend; the other pages are final', () => {
    expect(iframeOutcome('ok')).toEqual({ done: false, checkPaid: true });
    expect(iframeOutcome('error')).toEqual({ done: true, outcome: 'error' });
    expect(iframeOutcome('refused')).toEqual({ done: true, outcome: 'refused' });
    expect(iframeOutcome('canceled')).toEqual({ done: true, outcome: 'canceled' });
    expect(iframeOutcome('pending')).toEqual({ done: true, outcome: 'pending' });
  });
  it('paid after ok is a success; not paid is an error', () => {
    expect(iframePaidOutcome(true)).toBe('success');
    expect(iframePaidOutcome(false)).toBe('error');
  });
});

describe('drop-in provider', () => {
  it('maps the provider’s result codes', () => {
    expect(dropInOutcome('Authorised')).toBe('success');
    expect(dropInOutcome('Refused')).toBe('refused');
    expect(dropInOutcome('Cancelled')).toBe('canceled');
    expect(dropInOutcome('Error')).toBe('error');
    expect(dropInOutcome('Pending')).toBe('pending');
    expect(dropInOutcome('Received')).toBe('pending');
    expect(dropInOutcome('ChallengeShopper')).toBe('errorunknown');
    expect(dropInOutcome(undefined)).toBe('errorunknown');
  });
});

describe('actions on an existing booking', () => {
  it('nothing is allowed while an action runs (allowed actions nulled)', () => {
    expect(actionAllowed(null, 'confirm')).toBe(false);
    expect(actionAllowed(['confirm'], 'confirm')).toBe(true);
    expect(actionAllowed(['confirm'], 'cancel')).toBe(false);
  });
});
