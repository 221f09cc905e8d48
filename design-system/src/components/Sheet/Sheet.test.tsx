import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger, I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { Sheet } from './Sheet.tsx';

function ClearCart({ onConfirm }: { onConfirm: () => void }) {
  return (
    <DialogTrigger>
      <Button>Clear cart</Button>
      <Sheet ask="Clear the cart?" message="Everything goes." confirmLabel="Clear" onConfirm={onConfirm} />
    </DialogTrigger>
  );
}

describe('Sheet', () => {
  it('asks, starts on Cancel so Enter does not confirm by accident, and returns focus', async () => {
    const onConfirm = vi.fn();
    render(<ClearCart onConfirm={onConfirm} />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    const sheet = screen.getByRole('alertdialog', { name: 'Clear the cart?' });
    expect(sheet).toHaveAccessibleDescription('Everything goes.');
    expect(within(sheet).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Clear cart' })).toHaveFocus());
  });

  it('confirms once with the confirm button and closes', async () => {
    const onConfirm = vi.fn();
    render(<ClearCart onConfirm={onConfirm} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('cancels with Escape', async () => {
    const onConfirm = vi.fn();
    render(<ClearCart onConfirm={onConfirm} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says Cancel in German', () => {
    render(
      <I18nProvider locale="de-DE">
        <Sheet isOpen ask="Leeren?" confirmLabel="Leeren" onConfirm={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});
