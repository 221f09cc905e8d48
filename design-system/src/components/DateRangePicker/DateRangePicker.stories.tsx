import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoDays } from '../RangeCalendar/demoDays.ts';
import { DateRangePicker } from './DateRangePicker.tsx';

/** Demo rules a caller would pass: at least two nights, arrival on Friday or Saturday only. */
const twoNightsAtLeast = (date: CalendarDate, anchor: CalendarDate | null) =>
  anchor !== null && date.compare(anchor) < 2;
const notFridayOrSaturday = (date: CalendarDate) => ![5, 6].includes(date.toDate('UTC').getUTCDay());

const meta = {
  title: 'Booking/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: 'Stay',
    defaultFocusedValue: new CalendarDate(2026, 12, 1),
    days: demoDays(),
    currency: 'EUR',
    priceNote: 'Prices in €: the lowest for one room and night',
    onChange: fn(),
    onVisibleMonthChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Calendar/ });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /\b3 December 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /\b7 December 2026/ }));
    await expect(args.onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2026, 12, 3),
      end: new CalendarDate(2026, 12, 7),
    });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { isDateUnavailable: twoNightsAtLeast, visibleMonths: 2 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    label: 'Anreise- und Abreisedatum Ihres Aufenthalts',
    description:
      'Die Anreise ist nur freitags und samstags möglich, der Mindestaufenthalt beträgt zwei Nächte.',
    isDateUnavailable: twoNightsAtLeast,
    isStartUnavailable: notFridayOrSaturday,
    defaultValue: { start: new CalendarDate(2026, 12, 4), end: new CalendarDate(2026, 12, 7) },
  },
};

export const SingleDate: Story = {
  args: { label: 'Event day', singleDate: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /\b9 December 2026/ }));
    await expect(args.onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2026, 12, 9),
      end: new CalendarDate(2026, 12, 9),
    });
  },
};

export const Invalid: Story = { args: { errorMessage: 'Please choose your dates.', isRequired: true } };

export const Disabled: Story = {
  args: {
    isDisabled: true,
    defaultValue: { start: new CalendarDate(2026, 12, 4), end: new CalendarDate(2026, 12, 7) },
  },
};

export const Loading: Story = {
  args: { isLoading: true, days: {} },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    await expect(await screen.findByText('Loading availability…')).toBeVisible();
  },
};

export const Empty: Story = { args: { days: {} } };
