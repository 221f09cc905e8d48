import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Dialog, DialogActions } from './Dialog.tsx';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { title: 'Promo code', showClose: true, children: null },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Add promo code</Button>
      <Modal>
        <Dialog {...args}>
          {({ close }) => (
            <>
              <TextField label="Code" autoFocus />
              <DialogActions>
                <Button variant="secondary" onPress={close}>
                  Cancel
                </Button>
                <Button onPress={close}>Apply</Button>
              </DialogActions>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add promo code' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Promo code' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
export const LongGermanText: Story = {
  args: { title: 'Gutscheincode oder Firmenkundennummer hinzufügen' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  },
};
