import { Time } from '@internationalized/date';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { describedAs } from '../../testing/description.ts';
import { ServiceCard, type ServiceCardProps } from './ServiceCard.tsx';

const options = [
  { id: 'veg', name: 'Vegetarian' },
  { id: 'fish', name: 'Fish' },
  { id: 'meat', name: 'Meat' },
];

function Lunch(props: Partial<ServiceCardProps>) {
  const [selected, setSelected] = useState<string[]>([...(props.selectedOptions ?? [])]);
  return (
    <ServiceCard
      name="Business lunch"
      price={2950}
      currency="EUR"
      priceNote="per person"
      isSelected
      options={options}
      minOptions={1}
      maxOptions={2}
      {...props}
      selectedOptions={selected}
      onOptionsChange={(ids) => {
        setSelected(ids);
        props.onOptionsChange?.(ids);
      }}
    />
  );
}

function renderLunch(props: Partial<ServiceCardProps> = {}, locale = 'en-GB') {
  render(
    <I18nProvider locale={locale}>
      <Lunch {...props} />
    </I18nProvider>,
  );
  return userEvent.setup();
}

// Many user-event steps through react-aria in jsdom: slow when the whole suite runs in parallel.
describe('ServiceCard', { timeout: 20_000 }, () => {
  it('says how many options to choose and stops at the maximum', async () => {
    const onOptionsChange = vi.fn();
    const user = renderLunch({ onOptionsChange });
    expect(screen.getByRole('group', { name: 'Options' })).toHaveAccessibleDescription('Choose 1 to 2.');
    await user.click(screen.getByRole('checkbox', { name: 'Vegetarian' }));
    await user.click(screen.getByRole('checkbox', { name: 'Fish' }));
    expect(onOptionsChange).toHaveBeenLastCalledWith(['veg', 'fish']);
    expect(screen.getByRole('checkbox', { name: 'Meat' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Fish' }));
    expect(screen.getByRole('checkbox', { name: 'Meat' })).toBeEnabled();
  });

  it('toggles options with Space from the keyboard', async () => {
    const onOptionsChange = vi.fn();
    const user = renderLunch({ onOptionsChange, startTimes: undefined });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Select Business lunch' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Vegetarian' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onOptionsChange).toHaveBeenLastCalledWith(['veg']);
  });

  it('asks for at least the minimum once the guest unticks everything', async () => {
    const user = renderLunch({ selectedOptions: ['veg'] });
    await user.click(screen.getByRole('checkbox', { name: 'Vegetarian' }));
    expect(screen.getByText('Choose at least 1.')).toBeVisible();
  });

  it('offers the start times given and reports the chosen one', async () => {
    const onStartTimeChange = vi.fn();
    const user = renderLunch({
      startTimes: [new Time(12), new Time(12, 30), new Time(13)],
      onStartTimeChange,
    });
    await user.click(screen.getByRole('button', { name: /Start time/ }));
    await user.click(await screen.findByRole('option', { name: '12:30' }));
    expect(onStartTimeChange).toHaveBeenCalledWith(new Time(12, 30));
  });

  it('takes a description in a text area and shows a readiness error for it', async () => {
    const onNoteChange = vi.fn();
    const user = renderLunch({
      hasNote: true,
      onNoteChange,
      isNoteRequired: true,
      errors: { note: 'Please describe the menu.' },
    });
    const note = screen.getByRole('textbox', { name: /Description/ });
    expect(note).toBeRequired();
    expect(note).toHaveAccessibleDescription(describedAs('Please describe the menu.'));
    await user.type(note, 'V');
    expect(onNoteChange).toHaveBeenLastCalledWith('V');
  });

  it('shows options, time and description only once the service is selected', () => {
    renderLunch({ isSelected: false, hasNote: true, startTimes: [new Time(12)] });
    expect(screen.queryByRole('group', { name: 'Options' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Business lunch' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('puts what choosing reveals under the Select toggle: the next Tab reaches the persons, then the options', async () => {
    function Choosable() {
      const [selected, setSelected] = useState(false);
      return (
        <Lunch
          isSelected={selected}
          onSelectedChange={setSelected}
          selectedContent={
            <label>
              Persons
              <input type="number" defaultValue={12} />
            </label>
          }
        />
      );
    }
    render(
      <I18nProvider locale="en-GB">
        <Choosable />
      </I18nProvider>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Select Business lunch' })).toHaveFocus();
    expect(screen.queryByRole('spinbutton', { name: 'Persons' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('spinbutton', { name: 'Persons' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Vegetarian' })).toHaveFocus();
  });

  it('shows the price per person, or "Preis auf Anfrage" in German', () => {
    renderLunch({ isSelected: false, price: null, priceOnRequest: true }, 'de-DE');
    expect(screen.getByText('Preis auf Anfrage')).toBeVisible();
  });
});
