import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { CartSummary, type CartSummaryProps } from './CartSummary.tsx';
import { twoDayMeeting } from './cartFixture.ts';

function renderCart(props: Partial<CartSummaryProps> = {}, locale = 'en-GB') {
  render(
    <I18nProvider locale={locale}>
      <CartSummary {...twoDayMeeting} {...props} />
    </I18nProvider>,
  );
}

describe('CartSummary', () => {
  it('lists the lines of each day in a table named by the date, skipping empty days', () => {
    renderCart();
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(2);
    const first = screen.getByRole('table', { name: /^Tuesday,? 1 December 2026$/ });
    expect(within(first).getByRole('rowheader', { name: /Business lunch/ })).toBeInTheDocument();
    expect(within(first).getByRole('row', { name: /Business lunch/ })).toHaveTextContent('€354.00');
    expect(within(first).getByRole('row', { name: /Interpreting booth/ })).toHaveTextContent('on request');
  });

  it('marks the minimum-spend line as such', () => {
    renderCart();
    const second = screen.getByRole('table', { name: /^Wednesday,? 2 December 2026$/ });
    expect(within(second).getByRole('row', { name: /Minimum spend/ })).toHaveTextContent(
      'tops up to the minimum spend',
    );
  });

  it('shows the VAT per rate and the total', () => {
    renderCart();
    expect(screen.getByText('incl. 19% VAT').nextElementSibling).toHaveTextContent('€159.66');
    expect(screen.getByText('incl. 7% VAT').nextElementSibling).toHaveTextContent('€23.16');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('€1,354.00');
  });

  it('gives one total per currency', () => {
    renderCart({
      totals: [
        { amount: 135400, currency: 'EUR' },
        { amount: 5000, currency: 'CHF' },
      ],
    });
    expect(screen.getByText('Total (EUR)')).toBeInTheDocument();
    expect(screen.getByText('Total (CHF)').nextElementSibling).toHaveTextContent(/CHF\s50\.00/);
  });

  it('writes dates, VAT and amounts the German way', () => {
    renderCart({}, 'de-DE');
    expect(screen.getByRole('heading', { name: 'Ihre Auswahl' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Dienstag, 1. Dezember 2026' })).toBeInTheDocument();
    expect(screen.getByText(/^inkl\. 19\s%\sMwSt\.$/).nextElementSibling).toHaveTextContent(/^159,66\s€$/);
  });

  it('names a table by its label when the lines belong to no single day', () => {
    renderCart({
      days: [
        {
          id: 'stay',
          label: 'Whole stay',
          lines: [{ id: 'l', name: 'Loft', amount: 87600, currency: 'EUR' }],
        },
      ],
    });
    expect(screen.getByRole('table', { name: 'Whole stay' })).toHaveTextContent('€876.00');
  });

  it("says a stay line's quantity in words instead of the bare number", () => {
    renderCart({
      days: [
        {
          id: 'stay',
          label: 'Whole stay',
          lines: [
            {
              id: 'l',
              name: 'Studio',
              quantity: 2,
              quantityText: '1 room × 2 nights',
              amount: 25800,
              currency: 'EUR',
            },
          ],
        },
      ],
    });
    const row = screen.getByRole('row', { name: /Studio/ });
    expect(row).toHaveTextContent('1 room × 2 nights');
    expect(within(row).queryByRole('cell', { name: '2' })).not.toBeInTheDocument();
  });

  it('says when nothing is selected', () => {
    renderCart({ days: [], vat: [], totals: [] });
    expect(screen.getByText('Nothing selected yet.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('announces that prices are being updated @wcag-4.1.3', () => {
    renderCart({ isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Updating prices…');
  });
});
