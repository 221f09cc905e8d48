// @vitest-environment node

import { I18nProvider } from 'react-aria-components';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeroCarousel } from './HeroCarousel.tsx';

const slides = [
  { id: 'a', src: 'a.jpg', alt: 'Garden terrace at sunset', width: 1600, height: 800 },
  { id: 'b', src: 'b.jpg', alt: 'Conference hall with stage', actionLabel: 'See the hall' },
];

const hero = (
  <I18nProvider locale="en-GB">
    <HeroCarousel slides={slides} />
  </I18nProvider>
);

// The server renders the configurator's first screen (react-dom/server): no window, document or matchMedia here.
describe('HeroCarousel on the server', () => {
  it('renders its first picture, and its controls with the carousel once that has loaded', async () => {
    expect(typeof window).toBe('undefined');
    // Before the carousel's chunk arrived: the first picture on its own.
    const first = renderToString(hero);
    expect(first).toContain('alt="Garden terrace at sunset"');
    expect(first).toContain('aria-label="Play automatically"');
    expect(first).toContain('role="separator"');
    // Once it has (a server waits for it): every picture and the controls.
    await import('./CarouselTrack.tsx');
    let html = renderToString(hero);
    for (let attempt = 0; html.includes('<!--$!-->') && attempt < 50; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      html = renderToString(hero);
    }
    expect(html).toContain('alt="Conference hall with stage"');
    expect(html).toContain('aria-label="Next picture"');
    // The window's height is not known on the server: the handle's maximum and its text come with the browser.
    expect(html).not.toContain('aria-valuemax');
  });

  it('renders one picture and no pictures', () => {
    expect(renderToString(<HeroCarousel slides={slides.slice(0, 1)} />)).toContain(
      'Garden terrace at sunset',
    );
    expect(renderToString(<HeroCarousel slides={[]} />)).toContain('No pictures yet.');
  });
});
