import { Button } from 'react-aria-components';
import * as css from './HeroCarousel.css.ts';
import type { HeroSlide } from './types.ts';

/**
 * One picture; slides not shown are inert (hidden from assistive technology and not focusable). The first is the
 * first screen's largest image: loaded at once with high priority; the others when they come near.
 */
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
        srcSet={slide.srcSet}
        sizes={slide.sizes}
        width={slide.width}
        height={slide.height}
        alt={slide.alt}
        loading={isFirst ? 'eager' : 'lazy'}
        fetchPriority={isFirst ? 'high' : undefined}
        decoding="async"
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
