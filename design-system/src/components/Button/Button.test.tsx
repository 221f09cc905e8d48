import { render, screen } from '@testing-library/react';
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
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(onPress).toHaveBeenCalledTimes(2);
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
});
