/** One picture of the hero area. */
export interface HeroSlide {
  readonly id: string;
  readonly src: string;
  /** What the picture shows, already translated. */
  readonly alt: string;
  /** Optional visible caption, already translated. */
  readonly caption?: string;
  /** Label of a button on the picture (e.g. "See the spa offers"); needs `onSlidePress`. */
  readonly actionLabel?: string;
}
