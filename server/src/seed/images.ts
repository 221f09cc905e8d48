import { deflateSync } from 'node:zlib';

/*
 * Small demo pictures made at seed time with no network and no binary assets in git: a hero image
 * (a sky-to-lake gradient with a horizon) and an equirectangular panorama (2:1, 360 degrees).
 */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes an RGB image (pixel(x, y) gives [r, g, b]) as a PNG. */
function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => readonly [number, number, number],
): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

type Rgb = readonly [number, number, number];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/** A hero slide: sky gradient, a soft horizon and a darker foreground in the property's colours. */
export function heroImage(sky: Rgb, ground: Rgb, seed: number): Uint8Array {
  const [w, h] = [320, 160];
  return encodePng(w, h, (x, y) => {
    const horizon = h * 0.6 + Math.sin((x + seed * 37) / 23) * 6;
    if (y < horizon) return mix([250, 250, 245], sky, y / horizon);
    return mix(ground, [20, 30, 30], (y - horizon) / (h - horizon));
  });
}

/** An equirectangular panorama (2:1): a horizon band with hills all the way round. */
export function panoramaImage(sky: Rgb, ground: Rgb): Uint8Array {
  const [w, h] = [512, 256];
  return encodePng(w, h, (x, y) => {
    const angle = (x / w) * Math.PI * 2;
    const hills = h / 2 - 10 - Math.abs(Math.sin(angle * 3)) * 18;
    if (y < hills) return mix([235, 242, 250], sky, y / hills);
    return mix(ground, [30, 40, 35], (y - hills) / (h - hills));
  });
}
