import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden for the first 500 ms so quick loads do not flash', () => {
    render(<Spinner />);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('never appears when the load finishes before the delay', () => {
    const { unmount } = render(<Spinner />);
    act(() => vi.advanceTimersByTime(300));
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('is announced in German under a German locale', () => {
    render(
      <I18nProvider locale="de-DE">
        <Spinner delay={0} />
      </I18nProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Wird geladen …' })).toBeInTheDocument();
  });

  it('takes a more specific label from the app', () => {
    render(<Spinner delay={0} aria-label="Loading rooms" />);
    expect(screen.getByRole('progressbar', { name: 'Loading rooms' })).toBeInTheDocument();
  });
});
