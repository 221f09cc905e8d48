import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Select, SelectItem } from './Select.tsx';

function Salutation(props: { onSelectionChange?: (key: unknown) => void; isInvalid?: boolean }) {
  return (
    <Select label="Salutation" placeholder="Choose…" errorMessage="Please choose one." {...props}>
      <SelectItem id="mr">Mr</SelectItem>
      <SelectItem id="ms">Ms</SelectItem>
      <SelectItem id="dr" isDisabled>
        Dr
      </SelectItem>
    </Select>
  );
}

describe('Select', () => {
  it('opens with the keyboard, picks with arrows and Enter, and returns focus to the trigger', async () => {
    const onSelectionChange = vi.fn();
    render(<Salutation onSelectionChange={onSelectionChange} />);
    const user = userEvent.setup();
    await user.tab();
    const trigger = screen.getByRole('button', { name: /Salutation/ });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Enter}');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('ms');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveTextContent('Ms');
  });

  it('closes with Escape without changing the choice', async () => {
    const onSelectionChange = vi.fn();
    render(<Salutation onSelectionChange={onSelectionChange} />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onSelectionChange).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: /Salutation/ })).toHaveFocus());
  });

  it('does not offer a disabled option', async () => {
    render(<Salutation />);
    await userEvent.click(screen.getByRole('button', { name: /Salutation/ }));
    expect(screen.getByRole('option', { name: 'Dr' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks the guest to choose, in the locale, until something is picked', () => {
    render(
      <I18nProvider locale="de-DE">
        <Select label="Anrede">
          <SelectItem id="mr">Herr</SelectItem>
        </Select>
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: /Anrede/ })).toHaveTextContent('Bitte wählen …');
  });

  it('shows the translated error when invalid @wcag-3.3.1', () => {
    render(<Salutation isInvalid />);
    expect(screen.getByText('Please choose one.')).toBeInTheDocument();
  });
});
