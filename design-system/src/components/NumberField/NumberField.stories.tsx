import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Guests', minValue: 1, maxValue: 12, defaultValue: 2, onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GuestCount: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const decrease = canvas.getByRole('button', { name: /Decrease|Verringern/ });
    await userEvent.click(decrease);
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    // Spec: guest count never below its minimum.
    await expect(decrease).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Increase|Erhöhen/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};
export const AtMinimum: Story = { args: { defaultValue: 1, description: 'At least one guest.' } };
export const Amount: Story = {
  args: {
    label: 'Unit price',
    size: 'amount',
    minValue: 0,
    maxValue: 1_000_000,
    defaultValue: 1500,
    formatOptions: { style: 'currency', currency: 'EUR' },
    description: 'The rate’s price.',
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'The meeting room fits at most 12 people.', defaultValue: 12 },
};
export const LongGermanText: Story = {
  args: {
    label: 'Anzahl der Personen pro Zimmer',
    description: 'Kinder unter sechs Jahren übernachten kostenlos im Zimmer der Eltern.',
  },
};
