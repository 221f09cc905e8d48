// Loaded through React.lazy: embla and the controls that need it come after the first picture.
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { Button, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useStrings } from '../../i18n/useStrings.ts';
import { Icon } from '../IconButton/icons.tsx';
import * as css from './HeroCarousel.css.ts';
import { Slide } from './Slide.tsx';
import { heroStrings } from './strings.ts';
import type { HeroSlide } from './types.ts';

export interface CarouselTrackProps {
  slides: readonly HeroSlide[];
  viewportId: string;
  /** Advance by itself now (the shell decides: playing, not hovered/focused, no reduced motion). */
  running: boolean;
  interval: number;
  reducedMotion: boolean;
  onSlidePress: ((slide: HeroSlide) => void) | undefined;
}

/** The slides on embla, with previous/next, the picture chooser and the autoplay timer. */
export default function CarouselTrack({
  slides,
  viewportId,
  running,
  interval,
  reducedMotion,
  onSlidePress,
}: CarouselTrackProps) {
  const t = useStrings(heroStrings);
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, duration: reducedMotion ? 0 : 25 });
  const [selected, setSelected] = useState(0);
  const count = slides.length;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect);
    embla.on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect);
      embla.off('reInit', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!running || !embla || count < 2) return;
    const timer = window.setInterval(() => embla.scrollNext(), interval);
    return () => window.clearInterval(timer);
  }, [running, embla, interval, count]);

  const slideName = (index: number) =>
    t.slide.replace('{n}', String(index + 1)).replace('{count}', String(count));

  return (
    <div className={css.viewport} ref={emblaRef} id={viewportId}>
      <div className={css.track} aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <Slide
            key={slide.id}
            slide={slide}
            name={slideName(index)}
            isCurrent={index === selected}
            isFirst={index === 0}
            onPress={onSlidePress}
          />
        ))}
      </div>
      {count > 1 ? (
        <>
          <Button
            aria-label={t.previous}
            aria-controls={viewportId}
            onPress={() => embla?.scrollPrev()}
            className={(s) =>
              [css.prev, css.control({ hovered: s.isHovered, focusVisible: s.isFocusVisible })].join(' ')
            }
          >
            <Icon name="chevronLeft" />
          </Button>
          <Button
            aria-label={t.next}
            aria-controls={viewportId}
            onPress={() => embla?.scrollNext()}
            className={(s) =>
              [css.next, css.control({ hovered: s.isHovered, focusVisible: s.isFocusVisible })].join(' ')
            }
          >
            <Icon name="chevronRight" />
          </Button>
          <ToggleButtonGroup
            aria-label={t.choose}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[String(selected)]}
            onSelectionChange={(keys) => {
              const [key] = [...keys];
              if (key !== undefined) embla?.scrollTo(Number(key));
            }}
            className={css.dots}
          >
            {slides.map((slide, index) => (
              <ToggleButton
                key={slide.id}
                id={String(index)}
                aria-label={slideName(index)}
                className={(s) => css.dot({ selected: s.isSelected, focusVisible: s.isFocusVisible })}
              />
            ))}
          </ToggleButtonGroup>
        </>
      ) : null}
    </div>
  );
}
