import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is pressed with the keyboard as well as the mouse', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Send request</Button>);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send request' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('shows its focus only when reached by keyboard @wcag-2.4.7', async () => {
    render(<Button>Send request</Button>);
    const button = screen.getByRole('button', { name: 'Send request' });
    await userEvent.click(button);
    expect(button).not.toHaveAttribute('data-focus-visible');
    const focusedByPointer = button.className;
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(button).toHaveAttribute('data-focus-visible', 'true');
    expect(button.className).not.toBe(focusedByPointer);
  });

  it('does nothing when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Send request
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(onPress).not.toHaveBeenCalled();
  });

  it('ignores presses while pending and shows a spinner after 500 ms', async () => {
    vi.useFakeTimers();
    try {
      const onPress = vi.fn();
      render(
        <Button onPress={onPress} isPending>
          Send request
        </Button>,
      );
      const button = screen.getByRole('button', { name: /Send request/ });
      act(() => button.click());
      expect(onPress).not.toHaveBeenCalled();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(500));
      expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
