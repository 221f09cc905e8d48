import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { describedAs } from '../../testing/description.ts';
import { NumberField } from './NumberField.tsx';

describe('NumberField (guest count stepper)', () => {
  it('counts up and down with the arrow keys once reached by Tab', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Guests" minValue={1} defaultValue={2} onChange={onChange} />);
    const user = userEvent.setup();
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'Guests' });
    expect(input).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('4');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('3');
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('never goes below its minimum, by button, by key or by typing', async () => {
    render(<NumberField label="Guests" minValue={1} defaultValue={1} />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Guests' });
    expect(screen.getByRole('button', { name: 'Decrease Guests' })).toBeDisabled();
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('1');
    await user.clear(input);
    await user.keyboard('0');
    await user.tab();
    expect(input).toHaveValue('1');
  });

  it('steps with the plus button and stops at the maximum', async () => {
    render(<NumberField label="Guests" minValue={1} maxValue={3} defaultValue={2} />);
    const plus = screen.getByRole('button', { name: 'Increase Guests' });
    await userEvent.click(plus);
    expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveValue('3');
    expect(plus).toBeDisabled();
  });

  it('labels its buttons in German', () => {
    render(
      <I18nProvider locale="de-DE">
        <NumberField label="Gäste" defaultValue={2} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Erhöhen Gäste' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verringern Gäste' })).toBeInTheDocument();
  });

  it('announces the translated error', () => {
    render(<NumberField label="Guests" isInvalid errorMessage="Höchstens 12 Personen." defaultValue={12} />);
    expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveAccessibleDescription(
      describedAs('Höchstens 12 Personen.'),
    );
  });
});
