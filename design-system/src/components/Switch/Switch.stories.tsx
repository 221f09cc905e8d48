import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { children: 'Vertical layout', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The configurator's horizontal/vertical layout toggle. */
export const LayoutToggle: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const toggle = within(canvasElement).getByRole('switch', { name: 'Vertical layout' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};
export const On: Story = { args: { defaultSelected: true } };
export const Disabled: Story = { args: { isDisabled: true } };
export const LongGermanText: Story = {
  args: { children: 'Vertikale Darstellung der Buchungsschritte verwenden' },
};
