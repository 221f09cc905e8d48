import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('toggles the layout with Space once reached by Tab, with a visible focus', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Vertical layout</Switch>);
    const user = userEvent.setup();
    await user.tab();
    const toggle = screen.getByRole('switch', { name: 'Vertical layout' });
    expect(toggle).toHaveFocus();
    expect(toggle.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('does not toggle when disabled', async () => {
    render(<Switch isDisabled>Vertical layout</Switch>);
    await userEvent.click(screen.getByText('Vertical layout'));
    expect(screen.getByRole('switch', { name: 'Vertical layout' })).not.toBeChecked();
  });
});
