import { Button } from 'react-aria-components';
import * as css from './HeroCarousel.css.ts';
import type { HeroSlide } from './types.ts';

/** One picture; slides not shown are inert (hidden from assistive technology and not focusable). */
export function Slide({
  slide,
  name,
  isCurrent,
  isFirst,
  onPress,
}: {
  slide: HeroSlide;
  name: string;
  isCurrent: boolean;
  isFirst: boolean;
  onPress: ((slide: HeroSlide) => void) | undefined;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel names each slide as a group.
    <div role="group" aria-roledescription="slide" aria-label={name} inert={!isCurrent} className={css.slide}>
      <img
        className={css.image}
        src={slide.src}
        alt={slide.alt}
        loading={isFirst ? 'eager' : 'lazy'}
        draggable={false}
      />
      {slide.caption || slide.actionLabel ? (
        <div className={css.caption}>
          {slide.caption ? <p className={css.captionText}>{slide.caption}</p> : null}
          {slide.actionLabel && onPress ? (
            <Button
              onPress={() => onPress(slide)}
              className={(s) => css.action({ hovered: s.isHovered, focusVisible: s.isFocusVisible })}
            >
              {slide.actionLabel}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
