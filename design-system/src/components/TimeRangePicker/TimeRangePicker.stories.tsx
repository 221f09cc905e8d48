import { Time } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { office, wholeDay } from './dayGrid.ts';
import { TimeRangePicker } from './TimeRangePicker.tsx';

const meta = {
  title: 'Booking/TimeRangePicker',
  component: TimeRangePicker,
  args: { label: 'Meeting time', onChange: fn(), ...wholeDay },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem', minHeight: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimeRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: office,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByRole('button', { name: /From/ });
    await userEvent.click(from);
    await userEvent.click(await screen.findByRole('option', { name: '09:00' }));
    await waitFor(() => expect(from).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: /To/ }));
    await userEvent.click(await screen.findByRole('option', { name: '12:00' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: new Time(9), end: new Time(12) });
  },
};

/** A later start that leaves less than the minimum duration moves the end to the latest end. */
export const EndMoves: Story = {
  args: {
    ...office,
    defaultValue: { start: new Time(9), end: new Time(11) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /From/ }));
    await userEvent.click(await screen.findByRole('option', { name: '10:30' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('The end moved to 18:00');
  },
};

export const FullDay: Story = { args: { defaultValue: { start: new Time(0), end: new Time(23, 59, 59) } } };

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    label: 'Beginn und Ende Ihrer Veranstaltung im Tagungsraum',
    description: 'Mindestdauer eine Stunde, buchbar zwischen 08:00 und 18:00 Uhr in halbstündigen Schritten.',
    ...office,
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Please choose a start and an end time.', isRequired: true },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: new Time(9), end: new Time(17) } },
};

export const Empty: Story = {};
