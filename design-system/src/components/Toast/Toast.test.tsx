import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue, showToast, ToastRegion } from './index.ts';

afterEach(() => vi.useRealTimers());

describe('Toasts', () => {
  it('closes a plain toast after 3000 ms by default', () => {
    vi.useFakeTimers();
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast(queue, { title: 'Booking saved', tone: 'success' });
    });
    expect(screen.getByText('Booking saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Booking saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Booking saved')).not.toBeInTheDocument();
  });

  it('keeps an error until it is closed, however long that takes @wcag-2.2.1', () => {
    vi.useFakeTimers();
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast(queue, { title: 'The booking could not be confirmed', tone: 'danger' });
    });
    act(() => vi.advanceTimersByTime(24 * 3_600_000));
    expect(screen.getByText('The booking could not be confirmed')).toBeInTheDocument();
  });

  it('keeps a 20 s toast (spec: yank notice) for 20 s', () => {
    vi.useFakeTimers();
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast(queue, { title: 'A room is no longer available', tone: 'warning' }, { timeout: 20_000 });
    });
    act(() => vi.advanceTimersByTime(19_000));
    expect(screen.getByText('A room is no longer available')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_100));
    expect(screen.queryByText('A room is no longer available')).not.toBeInTheDocument();
  });

  it('runs its action (Reload) with the keyboard and closes, and stays until then', async () => {
    const onAction = vi.fn();
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      showToast(queue, { title: 'A new version is available', action: { label: 'Reload', onAction } });
    });
    const toast = screen.getByRole('alertdialog');
    expect(within(toast).getByText('A new version is available')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.tab();
    expect(toast).toHaveFocus();
    await user.tab();
    expect(within(toast).getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByText('A new version is available')).not.toBeInTheDocument());
  });

  it('closes with its close button, labelled in the locale, and reports it', async () => {
    const onClose = vi.fn();
    const queue = createToastQueue();
    render(
      <I18nProvider locale="de-DE">
        <ToastRegion queue={queue} />
      </I18nProvider>,
    );
    act(() => {
      showToast(queue, { title: 'Anmeldung fehlgeschlagen', tone: 'danger' }, { timeout: null, onClose });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByText('Anmeldung fehlgeschlagen')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledOnce();
  });
});
