import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Payment',
    onChange: fn(),
    children: [
      <Radio key="invoice" value="invoice">
        Invoice
      </Radio>,
      <Radio key="card" value="card">
        Credit card
      </Radio>,
      <Radio key="hotel" value="hotel">
        Pay at the hotel
      </Radio>,
    ],
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Invoice' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('card');
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'card' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'invoice' } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please choose how you want to pay.' },
};
export const LongGermanText: Story = {
  args: {
    label: 'Gewünschte Zahlungsart für die Anzahlung',
    description: 'Die Restzahlung erfolgt bei der Abreise.',
    children: [
      <Radio key="invoice" value="invoice">
        Rechnung an die hinterlegte Firmenadresse
      </Radio>,
      <Radio key="card" value="card">
        Kreditkarte (Visa, Mastercard, American Express)
      </Radio>,
    ],
  },
};
export const InvalidCityloft: Story = { ...Invalid, globals: { theme: 'cityloft' } };
