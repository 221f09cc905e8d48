import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrate, renderOnServer, unmountHydrated } from '../../testing/hydration.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import * as css from './AppShell.css.ts';
import { AppShell } from './AppShell.tsx';

/** A browser window of the given width, as far as `matchMedia(min-width)` and `innerWidth` are concerned. */
function windowWidth(px: number) {
  vi.stubGlobal('innerWidth', px);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY) <= px,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const page = (
  <I18nProvider locale="en-GB">
    <AppShell menuLabel="Booking steps" title="Hotel" menu={<LinkButton href="/rooms">Rooms</LinkButton>}>
      <p>Main view</p>
    </AppShell>
  </I18nProvider>
);

afterEach(() => {
  unmountHydrated();
  vi.unstubAllGlobals();
});

describe('AppShell rendered on the server and hydrated', () => {
  it.each([
    ['a desktop window (1400 px)', 1400],
    ['a narrow window (390 px)', 390],
  ])(
    'hydrates in %s without a mismatch, keeping the arrangement the server rendered for it',
    async (_, width) => {
      const html = await renderOnServer(page);
      windowWidth(width);
      // What the window shows before the script runs (CSS picks it) stays, the same elements, after hydration:
      // nothing moves.
      const nav = () => document.querySelector('nav[aria-label="Booking steps"]');
      const menuButton = () => document.querySelector('button[aria-label="Open menu"]');
      let serverNav: Element | null = null;
      let serverButton: Element | null = null;
      const hydrated = await hydrate(html, page, () => {
        serverNav = nav();
        serverButton = menuButton();
      });
      // Until then both are there, each shown by the window's width alone (AppShell.css.ts, display: none).
      expect(serverNav).toHaveClass(css.asideAuto);
      expect((serverButton as Element | null)?.parentElement).toHaveClass(css.menuButtonAuto);
      expect(hydrated.recoverableErrors).toEqual([]);
      expect(hydrated.consoleErrors).toEqual([]);
      if (width >= 1350) {
        expect(nav()).not.toBeNull();
        expect(nav()).toBe(serverNav);
        expect(menuButton()).toBeNull();
      } else {
        expect(menuButton()).not.toBeNull();
        expect(menuButton()).toBe(serverButton);
        expect(nav()).toBeNull();
      }
    },
  );
});
