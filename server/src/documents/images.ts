import { UPLOAD_LIMITS } from '@venue/contract';
import sharp, { type OutputInfo } from 'sharp';

/** docs/api.md#documents: what an uploaded image may be, and what is made of it. */
export const IMAGE_LIMITS = {
  /** The largest file accepted. */
  maxBytes: UPLOAD_LIMITS.maxBytes,
  /** The largest image accepted, in pixels (a decompression bomb is refused before it is decoded). */
  maxPixels: UPLOAD_LIMITS.maxPixels,
  /** The format and size are read from at most this many bytes of the file (spec 9: metadata read limit). */
  metadataBytes: 262_144,
  /** The stored image is at most this wide. */
  maxWidth: 2560,
  /** Thumbnails from this width in doubling steps (spec 9), each narrower than the stored image. */
  thumbnailFrom: 120,
  formats: ['jpeg', 'png', 'webp'] as const,
} as const;

/** Why an upload is refused: not an image of an accepted format, too large a file, or too many pixels. */
export class ImageRefused extends Error {
  constructor(readonly reason: 'type' | 'size' | 'dimensions') {
    super(`image refused: ${reason}`);
  }
}

/** An image as stored: re-encoded without its metadata (no camera or location data leaves), with thumbnails. */
export interface StoredImage {
  readonly mime: 'image/webp';
  readonly bytes: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly thumbnails: readonly { readonly width: number; readonly bytes: Uint8Array }[];
}

/** The thumbnail widths of an image `width` pixels wide: 120, 240, 480, ... below it. */
export function thumbnailWidths(width: number): number[] {
  const widths: number[] = [];
  for (let w: number = IMAGE_LIMITS.thumbnailFrom; w < width; w *= 2) widths.push(w);
  return widths;
}

/**
 * Decodes an uploaded file, refusing anything but a JPEG, PNG or WebP within the limits, and re-encodes it as
 * WebP (turned upright by its EXIF orientation, at most 2560 px wide, metadata stripped) with its thumbnails.
 */
export async function storeImage(file: Uint8Array): Promise<StoredImage> {
  if (file.byteLength > IMAGE_LIMITS.maxBytes) throw new ImageRefused('size');
  let format: string | undefined;
  let pixels = 0;
  try {
    const head = await sharp(file.subarray(0, IMAGE_LIMITS.metadataBytes)).metadata();
    format = head.format;
    pixels = (head.width ?? 0) * (head.height ?? 0);
  } catch {
    throw new ImageRefused('type');
  }
  if (!(IMAGE_LIMITS.formats as readonly string[]).includes(format ?? '')) throw new ImageRefused('type');
  if (pixels > IMAGE_LIMITS.maxPixels) throw new ImageRefused('dimensions');
  let stored: { data: Buffer; info: OutputInfo };
  try {
    stored = await sharp(file, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: IMAGE_LIMITS.maxWidth, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A file whose header looked right but whose data does not decode.
    throw new ImageRefused('type');
  }
  const thumbnails = await Promise.all(
    thumbnailWidths(stored.info.width).map(async (width) => ({
      width,
      bytes: new Uint8Array(await sharp(stored.data).resize({ width }).webp({ quality: 78 }).toBuffer()),
    })),
  );
  return {
    mime: 'image/webp',
    bytes: new Uint8Array(stored.data),
    width: stored.info.width,
    height: stored.info.height,
    thumbnails,
  };
}

/** A file name for the document's URL: the upload's name, safe in a path, with the stored format's extension. */
export function documentName(uploaded: string): string {
  const base = uploaded
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'image'}.webp`;
}
