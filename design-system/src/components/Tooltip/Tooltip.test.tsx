import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Tooltip, TooltipTrigger } from './Tooltip.tsx';

function Breakfast() {
  return (
    <TooltipTrigger>
      <IconButton icon="info" aria-label="Breakfast" />
      <Tooltip>Served 7:00–10:30</Tooltip>
    </TooltipTrigger>
  );
}

// user-event's hover never resolves over a react-aria TooltipTrigger in jsdom, so the mouse moves with
// fireEvent. The move first sets react-aria's interaction modality to pointer, which hover tooltips need;
// mouse events too because jsdom lacks PointerEvent and react-aria's useHover falls back to them.
const hover = (el: Element) => {
  fireEvent.pointerMove(el, { pointerType: 'mouse' });
  fireEvent.mouseMove(el);
  fireEvent.pointerEnter(el, { pointerType: 'mouse' });
  fireEvent.mouseEnter(el);
};
const unhover = (el: Element) => {
  fireEvent.pointerLeave(el, { pointerType: 'mouse' });
  fireEvent.mouseLeave(el);
};

describe('Tooltip', () => {
  afterEach(() => vi.useRealTimers());

  it('appears only after 2 s of hover and hides 100 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    render(<Breakfast />);
    const button = screen.getByRole('button', { name: 'Breakfast' });
    hover(button);
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Served 7:00–10:30');
    unhover(button);
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays while the pointer moves from its button onto it, hides when the pointer leaves it, and Escape hides it under the pointer @wcag-1.4.13', () => {
    vi.useFakeTimers();
    render(<Breakfast />);
    const button = screen.getByRole('button', { name: 'Breakfast' });
    hover(button);
    act(() => vi.advanceTimersByTime(2100));
    const tip = screen.getByRole('tooltip');
    unhover(button);
    act(() => vi.advanceTimersByTime(50));
    hover(tip);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Served 7:00–10:30');
    unhover(tip);
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // Dismissed without moving the pointer away: Escape while it still rests on the button.
    hover(button);
    act(() => vi.advanceTimersByTime(2100));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('appears at once on keyboard focus, describes the button, and Escape hides it @wcag-1.4.13', async () => {
    render(<Breakfast />);
    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Breakfast' });
    expect(button).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Served 7:00–10:30');
    expect(button).toHaveAccessibleDescription('Served 7:00–10:30');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
