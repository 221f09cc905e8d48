import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogActions } from '../Dialog/Dialog.tsx';
import { Modal, modalSizes } from './Modal.tsx';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { size: 'normal', isDismissable: true },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Room details</Button>
      <Modal {...args}>
        <Dialog title="Double room, lake view" showClose>
          {({ close }) => (
            <>
              <p style={{ margin: 0 }}>28 m², balcony facing the lake, breakfast included.</p>
              <DialogActions>
                <Button onPress={close}>Choose this room</Button>
              </DialogActions>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Room details' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Double room, lake view' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
export const Normal: Story = { args: { defaultOpen: true } };
export const Large: Story = { args: { size: 'large', defaultOpen: true } };
