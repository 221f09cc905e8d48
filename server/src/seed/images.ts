import sharp from 'sharp';

/*
 * Demo pictures made at seed time with no network and no binary assets in git: hero images (a sky-to-lake
 * gradient with a horizon) and an equirectangular panorama (2:1, 360 degrees). The pixels are computed here; sharp
 * makes a PNG of them, which the seed stores as an upload is stored (storeImage: WebP with thumbnails).
 */

type Rgb = readonly [number, number, number];

/**
 * A PNG (made by sharp) of a landscape `width` × `height` pixels: in each column x, a gradient from `top` to `sky`
 * down to the line horizon(x), then from `ground` to `bottom` below it.
 */
async function landscape(
  width: number,
  height: number,
  horizon: (x: number) => number,
  colours: { top: Rgb; sky: Rgb; ground: Rgb; bottom: Rgb },
): Promise<Uint8Array> {
  const { top, sky, ground, bottom } = colours;
  const raw = Buffer.alloc(width * height * 3);
  for (let x = 0; x < width; x++) {
    const line = horizon(x);
    for (let y = 0; y < height; y++) {
      const [from, to, t] = y < line ? [top, sky, y / line] : [ground, bottom, (y - line) / (height - line)];
      const at = (y * width + x) * 3;
      raw[at] = Math.round(from[0] + (to[0] - from[0]) * t);
      raw[at + 1] = Math.round(from[1] + (to[1] - from[1]) * t);
      raw[at + 2] = Math.round(from[2] + (to[2] - from[2]) * t);
    }
  }
  // Level 1: the PNG is read back once by storeImage; fast to write matters more than small.
  return new Uint8Array(
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 1 })
      .toBuffer(),
  );
}

/**
 * A hero slide `width` pixels wide (2:1): sky gradient, a soft horizon and a darker foreground in the property's
 * colours; `seed` moves the horizon's waves.
 */
export function heroImage(sky: Rgb, ground: Rgb, seed: number, width = 1600): Promise<Uint8Array> {
  const height = width / 2;
  // The waves were drawn on 320 × 160 first: the same picture at any width.
  const scale = width / 320;
  return landscape(width, height, (x) => height * 0.6 + Math.sin((x / scale + seed * 37) / 23) * 6 * scale, {
    top: [250, 250, 245],
    sky,
    ground,
    bottom: [20, 30, 30],
  });
}

/** An equirectangular panorama (2:1): a horizon band with hills all the way round. */
export function panoramaImage(sky: Rgb, ground: Rgb): Promise<Uint8Array> {
  const [width, height] = [512, 256];
  return landscape(
    width,
    height,
    (x) => height / 2 - 10 - Math.abs(Math.sin((x / width) * Math.PI * 2 * 3)) * 18,
    { top: [235, 242, 250], sky, ground, bottom: [30, 40, 35] },
  );
}
