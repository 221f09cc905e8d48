import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkButton } from './LinkButton.tsx';

describe('LinkButton', () => {
  it('is a link to its target, reached by Tab with a visible focus', async () => {
    render(<LinkButton href="/booking">View booking</LinkButton>);
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'View booking' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '/booking');
    expect(link).toHaveAttribute('data-focus-visible', 'true');
  });

  it('follows with Enter', async () => {
    const onPress = vi.fn();
    render(<LinkButton onPress={onPress}>Back to start</LinkButton>);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('cannot be followed when disabled', () => {
    render(
      <LinkButton href="/pay" isDisabled>
        Pay
      </LinkButton>,
    );
    expect(screen.getByRole('link', { name: 'Pay' })).toHaveAttribute('aria-disabled', 'true');
  });
});
