import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Popover } from './Popover.tsx';

function PriceDetails() {
  return (
    <>
      <DialogTrigger>
        <Button>Price details</Button>
        <Popover showArrow>
          <Dialog title="Price details">
            <Button>More</Button>
          </Dialog>
        </Popover>
      </DialogTrigger>
      <Button>Elsewhere</Button>
    </>
  );
}

describe('Popover', () => {
  it('opens with Enter, takes focus, and Escape gives focus back to the trigger @wcag-2.1.2', async () => {
    render(<PriceDetails />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Price details' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Price details' })).toHaveFocus());
  });

  it('closes on a click outside', async () => {
    render(<PriceDetails />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Price details' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
