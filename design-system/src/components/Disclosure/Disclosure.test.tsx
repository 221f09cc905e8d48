import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Disclosure } from './Disclosure.tsx';

describe('Disclosure', () => {
  it('hides its fields until Enter opens it, and says whether it is open', async () => {
    const onExpandedChange = vi.fn();
    render(
      <>
        <Disclosure title="Address (optional)" onExpandedChange={onExpandedChange}>
          <label>
            Street <input />
          </label>
        </Disclosure>
        <button type="button">Send</button>
      </>,
    );
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Address (optional)' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Closed, the panel is hidden (until-found: the browser's find-in-page still opens it), so the browser skips
    // its fields (tests/e2e/keyboard-walk.spec.ts walks this in Chromium).
    expect(screen.getByText('Street')).not.toBeVisible();
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveFocus();
  });

  it('opens from the start when told to (fields already filled in), inside a heading of the given level', () => {
    render(
      <Disclosure title="Codes" defaultExpanded headingLevel={2}>
        <label>
          Promo code <input />
        </label>
      </Disclosure>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Codes' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeVisible();
  });
});
