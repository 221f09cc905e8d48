import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoDays } from './demoDays.ts';
import { RangeCalendar, visibleMonthCounts } from './RangeCalendar.tsx';

const december = new CalendarDate(2026, 12, 1);

const meta = {
  title: 'Booking/RangeCalendar',
  component: RangeCalendar,
  args: {
    'aria-label': 'Stay',
    defaultFocusedValue: december,
    days: demoDays(),
    currency: 'EUR',
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
  args: { 'aria-label': 'Aufenthalt', minNights: 2, allowedStartWeekdays: ['friday', 'saturday'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 1 December 2026 is a Tuesday: no arrival.
    await userEvent.click(canvas.getByRole('button', { name: /, 1\. Dezember 2026/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Anreise nur am Freitag oder Samstag möglich.',
    );
  },
};

export const TwoMonths: Story = { args: { visibleMonths: 2 } };

export const MinimumNights: Story = {
  args: { minNights: 3, maxNights: 14 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /14 December 2026/ }));
    await userEvent.click(canvas.getByRole('button', { name: /15 December 2026/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Please choose at least 3 nights.');
    await expect(args.onChange).not.toHaveBeenCalled();
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
  args: { maxNights: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /\b14 December 2026/ }));
    await expect(canvas.getByRole('button', { name: /\b19 December 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
