import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './images.ts';

describe('imageSrcSet', () => {
  it('lists the thumbnails narrowest first, then the image itself at its width', () => {
    expect(imageSrcSet('/api/document/7/hero.webp', { width: 1600, thumbnails: [480, 120, 240, 960] })).toBe(
      '/api/document/7/hero.webp?w=120 120w, /api/document/7/hero.webp?w=240 240w, ' +
        '/api/document/7/hero.webp?w=480 480w, /api/document/7/hero.webp?w=960 960w, ' +
        '/api/document/7/hero.webp 1600w',
    );
  });

  it('adds the width to a query the address already has', () => {
    expect(imageSrcSet('/img?v=2', { width: 300, thumbnails: [120] })).toBe(
      '/img?v=2&w=120 120w, /img?v=2 300w',
    );
  });

  it('gives none for an image without its width or without thumbnails (old documents, small images)', () => {
    expect(imageSrcSet('/a.png', { width: null, thumbnails: [120] })).toBeUndefined();
    expect(imageSrcSet('/a.png', {})).toBeUndefined();
    expect(imageSrcSet('/a.webp', { width: 100, thumbnails: [] })).toBeUndefined();
  });
});
