import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Event title', description: 'Shown on the invoice.', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: 'Event title' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Summer party');
    await expect(args.onChange).toHaveBeenLastCalledWith('Summer party');
  },
};
export const Empty: Story = { args: { placeholder: 'e.g. Summer party', description: '' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Board meeting' } };
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'This field is required.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Event title/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/This field is required\./);
  },
};
export const LongGermanText: Story = {
  args: {
    label: 'Veranstaltungsbezeichnung für die Rechnungsstellung',
    description: 'Dieser Titel erscheint auf der Rechnung und in der Buchungsbestätigung.',
    isInvalid: true,
    errorMessage: 'Bitte geben Sie eine Veranstaltungsbezeichnung mit höchstens 80 Zeichen ein.',
  },
};
export const InvalidCityloft: Story = { ...Invalid, globals: { theme: 'cityloft', locale: 'de' } };
export const InvalidLindenhof: Story = { ...Invalid, globals: { theme: 'lindenhof' } };
