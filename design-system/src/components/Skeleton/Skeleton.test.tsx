import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('is invisible to screen readers and never takes keyboard focus', async () => {
    render(
      <section aria-label="Rooms" aria-busy="true">
        <Skeleton shape="rect" height="4rem" />
        <button type="button">After</button>
      </section>,
    );
    const region = screen.getByRole('region', { name: 'Rooms' });
    expect(region.textContent).toBe('After');
    expect(region.querySelector('[data-skeleton]')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('takes the size it is given', () => {
    const { container } = render(<Skeleton width="12rem" height="3rem" />);
    const el = container.querySelector('[data-skeleton]') as HTMLElement;
    expect(el.style.width).toBe('12rem');
    expect(el.style.height).toBe('3rem');
  });
});
