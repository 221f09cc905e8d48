import { CalendarDate } from '@internationalized/date';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker.tsx';

const december = new CalendarDate(2026, 12, 1);
/** The caller's rule in these tests: a stay of at least two nights. */
const twoNightsAtLeast = (date: CalendarDate, anchor: CalendarDate | null) =>
  anchor !== null && date.compare(anchor) < 2;

function renderPicker(props: Partial<DateRangePickerProps> = {}, locale = 'en-US') {
  const onChange = vi.fn();
  render(
    <I18nProvider locale={locale}>
      <DateRangePicker label="Stay" defaultFocusedValue={december} onChange={onChange} {...props} />
    </I18nProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

/** Focus and closing follow on a later frame; on a loaded CI machine a frame can take over a second. */
const settled = { timeout: 5_000 };

// Many user-event steps through react-aria in jsdom: slow when the whole suite runs in parallel.
describe('DateRangePicker', { timeout: 20_000 }, () => {
  it('opens the calendar from its button, takes arrival and departure, closes and gives focus back', async () => {
    const { onChange, user } = renderPicker();
    const trigger = screen.getByRole('button', { name: /Calendar/ });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toBeVisible();
    // The calendar takes focus on the day it opens on (after its effects ran: late on a busy machine).
    await waitFor(
      () => expect(screen.getByRole('button', { name: /December 1, 2026/ })).toHaveFocus(),
      settled,
    );
    // The focus stays on the picked day (as with the mouse): three steps on to the 5th. Each key waits for the focus
    // to arrive where the one before sent it, as a user looks before pressing the next (a busy machine renders late).
    const focusOn = (day: number) =>
      waitFor(
        () => expect(screen.getByRole('button', { name: new RegExp(`December ${day}, 2026`) })).toHaveFocus(),
        settled,
      );
    await user.keyboard('{ArrowRight}');
    await focusOn(2);
    await user.keyboard('{Enter}');
    for (const day of [3, 4, 5]) {
      await user.keyboard('{ArrowRight}');
      await focusOn(day);
    }
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2026, 12, 2),
      end: new CalendarDate(2026, 12, 5),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), settled);
    // React-aria restores focus on the next frame.
    await waitFor(() => expect(trigger).toHaveFocus(), settled);
    expect(screen.getAllByRole('spinbutton', { name: /month/i })[0]).toHaveTextContent('12');
  });

  it('closes with Escape and returns focus to the calendar button', async () => {
    const { onChange, user } = renderPicker();
    const trigger = screen.getByRole('button', { name: /Calendar/ });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), settled);
    // React-aria restores focus on the next frame.
    await waitFor(() => expect(trigger).toHaveFocus(), settled);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the calendar open and says so when a pick is refused', async () => {
    const { onChange, user } = renderPicker({ isDateUnavailable: twoNightsAtLeast });
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    await user.click(await screen.findByRole('button', { name: /December 8, 2026/ }));
    expect(screen.getByRole('button', { name: /December 9, 2026/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: /December 8, 2026/ }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('These dates cannot be booked.');
  });

  it('shows an error for typed dates the caller refuses and does not report them', async () => {
    const { onChange, user } = renderPicker({ isDateUnavailable: twoNightsAtLeast });
    await user.tab();
    await user.keyboard('12012026'); // start: 12/01/2026
    await user.keyboard('12022026'); // end: 12/02/2026
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('These dates cannot be booked.')).toBeVisible();
  });

  it('reports typed dates the caller allows', async () => {
    const { onChange, user } = renderPicker({ isDateUnavailable: twoNightsAtLeast });
    await user.tab();
    await user.keyboard('12012026');
    await user.keyboard('12042026'); // three nights
    expect(onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2026, 12, 1),
      end: new CalendarDate(2026, 12, 4),
    });
  });

  it('picks one day as start and end in single-date mode, in German', async () => {
    const { onChange, user } = renderPicker({ singleDate: true, label: 'Veranstaltungstag' }, 'de-DE');
    await user.click(screen.getByRole('button', { name: /Kalender/ }));
    await user.click(await screen.findByRole('button', { name: /, 9\. Dezember 2026/ }));
    expect(onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2026, 12, 9),
      end: new CalendarDate(2026, 12, 9),
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an error message it is given', () => {
    renderPicker({ errorMessage: 'A start date is required.' });
    expect(screen.getByText('A start date is required.')).toBeVisible();
  });
});
