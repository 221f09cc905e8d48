import { CalendarDate } from '@internationalized/date';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { RangeCalendar, type RangeCalendarProps } from './RangeCalendar.tsx';

const december = new CalendarDate(2026, 12, 1);

function renderCalendar(props: Partial<RangeCalendarProps> = {}, locale = 'en-US') {
  const onChange = vi.fn();
  render(
    <I18nProvider locale={locale}>
      <RangeCalendar aria-label="Stay" defaultFocusedValue={december} onChange={onChange} {...props} />
    </I18nProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

const day = (name: RegExp) => screen.getByRole('button', { name });

// Many user-event steps through react-aria in jsdom: slow when the whole suite runs in parallel.
describe('RangeCalendar', { timeout: 20_000 }, () => {
  it('starts the week on Monday in German and on Sunday in US English', () => {
    renderCalendar({}, 'de-DE');
    const germanHeaders = within(screen.getByRole('grid')).getAllByRole('columnheader', { hidden: true });
    expect(germanHeaders[0]).toHaveTextContent(/^Mo/);
    expect(screen.getByRole('heading')).toHaveTextContent('Dezember 2026');
  });

  it('starts the week on Sunday in US English', () => {
    renderCalendar();
    expect(
      within(screen.getByRole('grid')).getAllByRole('columnheader', { hidden: true })[0],
    ).toHaveTextContent(/^Sun/);
  });

  it('picks arrival then departure with the keyboard and reports the stay', async () => {
    const { onChange, user } = renderCalendar();
    await user.tab(); // previous month
    await user.tab(); // next month
    await user.tab(); // the focused day in the grid
    expect(day(/December 1, 2026/)).toHaveFocus();
    // Keyboard focus shows the focus ring (react-aria marks it; the recipe draws it).
    expect(day(/December 1, 2026/)).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Now choose the last day.');
    // The focus stays on the picked day, as with the mouse.
    expect(day(/December 1, 2026/)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2026, 12, 1),
      end: new CalendarDate(2026, 12, 4),
    });
  });

  it('Escape cancels a started range and goes no further; without one, Escape goes on', async () => {
    const { onChange, user } = renderCalendar();
    const reached = vi.fn();
    document.addEventListener('keydown', (event) => event.key === 'Escape' && reached());
    await user.tab();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Now choose the last day.');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent('');
    // A dialog or a host page around the calendar does not close on it.
    expect(reached).not.toHaveBeenCalled();
    // The next Enter starts a new range: Enter, Enter on December 3 picks that day alone. Between the two the focus
    // is back on the picked day, as a user sees it before the second key.
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Now choose the last day.');
    await waitFor(() => expect(day(/December 3, 2026/)).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2026, 12, 3),
      end: new CalendarDate(2026, 12, 3),
    });
    await user.keyboard('{Escape}');
    expect(reached).toHaveBeenCalledTimes(1);
  });

  it('Enter twice on one day picks that one day, as two clicks on it do', async () => {
    const { onChange, user } = renderCalendar();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(day(/December 1, 2026/)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(day(/December 3, 2026/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 12, 3),
      end: new CalendarDate(2026, 12, 3),
    });
  });

  it('says when the dates it holds cannot be booked, and its invalid days point to that', () => {
    // A stay chosen before, now partly before the first bookable day (a stored cart's, a day later).
    renderCalendar({
      value: { start: new CalendarDate(2026, 12, 9), end: new CalendarDate(2026, 12, 11) },
      minValue: new CalendarDate(2026, 12, 10),
    });
    const note = screen.getByText('These dates cannot be booked.');
    expect(note).toBeVisible();
    const invalid = [...document.querySelectorAll('[role="button"][aria-invalid="true"]')];
    expect(invalid.length).toBeGreaterThan(0);
    for (const cell of invalid) expect(cell.getAttribute('aria-describedby')?.split(' ')).toContain(note.id);
  });

  it('shows no error while its dates are fine', () => {
    renderCalendar({ value: { start: new CalendarDate(2026, 12, 9), end: new CalendarDate(2026, 12, 11) } });
    expect(screen.queryByText('These dates cannot be booked.')).toBeNull();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('describes a blocked day as unavailable and does not let it be picked', async () => {
    const { onChange, user } = renderCalendar({ days: { '2026-12-10': { availability: 'blocked' } } });
    const blocked = day(/December 10, 2026/);
    expect(blocked).toHaveAccessibleDescription('unavailable');
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    await user.click(blocked);
    await user.click(day(/December 12, 2026/));
    await user.click(day(/December 13, 2026/));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2026, 12, 12),
      end: new CalendarDate(2026, 12, 13),
    });
  });

  it('does not let a stay run across a blocked day', async () => {
    const { onChange, user } = renderCalendar({ days: { '2026-12-10': { availability: 'blocked' } } });
    await user.click(day(/December 8, 2026/));
    await user.click(day(/December 12, 2026/));
    expect(onChange).not.toHaveBeenCalledWith(
      expect.objectContaining({ end: new CalendarDate(2026, 12, 12) }),
    );
  });

  it('marks short availability and shows the price in the locale and currency given', () => {
    renderCalendar(
      {
        days: { '2026-12-05': { availability: 'short', price: 12000 }, '2026-12-06': { price: 9950 } },
        currency: 'EUR',
      },
      'de-DE',
    );
    // Intl puts a no-break space before the euro sign; \s matches it.
    expect(
      screen.getByRole('button', { name: /, 5\. Dezember 2026, ab 120\s€$/ }),
    ).toHaveAccessibleDescription('nur noch wenige frei');
    // A price with cents is shown in whole euros, rounded up, and as the amount only (the legend names the
    // currency): a day has no room for cents or the sign on a phone.
    const sixth = screen.getByRole('button', { name: /, 6\. Dezember 2026, ab 100\s€$/ });
    expect(sixth.closest('td')).toHaveTextContent(/^6$/);
    expect(sixth.querySelector('[data-price]')).toHaveAttribute('data-price', '100');
  });

  it('keeps the price in the name of a day the guest picks', async () => {
    const { user } = renderCalendar({ days: { '2026-12-05': { price: 12000 } }, currency: 'EUR' });
    await user.click(day(/December 5, 2026, from €120$/));
    expect(day(/December 5, 2026/)).toHaveAccessibleName(/, from €120$/);
    expect(
      day(/December 5, 2026/)
        .getAttribute('aria-label')
        ?.match(/from €120/g),
    ).toHaveLength(1);
  });

  it('says in its legend what the prices are, only when it shows prices', () => {
    renderCalendar({ days: {}, currency: 'EUR', priceNote: 'Prices: the lowest for one room and night' });
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent(
      /Prices: the lowest for one room and night$/,
    );
    cleanup();
    renderCalendar({ days: {}, priceNote: 'Prices: the lowest for one room and night' });
    expect(screen.getByRole('list', { name: 'Legend' })).not.toHaveTextContent(/Prices/);
  });

  it('shows no price on a day no stay may begin on', () => {
    renderCalendar({
      days: { '2026-12-06': { price: 9900 }, '2026-12-07': { price: 9900 } },
      currency: 'EUR',
      isStartUnavailable: (date) => date.day === 6,
      isDateUnavailable: (date, anchor) => anchor === null && date.day === 7,
    });
    expect(day(/December 6, 2026/)).toHaveAccessibleName(/December 6, 2026$/);
    expect(day(/December 7, 2026/)).toHaveAccessibleName(/December 7, 2026$/);
  });

  it('names a day by its date alone when no prices are shown, and a blocked day has no price', () => {
    renderCalendar(
      { days: { '2026-12-05': { price: 12000 }, '2026-12-10': { availability: 'blocked', price: 9900 } } },
      'en-US',
    );
    expect(screen.getByRole('button', { name: /December 5, 2026$/ })).toBeInTheDocument();
    cleanup();
    renderCalendar(
      { days: { '2026-12-10': { availability: 'blocked', price: 9900 } }, currency: 'EUR' },
      'en-US',
    );
    expect(screen.getByRole('button', { name: /December 10, 2026$/ })).toHaveAccessibleDescription(
      'unavailable',
    );
  });

  it('makes the days the caller refuses for the picked start unavailable, and shows why', async () => {
    // The caller's rule, e.g. at least two nights: a day less than two days after the start cannot end it.
    const isDateUnavailable = (date: CalendarDate, anchor: CalendarDate | null) =>
      anchor !== null && date.compare(anchor) < 2;
    const { onChange, user } = renderCalendar({ isDateUnavailable, description: 'At least two nights.' });
    expect(screen.getByText('At least two nights.')).toBeVisible();
    expect(screen.getByRole('application')).toHaveAccessibleDescription('At least two nights.');
    await user.click(day(/December 15, 2026/));
    expect(day(/December 16, 2026/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/December 14, 2026/)).toHaveAttribute('aria-disabled', 'true');
    await user.click(day(/December 16, 2026/));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(day(/December 17, 2026/));
    expect(onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2026, 12, 15),
      end: new CalendarDate(2026, 12, 17),
    });
  });

  it('keeps the first day picked when the press that picked it is interrupted before the button is let go', async () => {
    // The same min-stay rule as above, on a calendar that holds a stay: the page moved under a still mouse, or the
    // guest's hand did, between press and release. One press picks the arrival; it does not also end the stay there.
    const value = { start: new CalendarDate(2026, 12, 1), end: new CalendarDate(2026, 12, 4) };
    const isDateUnavailable = (date: CalendarDate, anchor: CalendarDate | null) =>
      anchor !== null && date.compare(anchor) < 2;
    const { onChange, user } = renderCalendar({ value, isDateUnavailable });
    await user.pointer({ keys: '[MouseLeft>]', target: day(/December 15, 2026/) });
    await user.pointer({ target: screen.getByRole('heading') });
    await user.pointer({ target: day(/December 15, 2026/) });
    await user.pointer({ keys: '[/MouseLeft]', target: day(/December 15, 2026/) });
    expect(screen.getByRole('status')).toHaveTextContent('Now choose the last day.');
    // The next click ends the stay as usual.
    await user.click(day(/December 18, 2026/));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      start: new CalendarDate(2026, 12, 15),
      end: new CalendarDate(2026, 12, 18),
    });
  });

  it('picks one day when the press on it is interrupted after the range was started by an earlier click', async () => {
    const { onChange, user } = renderCalendar();
    await user.click(day(/December 15, 2026/));
    await user.pointer({ keys: '[MouseLeft>]', target: day(/December 15, 2026/) });
    await user.pointer({ target: screen.getByRole('heading') });
    await user.pointer({ target: day(/December 15, 2026/) });
    await user.pointer({ keys: '[/MouseLeft]', target: day(/December 15, 2026/) });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      start: new CalendarDate(2026, 12, 15),
      end: new CalendarDate(2026, 12, 15),
    });
  });

  it('refuses a second click on the first day when the caller refuses a one-day range, says so and keeps the stay', async () => {
    const value = { start: new CalendarDate(2026, 12, 1), end: new CalendarDate(2026, 12, 4) };
    const isDateUnavailable = (date: CalendarDate, anchor: CalendarDate | null) =>
      anchor !== null && date.compare(anchor) < 2;
    const { onChange, user } = renderCalendar({ value, isDateUnavailable });
    await user.click(day(/December 15, 2026/));
    await user.click(day(/December 15, 2026/));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('These dates cannot be booked.');
    expect(day(/December 2, 2026/).closest('td')).toHaveAttribute('aria-selected', 'true');
  });

  it('lets a stay run across days the caller allows while the end is picked', async () => {
    // The caller decides the whole range: here a stay may leave on the blocked 10th.
    const { onChange, user } = renderCalendar({
      days: { '2026-12-10': { availability: 'blocked' } },
      isDateUnavailable: () => false,
    });
    expect(day(/December 10, 2026/)).toHaveAttribute('aria-disabled', 'true');
    await user.click(day(/December 8, 2026/));
    await user.click(day(/December 10, 2026/));
    expect(onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2026, 12, 8),
      end: new CalendarDate(2026, 12, 10),
    });
  });

  it('drops a first pick on a day the caller says may not begin a stay, and says so', async () => {
    // The caller's rule, e.g. arrival on weekends only.
    const isStartUnavailable = (date: CalendarDate) => ![0, 6].includes(date.toDate('UTC').getUTCDay());
    const { onChange, user } = renderCalendar({ isStartUnavailable });
    // 1 December 2026 is a Tuesday.
    expect(day(/Tuesday, December 1, 2026/)).toHaveAccessibleDescription('no arrival on this day');
    await user.click(day(/December 1, 2026/));
    expect(screen.getByRole('status')).toHaveTextContent('No arrival on this day.');
    await user.click(day(/December 5, 2026/));
    // A day that may not begin a stay can still end one.
    await user.click(day(/December 8, 2026/));
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2026, 12, 5),
      end: new CalendarDate(2026, 12, 8),
    });
  });

  it('picks a single day as start and end in single-date mode', async () => {
    const { onChange, user } = renderCalendar({ singleDate: true });
    await user.click(day(/December 9, 2026/));
    expect(onChange).toHaveBeenCalledWith({
      start: new CalendarDate(2026, 12, 9),
      end: new CalendarDate(2026, 12, 9),
    });
  });

  it('asks for each month it shows, on opening and when paging', async () => {
    const onVisibleMonthChange = vi.fn();
    const { user } = renderCalendar({ onVisibleMonthChange });
    expect(onVisibleMonthChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 12, 1));
    // React-aria also renders a hidden "Next" for screen readers after the grid; the visible one comes first.
    await user.click(screen.getAllByRole('button', { name: 'Next' })[0] as HTMLElement);
    expect(onVisibleMonthChange).toHaveBeenLastCalledWith(new CalendarDate(2027, 1, 1));
    expect(screen.getByRole('heading')).toHaveTextContent('January 2027');
  });

  it('says that availability is loading', () => {
    renderCalendar({ isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading availability…');
  });
});
