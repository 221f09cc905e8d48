import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoDays } from './demoDays.ts';
import { RangeCalendar, visibleMonthCounts } from './RangeCalendar.tsx';

const december = new CalendarDate(2026, 12, 1);

/** Demo rules a caller would pass (the calendar knows none): a minimum or maximum stay, arrival days. */
const atLeastNights = (nights: number) => (date: CalendarDate, anchor: CalendarDate | null) =>
  anchor !== null && date.compare(anchor) < nights;
const atMostNights = (nights: number) => (date: CalendarDate, anchor: CalendarDate | null) =>
  anchor !== null && (date.compare(anchor) < 0 || date.compare(anchor) > nights);
const notFridayOrSaturday = (date: CalendarDate) => ![5, 6].includes(date.toDate('UTC').getUTCDay());

const meta = {
  title: 'Booking/RangeCalendar',
  component: RangeCalendar,
  args: {
    'aria-label': 'Stay',
    defaultFocusedValue: december,
    days: demoDays(),
    currency: 'EUR',
    priceNote: 'Prices in €: the lowest for one room and night',
    onChange: fn(),
    onVisibleMonthChange: fn(),
  },
  argTypes: { visibleMonths: { control: 'inline-radio', options: visibleMonthCounts } },
} satisfies Meta<typeof RangeCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /\b3 December 2026/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Now choose the last day.');
    await userEvent.click(canvas.getByRole('button', { name: /\b7 December 2026/ }));
    await expect(args.onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2026, 12, 3),
      end: new CalendarDate(2026, 12, 7),
    });
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    'aria-label': 'Aufenthalt',
    isDateUnavailable: atLeastNights(2),
    isStartUnavailable: notFridayOrSaturday,
    description: 'Mindestaufenthalt: 2 Nächte. Anreise nur freitags und samstags.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 1 December 2026 is a Tuesday: no arrival.
    await userEvent.click(canvas.getByRole('button', { name: /, 1\. Dezember 2026/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('An diesem Tag ist keine Anreise möglich.');
  },
};

export const TwoMonths: Story = { args: { visibleMonths: 2 } };

export const MinimumNights: Story = {
  args: { isDateUnavailable: atLeastNights(3), description: 'Minimum stay: 3 nights.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /14 December 2026/ }));
    await expect(canvas.getByRole('button', { name: /15 December 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByText('Minimum stay: 3 nights.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /17 December 2026/ }));
    await expect(args.onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2026, 12, 14),
      end: new CalendarDate(2026, 12, 17),
    });
  },
};

export const SingleDate: Story = {
  args: { singleDate: true, 'aria-label': 'Event day' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /\b9 December 2026/ }));
    await expect(args.onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2026, 12, 9),
      end: new CalendarDate(2026, 12, 9),
    });
  },
};

export const Selected: Story = {
  args: { defaultValue: { start: new CalendarDate(2026, 12, 12), end: new CalendarDate(2026, 12, 16) } },
};

/** A stay over days without arrival: inside the selection they read as chosen days, not muted ones. */
export const SelectedOverNoArrivalDays: Story = {
  args: {
    isStartUnavailable: notFridayOrSaturday,
    defaultValue: { start: new CalendarDate(2026, 12, 12), end: new CalendarDate(2026, 12, 16) },
  },
};

/** A stay that runs into a blocked day (loaded after it was picked) shows as invalid. */
export const Invalid: Story = {
  args: { value: { start: new CalendarDate(2026, 12, 8), end: new CalendarDate(2026, 12, 10) } },
};

export const Loading: Story = { args: { isLoading: true, days: {} } };

/** No availability data: every day looks free and no legend is shown. */
export const Empty: Story = { args: { days: undefined } };

export const Disabled: Story = { args: { isDisabled: true } };

/** Half-way through a pick with at most 3 nights: days out of reach are muted and cannot be chosen. */
export const PickingWithMaximum: Story = {
  args: { isDateUnavailable: atMostNights(3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /\b14 December 2026/ }));
    await expect(canvas.getByRole('button', { name: /\b19 December 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
