import { cleanup, render, screen } from '@testing-library/react';
import type { StaffBookingDetail } from '@venue/contract';
import { BookingState } from '@venue/domain';
import { describe, expect, it } from 'vitest';
import { I18nRoot } from '../../i18n/I18nRoot.tsx';
import { createI18n } from '../../i18n/instance.ts';
import { BookingHistory } from './BookingHistory.tsx';

/*
 * docs/payments.md#capturing-later: the booking's history says what the money did. A payment only authorised is
 * not said to be paid; the hotel's capture says what it took, a release what it let go.
 */

const entry = (
  action: string,
  details: Record<string, unknown>,
  actor: 'booker' | 'staff' | 'system' = 'staff',
): StaffBookingDetail['history'][number] => ({
  at: '2026-11-29T19:28:00.000Z',
  actor,
  userName: actor === 'staff' ? 'Lena Hofer' : null,
  action,
  fromState: BookingState.Confirmed,
  toState: BookingState.Confirmed,
  version: 4,
  details: { currency: 'EUR', ...details },
});

function renderHistory(history: StaffBookingDetail['history'], language: 'en' | 'de') {
  render(
    <I18nRoot instance={createI18n(language)}>
      <BookingHistory history={history} currency="EUR" />
    </I18nRoot>,
  );
}

describe('the booking’s history of money authorised, then taken or released', () => {
  it('says an authorised payment is not yet taken, then what the hotel took (English)', () => {
    renderHistory(
      [entry('pay', { authorised: 120_000 }, 'booker'), entry('capturePayment', { captured: 120_000 })],
      'en',
    );
    expect(screen.getByText(/€1,200.00 authorised on the card, not yet taken/)).toBeInTheDocument();
    expect(screen.queryByText(/€1,200.00 paid/)).toBeNull();
    expect(screen.getByText(/€1,200.00 taken/)).toBeInTheDocument();
  });

  it('says what a release let go (German)', () => {
    renderHistory([entry('releasePayment', { released: 30_000 })], 'de');
    expect(screen.getByText('Autorisierung freigegeben')).toBeInTheDocument();
    expect(screen.getByText(/300,00 € freigegeben/)).toBeInTheDocument();
  });

  it('says a payment reported after the cancellation was given back on its own', () => {
    renderHistory([entry('refundPayment', { refunded: 30_000, late: true }, 'system')], 'en');
    expect(screen.getByText('Payment refunded')).toBeInTheDocument();
    expect(
      screen.getByText(/€300.00 refunded · reported by the payment provider after the booking was canceled/),
    ).toBeInTheDocument();
  });

  it('says when such a payment was not given back and is left to staff (German and English)', () => {
    renderHistory([entry('refundFailed', { left: 30_000 }, 'system')], 'de');
    expect(screen.getByText('Erstattung fehlgeschlagen')).toBeInTheDocument();
    expect(screen.getByText(/300,00 €, nach der Stornierung .* bitte von Hand/)).toBeInTheDocument();
    cleanup();
    renderHistory([entry('releaseFailed', { left: 30_000 }, 'system')], 'en');
    expect(screen.getByText('Release failed')).toBeInTheDocument();
    expect(screen.getByText(/€300.00 reported .* release or refund it by hand/)).toBeInTheDocument();
  });
});
