import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { UnitGroupCard, type UnitGroupCardProps } from './UnitGroupCard.tsx';

function renderCard(props: Partial<UnitGroupCardProps> = {}, locale = 'en-GB') {
  const onSelectedChange = vi.fn();
  const onQuantityChange = vi.fn();
  render(
    <I18nProvider locale={locale}>
      <UnitGroupCard
        name="Conference room Linde"
        image={{ src: 'linde.jpg', alt: 'Bright room with a U-shaped table' }}
        maxPersons={24}
        minPersons={4}
        price={45000}
        currency="EUR"
        priceNote="per day"
        availability="free"
        onSelectedChange={onSelectedChange}
        onQuantityChange={onQuantityChange}
        {...props}
      />
    </I18nProvider>,
  );
  return { onSelectedChange, onQuantityChange, user: userEvent.setup() };
}

// Many user-event steps through react-aria in jsdom: slow when the whole suite runs in parallel.
describe('UnitGroupCard', { timeout: 20_000 }, () => {
  it('shows name, picture, capacity, price and availability in words @wcag-1.1.1 @wcag-1.4.1', () => {
    renderCard();
    expect(screen.getByRole('article', { name: 'Conference room Linde' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Conference room Linde' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bright room with a U-shaped table' })).toBeInTheDocument();
    expect(screen.getByText('4–24 people')).toBeVisible();
    expect(screen.getByText('€450.00')).toBeVisible();
    expect(screen.getByText('per day')).toBeVisible();
    expect(screen.getByText('Available')).toBeVisible();
  });

  it('formats the price for German readers', () => {
    renderCard({ price: 123456 }, 'de-DE');
    expect(screen.getByText(/^1\.234,56\s€$/)).toBeVisible();
    expect(screen.getByText('4–24 Personen')).toBeVisible();
  });

  it('says "price on request" instead of an amount', () => {
    renderCard({ price: null, priceOnRequest: true });
    expect(screen.getByText('Price on request')).toBeVisible();
    expect(screen.queryByText('per day')).not.toBeInTheDocument();
  });

  it('is selected with the keyboard and reports it; the button says it is pressed', async () => {
    const { onSelectedChange, user } = renderCard();
    const toggle = screen.getByRole('button', { name: 'Select Conference room Linde' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelectedChange).toHaveBeenCalledWith(true);
  });

  it('cannot be selected while unavailable, and says so in words', () => {
    renderCard({ availability: 'blocked' });
    expect(screen.getByText('Unavailable')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Select Conference room Linde' })).toBeDisabled();
  });

  it('changes the quantity with the stepper', async () => {
    const { onQuantityChange, user } = renderCard({ quantity: 2, maxQuantity: 3, isSelected: true });
    await user.click(screen.getByRole('button', { name: /Increase/ }));
    expect(onQuantityChange).toHaveBeenLastCalledWith(3);
  });

  it('stops the stepper at the maximum quantity', () => {
    renderCard({ quantity: 3, maxQuantity: 3, isSelected: true });
    expect(screen.getByRole('button', { name: /Increase/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
  });

  it('puts the quantity and the fields shown once selected after the toggle, in the focus order too @wcag-1.3.2 @wcag-2.4.3', async () => {
    const { user } = renderCard({
      isSelected: true,
      quantity: 1,
      maxQuantity: 3,
      selectedContent: (
        <label>
          Persons per room
          <input type="number" defaultValue={1} />
        </label>
      ),
    });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Select Conference room Linde' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('spinbutton', { name: 'Persons per room' })).toHaveFocus();
  });

  it('hides the fields of selectedContent while not selected', () => {
    renderCard({ selectedContent: <p>Persons per room</p> });
    expect(screen.queryByText('Persons per room')).not.toBeInTheDocument();
  });

  it('shows a pressed toggle when selected', () => {
    renderCard({ isSelected: true });
    expect(screen.getByRole('button', { name: 'Select Conference room Linde' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
