import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger, I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { Dialog } from './Dialog.tsx';

describe('Dialog', () => {
  it('is named by its title and closed by its own button, handing focus back', async () => {
    render(
      <DialogTrigger>
        <Button>Promo code</Button>
        <Modal>
          <Dialog title="Add a promo code">{({ close }) => <Button onPress={close}>Done</Button>}</Dialog>
        </Modal>
      </DialogTrigger>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('dialog', { name: 'Add a promo code' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Promo code' })).toHaveFocus());
  });

  it('labels its close button in the locale', () => {
    render(
      <I18nProvider locale="de-DE">
        <DialogTrigger defaultOpen>
          <Button>Open</Button>
          <Modal>
            <Dialog title="Zimmer" showClose>
              Text
            </Dialog>
          </Modal>
        </DialogTrigger>
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});
