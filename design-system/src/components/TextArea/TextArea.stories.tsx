import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Notes for the hotel', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Notes for the hotel' });
    await userEvent.click(area);
    await userEvent.keyboard('Late arrival{Enter}around 23:00');
    await expect(args.onChange).toHaveBeenLastCalledWith('Late arrival\naround 23:00');
  },
};
export const Empty: Story = { args: { placeholder: 'Anything we should know?' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Vegetarian lunch for 4.' } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please keep it under 500 characters.', defaultValue: 'Too long' },
};
export const LongGermanText: Story = {
  args: {
    label: 'Anmerkungen und besondere Wünsche zur Veranstaltung',
    description: 'Zum Beispiel Allergien, Barrierefreiheit oder die gewünschte Bestuhlung des Tagungsraums.',
  },
};
