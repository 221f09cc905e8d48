import { HERO_IMAGE_SIZES, imageSrcSet, pagePath } from '@venue/domain';
import { lazy } from 'react';
import { useLocation } from 'wouter';
import { documentSrc } from '../../api/documentSrc.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { Deferred, useAfterFirstRender } from '../../ui/Deferred.tsx';
import * as styles from './Hero.css.ts';

// The carousel (its controls, resize handle and full screen) renders right after the first screen was
// committed: the event bar below it becomes usable sooner. Its space is kept meanwhile. Server-rendered, it keeps
// the server's HTML and hydrates after the rest (docs/serving.md#parts-hydrated-later).
const HeroCarousel = lazy(() =>
  import('@venue/design-system/HeroCarousel').then((m) => ({ default: m.HeroCarousel })),
);

// The panorama viewer's frame and controls (pannellum and the picture load only near the viewport): below the
// first screen, hydrated after the rest like the carousel.
const PanoramaViewer = lazy(() =>
  import('@venue/design-system/PanoramaViewer').then((m) => ({ default: m.PanoramaViewer })),
);

/**
 * The property's hero images on the start screen (docs/pages.md#hero-and-panorama). A hero tied to a service type
 * opens that type's service page (servicecode from the service type id).
 */
export function Hero() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const heroes = useAppStore((s) => s.heroes);
  const property = useAppStore((s) => s.property);
  const servicetypes = useAppStore((s) => s.catalog.servicetypes);
  const afterFirstRender = useAfterFirstRender();
  const slides = heroes
    .filter((hero) => !hero.panorama)
    .map((hero, index) => {
      const type = servicetypes.find((candidate) => candidate.id === hero.servicetypeId);
      const src = documentSrc(hero.url);
      // The same sources and sizes as the page head's preload of the first slide (server/src/http/pageMeta.ts).
      const srcSet = imageSrcSet(src, hero);
      return {
        id: String(hero.id),
        src,
        ...(srcSet ? { srcSet, sizes: HERO_IMAGE_SIZES } : {}),
        ...(hero.width && hero.height ? { width: hero.width, height: hero.height } : {}),
        alt: hero.description || t('hero.alt', { property: property?.name ?? '', number: index + 1 }),
        ...(type ? { actionLabel: t('hero.open', { name: type.name }) } : {}),
      };
    });
  if (slides.length === 0) return null;
  return (
    <Deferred later ready={afterFirstRender} className={styles.pending}>
      <HeroCarousel
        slides={slides}
        label={t('hero.label', { property: property?.name ?? '' })}
        onSlidePress={(slide) => {
          const hero = heroes.find((candidate) => String(candidate.id) === slide.id);
          const type = servicetypes.find((candidate) => candidate.id === hero?.servicetypeId);
          if (type) navigate(`/${pagePath({ page: 'service', unitgroupindex: 1, servicecode: type.code })}`);
        }}
      />
    </Deferred>
  );
}

/**
 * The property's panorama, where it has one. The viewer keeps its space from the first screen on and loads
 * pannellum and the picture only when it comes near the viewport.
 */
export function Panorama() {
  const { t } = useTranslation();
  const heroes = useAppStore((s) => s.heroes);
  const property = useAppStore((s) => s.property);
  const afterFirstRender = useAfterFirstRender();
  const panorama = heroes.find((hero) => hero.panorama);
  if (!panorama) return null;
  return (
    <Deferred later ready={afterFirstRender} className={styles.panoramaPending}>
      <PanoramaViewer
        panorama={documentSrc(panorama.url)}
        label={t('hero.panorama', { property: property?.name ?? '' })}
      />
    </Deferred>
  );
}
