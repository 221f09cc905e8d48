import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeroCarousel, type HeroCarouselProps } from './HeroCarousel.tsx';
import { stubBrowserApis } from './jsdomStubs.ts';

const slides = [
  { id: 'a', src: 'a.jpg', alt: 'Garden terrace at sunset' },
  { id: 'b', src: 'b.jpg', alt: 'Conference hall with stage' },
  {
    id: 'c',
    src: 'c.jpg',
    alt: 'Spa with indoor pool',
    caption: 'Wellness',
    actionLabel: 'See the spa offers',
  },
];

async function renderHero(
  props: Partial<HeroCarouselProps> = {},
  env: Parameters<typeof stubBrowserApis>[0] = {},
) {
  stubBrowserApis(env);
  render(
    <I18nProvider locale="en-GB">
      <HeroCarousel slides={slides} {...props} />
    </I18nProvider>,
  );
  // The slide controls arrive with embla, after the first picture.
  await screen.findByRole('radiogroup', { name: 'Choose picture' });
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const current = () => screen.getByRole('radio', { checked: true });

// Many user-event steps through react-aria in jsdom: slow when the whole suite runs in parallel.
describe('HeroCarousel', { timeout: 20_000 }, () => {
  it('is a named carousel whose first picture is the one shown', async () => {
    await renderHero({ autoplay: false });
    expect(screen.getByRole('region', { name: 'Pictures' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('group', { name: '1 of 3' })).toContainElement(
      screen.getByRole('img', { name: 'Garden terrace at sunset' }),
    );
    expect(current()).toHaveAccessibleName('1 of 3');
  });

  it('goes forward and back with its buttons from the keyboard @wcag-2.5.1', async () => {
    const user = await renderHero({ autoplay: false });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous picture' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Previous picture' })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next picture' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(current()).toHaveAccessibleName('2 of 3');
    await user.keyboard('{Enter}');
    expect(current()).toHaveAccessibleName('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(current()).toHaveAccessibleName('2 of 3');
  });

  it('chooses a picture from the picture chooser with arrow keys', async () => {
    const user = await renderHero({ autoplay: false });
    await user.click(screen.getByRole('radio', { name: '1 of 3' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(current()).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('group', { name: '3 of 3' })).not.toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveAttribute('inert');
  });

  it('reports a press on a picture action', async () => {
    const onSlidePress = vi.fn();
    const user = await renderHero({ autoplay: false, onSlidePress });
    await user.click(screen.getByRole('radio', { name: '3 of 3' }));
    await user.click(screen.getByRole('button', { name: 'See the spa offers' }));
    expect(onSlidePress).toHaveBeenCalledWith(slides[2]);
  });

  it('plays by itself, and stops while focus is inside @wcag-2.2.2', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderHero({ interval: 1000 });
    expect(screen.getByRole('button', { name: 'Play automatically' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(current()).toHaveAccessibleName('2 of 3');
    act(() => screen.getByRole('button', { name: 'Next picture' }).focus());
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(current()).toHaveAccessibleName('2 of 3');
  });

  it('can be paused with its autoplay toggle @wcag-2.2.2', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderHero({ interval: 1000 });
    const toggle = screen.getByRole('button', { name: 'Play automatically' });
    act(() => toggle.click());
    act(() => toggle.blur());
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(current()).toHaveAccessibleName('1 of 3');
  });

  it('does not play and offers no autoplay under reduced motion @wcag-2.2.2', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderHero({ interval: 1000 }, { reducedMotion: true });
    expect(screen.queryByRole('button', { name: 'Play automatically' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(current()).toHaveAccessibleName('1 of 3');
  });

  it('goes full screen and back with its toggle and Escape', async () => {
    const user = await renderHero({ autoplay: false });
    const toggle = screen.getByRole('button', { name: 'Full screen' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('resizes its height with the arrow keys on wide screens, between 200 px and the window height', async () => {
    const onHeightChange = vi.fn();
    const user = await renderHero({ autoplay: false, defaultHeight: 400, onHeightChange }, { width: 1280 });
    const handle = screen.getByRole('separator', { name: 'Picture height' });
    expect(handle).toHaveAttribute('aria-valuenow', '400');
    handle.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(handle).toHaveAttribute('aria-valuenow', '432');
    await user.keyboard('{Home}');
    expect(handle).toHaveAttribute('aria-valuenow', '200');
    await user.keyboard('{ArrowUp}');
    expect(handle).toHaveAttribute('aria-valuenow', '200');
    await user.keyboard('{End}');
    expect(handle).toHaveAttribute('aria-valuenow', '900');
    expect(onHeightChange).toHaveBeenLastCalledWith(900);
  });

  it('grows to the window height with a click on its handle, and back with another: no drag needed @wcag-2.5.7', async () => {
    const user = await renderHero({ autoplay: false, defaultHeight: 400 }, { width: 1280 });
    const handle = screen.getByRole('separator', { name: 'Picture height' });
    await user.click(handle);
    expect(handle).toHaveAttribute('aria-valuenow', '900');
    await user.click(handle);
    expect(handle).toHaveAttribute('aria-valuenow', '400');
  });

  it('shows the first picture at once, before the carousel script has loaded', async () => {
    stubBrowserApis();
    render(<HeroCarousel slides={slides} autoplay={false} />);
    expect(screen.getByRole('img', { name: 'Garden terrace at sunset' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Next picture' })).toBeInTheDocument();
  });

  it('loads the first picture at once with high priority from responsive sources, the others when near', async () => {
    const responsive = slides.map((slide, index) => ({
      ...slide,
      srcSet: `${slide.src}?w=480 480w, ${slide.src} 1600w`,
      sizes: '100vw',
      width: 1600,
      height: 800 + index,
    }));
    stubBrowserApis();
    render(<HeroCarousel slides={responsive} autoplay={false} />);
    const first = () => screen.getByRole('img', { name: 'Garden terrace at sunset' });
    const expectFirstScreen = () => {
      expect(first()).toHaveAttribute('src', 'a.jpg');
      expect(first()).toHaveAttribute('srcset', 'a.jpg?w=480 480w, a.jpg 1600w');
      expect(first()).toHaveAttribute('sizes', '100vw');
      expect(first()).toHaveAttribute('width', '1600');
      expect(first()).toHaveAttribute('height', '800');
      expect(first()).toHaveAttribute('loading', 'eager');
      expect(first()).toHaveAttribute('fetchpriority', 'high');
      expect(first()).toHaveAttribute('decoding', 'async');
    };
    // Before the carousel script has loaded, and in the carousel.
    expectFirstScreen();
    await screen.findByRole('button', { name: 'Next picture' });
    expectFirstScreen();
    for (const [name, height] of [
      ['Conference hall with stage', '801'],
      ['Spa with indoor pool', '802'],
    ] as const) {
      const later = screen.getByRole('img', { name, hidden: true });
      expect(later).toHaveAttribute('srcset', expect.stringContaining(' 1600w'));
      expect(later).toHaveAttribute('height', height);
      expect(later).toHaveAttribute('loading', 'lazy');
      expect(later).not.toHaveAttribute('fetchpriority');
    }
  });

  it('has no resize handle below 1024 px', async () => {
    await renderHero({ autoplay: false }, { width: 390 });
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
  });
});
