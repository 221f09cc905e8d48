import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Popover } from './Popover.tsx';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: { showArrow: true, placement: 'bottom', children: null },
  render: (args) => (
    <div style={{ padding: '1rem 0 12rem' }}>
      <DialogTrigger {...(args.defaultOpen ? { defaultOpen: true } : {})}>
        <Button variant="secondary">Price details</Button>
        <Popover {...args}>
          <Dialog title="Price details">
            <p style={{ margin: 0 }}>
              2 nights × €120.00, breakfast included. City tax is paid at the hotel.
            </p>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  ),
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Price details' });
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Price details' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const WithoutArrow: Story = { args: { defaultOpen: true, showArrow: false } };
