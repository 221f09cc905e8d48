import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Modal } from './Modal.tsx';

function RoomDetails({ size }: { size?: 'normal' | 'large' }) {
  return (
    <DialogTrigger>
      <Button>Room details</Button>
      <Modal isDismissable {...(size ? { size } : {})}>
        <Dialog title="Double room" showClose>
          <Button>Choose</Button>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

describe('Modal', () => {
  it('opens from the keyboard, moves focus inside, and Escape returns focus to the trigger @wcag-2.1.2 @wcag-2.4.3', async () => {
    render(<RoomDetails />);
    const user = userEvent.setup();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Room details' });
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Double room' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('keeps Tab inside the dialog while open', async () => {
    render(<RoomDetails size="large" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Room details' }));
    const dialog = screen.getByRole('dialog', { name: 'Double room' });
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with its close button and returns focus', async () => {
    render(<RoomDetails />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Room details' })).toHaveFocus());
  });
});
