import { screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrate, renderOnServer, unmountHydrated } from '../../testing/hydration.tsx';
import { HeroCarousel } from './HeroCarousel.tsx';
import { stubBrowserApis } from './jsdomStubs.ts';

const slides = [
  { id: 'a', src: 'a.jpg', alt: 'Garden terrace at sunset', width: 1600, height: 800 },
  { id: 'b', src: 'b.jpg', alt: 'Conference hall with stage', actionLabel: 'See the hall' },
];

const hero = (
  <I18nProvider locale="en-GB">
    <HeroCarousel slides={slides} />
  </I18nProvider>
);

afterEach(() => {
  unmountHydrated();
  vi.unstubAllGlobals();
});

describe('HeroCarousel rendered on the server and hydrated', () => {
  it.each([
    { width: 1400, reducedMotion: false },
    { width: 1400, reducedMotion: true },
    { width: 390, reducedMotion: false },
  ])(
    'hydrates without a mismatch in a window of $width px (reduced motion: $reducedMotion)',
    async ({ width, reducedMotion }) => {
      const html = await renderOnServer(hero);
      // The whole carousel, not only its first picture: the server waited for the carousel's chunk.
      expect(html).toContain('aria-label="Next picture"');
      stubBrowserApis({ width, reducedMotion });
      const hydrated = await hydrate(html, hero);
      expect(hydrated.recoverableErrors).toEqual([]);
      expect(hydrated.consoleErrors).toEqual([]);
      // After hydration the browser's answers apply, as in a page the browser rendered alone.
      const autoplay = screen.queryByRole('button', { name: 'Play automatically' });
      if (reducedMotion) expect(autoplay).not.toBeInTheDocument();
      else expect(autoplay).toBeInTheDocument();
      const handle = screen.queryByRole('separator', { name: 'Picture height' });
      if (width >= 1024) {
        expect(handle).toHaveAttribute('aria-valuemax', '900');
        expect(handle).toHaveAttribute('aria-valuetext', '44 percent of the window height');
      } else {
        expect(handle).not.toBeInTheDocument();
      }
    },
  );
});
