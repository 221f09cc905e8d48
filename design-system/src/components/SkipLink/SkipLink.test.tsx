import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SkipLink } from './SkipLink.tsx';

/** A page: the skip link, a menu, the main view with a heading and a button. */
function renderPage(target = 'content') {
  render(
    <>
      <SkipLink target={target}>Skip to content</SkipLink>
      <nav aria-label="Menu">
        <a href="/start">Start</a>
        <a href="/rooms">Rooms</a>
      </nav>
      <main>
        <h1 id="content">Rooms</h1>
        <button type="button">Choose dates</button>
      </main>
    </>,
  );
}

/** jsdom has neither matchMedia nor scrolling: a stub that answers reduced motion, and the scroll recorded. */
function stubBrowser({ reducedMotion }: { reducedMotion: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion') && reducedMotion,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  const scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  return scrollIntoView;
}

afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noExplicitAny: jsdom has no scrollIntoView; the stub is removed again.
  delete (Element.prototype as any).scrollIntoView;
});

describe('SkipLink', () => {
  it('is the first Tab stop, a link named by its text @wcag-2.4.1', async () => {
    stubBrowser({ reducedMotion: false });
    renderPage();
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#content');
  });

  it('moves focus to its target with Enter, and the next Tab goes on from there @wcag-2.4.1 @wcag-2.4.3', async () => {
    const scrollIntoView = stubBrowser({ reducedMotion: false });
    renderPage();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { name: 'Rooms' });
    expect(heading).toHaveFocus();
    // Focusable by script only: the heading does not become a Tab stop of its own.
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Choose dates' })).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('does not scroll smoothly when the user prefers reduced motion', async () => {
    const scrollIntoView = stubBrowser({ reducedMotion: true });
    renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(screen.getByRole('heading', { name: 'Rooms' })).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('keeps a target that is focusable already as it is', async () => {
    stubBrowser({ reducedMotion: false });
    render(
      <>
        <SkipLink target="send">Skip to send</SkipLink>
        <button id="send" type="button">
          Send
        </button>
      </>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('tabindex');
  });
});
