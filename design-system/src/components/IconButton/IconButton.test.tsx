import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('is announced by its label, not by its icon @wcag-1.1.1 @wcag-4.1.2', () => {
    render(<IconButton icon="menu" aria-label="Open menu" />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is reached by Tab, shows its focus and presses with Enter and Space', async () => {
    const onPress = vi.fn();
    render(<IconButton icon="plus" aria-label="Add guest" onPress={onPress} />);
    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Add guest' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('cannot be written without a label: the type check (npm run typecheck) rejects it', () => {
    // @ts-expect-error 'aria-label' is required; if it ever becomes optional this line stops compiling.
    const unlabelled = <IconButton icon="menu" />;
    expect(unlabelled.props).not.toHaveProperty('aria-label');
  });

  it('ignores presses when disabled', async () => {
    const onPress = vi.fn();
    render(<IconButton icon="minus" aria-label="Remove guest" onPress={onPress} isDisabled />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove guest' }));
    expect(onPress).not.toHaveBeenCalled();
  });
});
