/** One picture of the hero area. */
export interface HeroSlide {
  readonly id: string;
  readonly src: string;
  /** Responsive sources (`url 480w, ...`) the browser picks from by `sizes`; `src` stays the fallback. */
  readonly srcSet?: string;
  /** How wide the picture is shown (e.g. "100vw"), for choosing from `srcSet`. */
  readonly sizes?: string;
  /** The picture's own pixels: its aspect ratio is known before it loads (the slide's box does not change). */
  readonly width?: number;
  readonly height?: number;
  /** What the picture shows, already translated. */
  readonly alt: string;
  /** Optional visible caption, already translated. */
  readonly caption?: string;
  /** Label of a button on the picture (e.g. "See the spa offers"); needs `onSlidePress`. */
  readonly actionLabel?: string;
}
