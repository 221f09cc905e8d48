export { HeroCarousel, type HeroCarouselProps, type HeroSlide, heroMinHeight } from './HeroCarousel.tsx';
