import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'I accept the terms and conditions', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const box = within(canvasElement).getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};
export const Checked: Story = { args: { defaultSelected: true } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please accept the terms to send your booking.' },
};
export const LongGermanText: Story = {
  args: {
    children:
      'Ich habe die Allgemeinen Geschäftsbedingungen und die Datenschutzerklärung gelesen und akzeptiere sie.',
    description: 'Ohne Zustimmung können wir Ihre Buchungsanfrage leider nicht bearbeiten.',
  },
};
export const InvalidCityloft: Story = { ...Invalid, globals: { theme: 'cityloft' } };
