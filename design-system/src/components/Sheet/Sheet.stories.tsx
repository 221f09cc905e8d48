import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Sheet } from './Sheet.tsx';

const meta = {
  title: 'Overlays/Sheet',
  component: Sheet,
  args: {
    ask: 'Clear the cart?',
    message: 'All rooms and services you picked will be removed.',
    confirmLabel: 'Clear',
    onConfirm: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Clear cart</Button>
      <Sheet {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ClearCart: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear cart' }));
    const sheet = await screen.findByRole('alertdialog', { name: 'Clear the cart?' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Clear' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
export const Cancelled: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Clear cart' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(sheet).getByRole('button', { name: /Cancel|Abbrechen/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const LongGermanText: Story = {
  args: {
    defaultOpen: true,
    ask: 'Möchten Sie den Warenkorb wirklich vollständig leeren?',
    message: 'Alle ausgewählten Zimmer, Tagungsräume und Zusatzleistungen werden entfernt.',
    confirmLabel: 'Warenkorb leeren',
  },
};
export const OpenCityloft: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'cityloft', locale: 'de' },
};
