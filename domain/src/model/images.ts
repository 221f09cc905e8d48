/*
 * docs/pages.md#hero-and-panorama: the responsive sources of a stored image. The server's page head preloads the
 * first hero with them and the configurator's <img> asks for the same ones, so the browser downloads it once.
 */

/** A stored image's size and its thumbnails' widths (docs/api.md#documents); both absent for old documents. */
export interface ImageDimensions {
  readonly width?: number | null | undefined;
  readonly thumbnails?: readonly number[] | undefined;
}

/** The hero is as wide as the window (at most; it is cropped to its height with object-fit: cover). */
export const HERO_IMAGE_SIZES = '100vw';

/**
 * The `srcset` of the image at `src`: each thumbnail (`src?w=N Nw`, answered by the server's smallest thumbnail
 * at least N wide), then the image itself at its width. Undefined without its width or without thumbnails.
 */
export function imageSrcSet(src: string, image: ImageDimensions): string | undefined {
  const { width } = image;
  if (!width) return undefined;
  const widths = [...new Set(image.thumbnails ?? [])].filter((w) => w > 0 && w < width).sort((a, b) => a - b);
  if (widths.length === 0) return undefined;
  const join = src.includes('?') ? '&' : '?';
  return [...widths.map((w) => `${src}${join}w=${w} ${w}w`), `${src} ${width}w`].join(', ');
}
