import { Time } from '@internationalized/date';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { office, wholeDay } from './dayGrid.ts';
import { TimeRangePicker, type TimeRangePickerProps } from './TimeRangePicker.tsx';

function renderPicker(props: Partial<TimeRangePickerProps> = {}, locale = 'en-GB') {
  const onChange = vi.fn();
  render(
    <I18nProvider locale={locale}>
      <TimeRangePicker label="Meeting time" onChange={onChange} {...wholeDay} {...props} />
    </I18nProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

// Many user-event steps through react-aria in jsdom: slow when the whole suite runs in parallel.
describe('TimeRangePicker', { timeout: 20_000 }, () => {
  it('is reached by Tab and picks start then end with arrows and Enter', async () => {
    const { onChange, user } = renderPicker(office);
    await user.tab();
    const startButton = screen.getByRole('button', { name: /From/ });
    expect(startButton).toHaveFocus();
    expect(startButton).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{ArrowDown}');
    const starts = await screen.findByRole('listbox');
    expect(within(starts).getAllByRole('option')[0]).toHaveTextContent('08:00');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(startButton).toHaveFocus());
    expect(startButton).toHaveTextContent('09:00');

    await user.tab();
    const endButton = screen.getByRole('button', { name: /To/ });
    expect(endButton).toHaveFocus();
    await user.keyboard('{Enter}');
    const ends = await screen.findByRole('listbox');
    // 09:00 to 09:30 would be shorter than an hour: not choosable.
    expect(within(ends).getByRole('option', { name: '09:30' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ start: new Time(9), end: new Time(10) });
  });

  it('closes the list with Escape and gives focus back to its field', async () => {
    const { onChange, user } = renderPicker(office);
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /From/ })).toHaveFocus());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves the end to the latest end when a later start leaves too little time, and says so', async () => {
    const { onChange, user } = renderPicker({
      ...office,
      defaultValue: { start: new Time(9), end: new Time(11) },
    });
    await user.click(screen.getByRole('button', { name: /From/ }));
    await user.click(await screen.findByRole('option', { name: '10:30' }));
    expect(onChange).toHaveBeenLastCalledWith({ start: new Time(10, 30), end: new Time(18) });
    expect(screen.getByRole('button', { name: /To/ })).toHaveTextContent('18:00');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The end moved to 18:00 to keep the minimum duration.',
    );
  });

  it('keeps the end when the new start still leaves the minimum duration', async () => {
    const { onChange, user } = renderPicker({
      ...office,
      defaultValue: { start: new Time(9), end: new Time(12) },
    });
    await user.click(screen.getByRole('button', { name: /From/ }));
    await user.click(await screen.findByRole('option', { name: '10:00' }));
    expect(onChange).toHaveBeenLastCalledWith({ start: new Time(10), end: new Time(12) });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers the default day on a 15-minute grid up to 23:59, in German', async () => {
    const { user } = renderPicker({}, 'de-DE');
    expect(screen.getByRole('group', { name: 'Meeting time' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Bis/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options[0]).toHaveTextContent('00:15');
    expect(options[1]).toHaveTextContent('00:30');
    expect(options.at(-1)).toHaveTextContent('23:59');
  });

  it('cannot be changed when disabled', () => {
    renderPicker({ isDisabled: true });
    expect(screen.getByRole('button', { name: /From/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /To/ })).toBeDisabled();
  });
});
