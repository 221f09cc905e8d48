import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from './Select.tsx';

const salutations = [
  { id: 'mr', name: 'Mr' },
  { id: 'ms', name: 'Ms' },
  { id: 'mx', name: 'Mx' },
  { id: 'dr', name: 'Dr' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Salutation',
    placeholder: 'Choose…',
    items: salutations,
    children: (item: object) => (
      <SelectItem id={(item as { id: string }).id}>{(item as { name: string }).name}</SelectItem>
    ),
    onSelectionChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Salutation/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('ms');
    await expect(canvas.getByRole('button', { name: /Salutation/ })).toHaveFocus();
  },
};
export const Selected: Story = { args: { defaultSelectedKey: 'dr' } };
export const Empty: Story = { args: { items: [], description: 'No salutations are configured.' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please choose a salutation.' },
};
export const LongGermanText: Story = {
  args: {
    label: 'Bevorzugte Anrede in der Korrespondenz',
    placeholder: 'Bitte wählen Sie eine Anrede aus …',
    description: 'Diese Anrede verwenden wir in der Buchungsbestätigung.',
  },
};
/** The list as it opens (for review and the screenshot). */
export const Open: Story = {
  args: { defaultSelectedKey: 'ms' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Salutation/ }));
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
    await expect(screen.getByRole('option', { name: 'Ms' })).toHaveAttribute('aria-selected', 'true');
  },
};
