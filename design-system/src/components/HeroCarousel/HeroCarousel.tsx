import { assignInlineVars } from '@vanilla-extract/dynamic';
import { media } from '@venue/themes';
import {
  type KeyboardEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useFocusWithin } from 'react-aria/useFocusWithin';
import { useHover } from 'react-aria/useHover';
import { useMove } from 'react-aria/useMove';
import { ToggleButton, useLocale } from 'react-aria-components';
import { useMatchMedia } from '../../hooks/useMediaQuery.ts';
import { useStrings } from '../../i18n/useStrings.ts';
import * as css from './HeroCarousel.css.ts';
import { Slide } from './Slide.tsx';
import { heroStrings } from './strings.ts';
import type { HeroSlide } from './types.ts';

// Architecture: the carousel beyond the first picture is not first-screen JavaScript. Until embla arrives
// the first picture is shown on its own.
const CarouselTrack = lazy(() => import('./CarouselTrack.tsx'));

/** docs/pages.md#hero-and-panorama: the hero is 200 px high at least and at most the window height. */
export const heroMinHeight = 200;

export interface HeroCarouselProps {
  slides: readonly HeroSlide[];
  /** Name of the carousel region; defaults to "Pictures". */
  label?: string | undefined;
  /**
   * Advance by itself (never under prefers-reduced-motion; paused on hover and focus).
   * @default true
   */
  autoplay?: boolean;
  /**
   * Milliseconds per picture when playing.
   * @default 6000
   */
  interval?: number;
  /**
   * Height in px before any resizing.
   * @default 400
   */
  defaultHeight?: number;
  /** Called with the new height in px after the guest resizes the picture area. */
  onHeightChange?: ((height: number) => void) | undefined;
  /** Called when a picture's action button is pressed (e.g. to open the service page it belongs to). */
  onSlidePress?: ((slide: HeroSlide) => void) | undefined;
}

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The window's height in px; null on the server and while hydrating (React then uses the server's answer). */
function useWindowHeight(): number | null {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerHeight,
    () => null,
  );
}

/** The largest picture height: the window's. Read when the guest resizes, never while rendering. */
const maxHeight = () => Math.max(heroMinHeight, window.innerHeight);

const clampHeight = (height: number) => Math.round(Math.min(Math.max(height, heroMinHeight), maxHeight()));

/**
 * The drag handle (react-aria useMove): pointer drag or arrow keys, Home/End for the limits; a click without
 * dragging grows the pictures to the window's height and the next one brings back the default (WCAG 2.5.7).
 */
function ResizeHandle({
  height,
  defaultHeight,
  setHeight,
  controls,
  label,
  valueMax,
  valueText,
}: {
  height: number;
  defaultHeight: number;
  setHeight: (update: (height: number) => number) => void;
  controls: string;
  label: string;
  /** The window's height; unknown (left out) until the page is hydrated. */
  valueMax: number | undefined;
  valueText: string | undefined;
}) {
  /** Whether the pointer moved since it went down: then the press was a drag, not a click. */
  const dragged = useRef(false);
  const { moveProps } = useMove({
    onMoveStart: (event) => {
      if (event.pointerType !== 'keyboard') dragged.current = true;
    },
    onMove: (event) =>
      setHeight((h) => h + (event.pointerType === 'keyboard' ? event.deltaY * 16 : event.deltaY)),
  });
  const { focusProps, isFocusVisible } = useFocusRing();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Home') setHeight(() => heroMinHeight);
    else if (event.key === 'End') setHeight(maxHeight);
    else moveProps.onKeyDown?.(event);
  };
  return (
    // A focusable separator is the ARIA pattern for a splitter; react-aria has no component for it.
    // biome-ignore lint/a11y/useSemanticElements: <hr> cannot be focused or take a value.
    <div
      {...moveProps}
      {...focusProps}
      onKeyDown={onKeyDown}
      onPointerDownCapture={() => {
        dragged.current = false;
      }}
      onClick={() => {
        if (!dragged.current) setHeight((h) => (h < window.innerHeight ? window.innerHeight : defaultHeight));
      }}
      role="separator"
      tabIndex={0}
      aria-orientation="horizontal"
      aria-label={label}
      aria-controls={controls}
      aria-valuemin={heroMinHeight}
      aria-valuemax={valueMax}
      aria-valuenow={height}
      aria-valuetext={valueText}
      className={css.separator({ focusVisible: isFocusVisible })}
    />
  );
}

/**
 * The hero pictures: previous/next, a picture chooser, autoplay that pauses on hover and focus and never
 * runs under reduced motion, full screen, and a drag/arrow-key handle for the height at widths of 1024 px
 * and more. embla and the slide controls load after the first picture (CarouselTrack).
 */
export function HeroCarousel({
  slides,
  label,
  autoplay = true,
  interval = 6000,
  defaultHeight = 400,
  onHeightChange,
  onSlidePress,
}: HeroCarouselProps) {
  const t = useStrings(heroStrings);
  const { locale } = useLocale();
  // null on the server and while hydrating: the autoplay toggle and the resize handle are rendered then, and CSS
  // (the same media queries: css.motionOnly, css.separator) hides them where they do not belong; once the browser's
  // answers are known the hidden ones are dropped. Server and first client render give the same markup, and
  // nothing moves.
  const reducedMotion = useMatchMedia(media.reducedMotion);
  const canResize = useMatchMedia(media.heroDrag);
  const windowHeight = useWindowHeight();
  const [playing, setPlaying] = useState(autoplay);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { hoverProps } = useHover({ onHoverChange: setHovered });
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFocused });
  const [fullscreen, setFullscreen] = useState(false);
  const [height, setHeightState] = useState(defaultHeight);
  const rootRef = useRef<HTMLElement>(null);
  const viewportId = useId();
  const count = slides.length;
  // Nothing moves by itself before it is known that the user does not prefer reduced motion.
  const running = playing && reducedMotion === false && !hovered && !focused && count > 1;

  // Native full screen where the browser has it; otherwise the component covers the window itself.
  useEffect(() => {
    const sync = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  useEffect(() => {
    if (!fullscreen || document.fullscreenElement) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullscreen]);
  const toggleFullscreen = (on: boolean) => {
    const root = rootRef.current;
    if (root && typeof root.requestFullscreen === 'function' && document.fullscreenEnabled) {
      if (on) void root.requestFullscreen();
      else void document.exitFullscreen();
    } else {
      setFullscreen(on);
    }
  };

  const latestHeight = useRef(onHeightChange);
  latestHeight.current = onHeightChange;
  const setHeight = useCallback((update: (height: number) => number) => {
    setHeightState((h) => {
      const next = clampHeight(update(h));
      if (next !== h) queueMicrotask(() => latestHeight.current?.(next));
      return next;
    });
  }, []);

  const percent =
    windowHeight === null
      ? null
      : new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(
          (height / Math.max(1, windowHeight)) * 100,
        );
  const first = slides[0];
  const firstOnly = first ? (
    <div className={css.viewport} id={viewportId}>
      <div className={css.track}>
        <Slide
          slide={first}
          name={t.slide.replace('{n}', '1').replace('{count}', String(count))}
          isCurrent
          isFirst
          onPress={onSlidePress}
        />
      </div>
    </div>
  ) : null;

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label ?? t.label}
      className={css.root({ fullscreen })}
      style={assignInlineVars({ [css.heightVar]: `${height}px` })}
      {...hoverProps}
      {...focusWithinProps}
    >
      {count === 0 ? (
        <div className={css.viewport} id={viewportId}>
          <p className={css.empty}>{t.empty}</p>
        </div>
      ) : count === 1 ? (
        firstOnly
      ) : (
        <Suspense fallback={firstOnly}>
          <CarouselTrack
            slides={slides}
            viewportId={viewportId}
            running={running}
            interval={interval}
            reducedMotion={reducedMotion !== false}
            onSlidePress={onSlidePress}
          />
        </Suspense>
      )}
      <div className={css.toolbar}>
        {count > 1 && reducedMotion !== true ? (
          <ToggleButton
            isSelected={playing}
            onChange={setPlaying}
            aria-label={t.autoplay}
            className={(s) =>
              [
                css.control({ hovered: s.isHovered, focusVisible: s.isFocusVisible, selected: s.isSelected }),
                reducedMotion === null ? css.motionOnly : null,
              ]
                .filter(Boolean)
                .join(' ')
            }
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </ToggleButton>
        ) : null}
        <ToggleButton
          isSelected={fullscreen}
          onChange={toggleFullscreen}
          aria-label={t.fullscreen}
          className={(s) =>
            css.control({ hovered: s.isHovered, focusVisible: s.isFocusVisible, selected: s.isSelected })
          }
        >
          <FullscreenIcon />
        </ToggleButton>
      </div>
      {canResize !== false && !fullscreen ? (
        <ResizeHandle
          height={height}
          defaultHeight={defaultHeight}
          setHeight={setHeight}
          controls={viewportId}
          label={t.resize}
          valueMax={windowHeight === null ? undefined : Math.max(heroMinHeight, windowHeight)}
          valueText={percent === null ? undefined : t.heightText.replace('{percent}', percent)}
        />
      ) : null}
    </section>
  );
}

export type { HeroSlide };

function PauseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M7 5h4v14H7zM13 5h4v14h-4z" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 5v14l11-7z" />
    </svg>
  );
}

function FullscreenIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 4h6v2H6v4H4V4Zm10 0h6v6h-2V6h-4V4ZM4 14h2v4h4v2H4v-6Zm14 0h2v6h-6v-2h4v-4Z"
      />
    </svg>
  );
}
