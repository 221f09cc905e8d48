import { defaultTokens } from '@venue/themes/default/tokens.ts';
import { describe, expect, it } from 'vitest';
import { draftProblems, previewStyle, withColors } from './themeDraft.ts';

describe('the theme draft', () => {
  it('is fine as the default theme, and names an unreadable pair or a colour that is no hex colour', () => {
    expect(draftProblems(defaultTokens)).toEqual({ notHex: [], contrast: [] });
    const yellow = draftProblems(withColors(defaultTokens, { brand: '#ffee00' }));
    expect(yellow.notHex).toEqual([]);
    expect(yellow.contrast.map((p) => p.what)).toContain('brand as link text on surface');
    // Named once, with the text minimum (it is also a control boundary, 3:1).
    expect(yellow.contrast.filter((p) => p.fg === 'brand' && p.bg === 'surface')).toEqual([
      expect.objectContaining({ minimum: 4.5 }),
    ]);
    expect(draftProblems(withColors(defaultTokens, { text: 'black' })).notHex).toEqual(['text']);
  });

  it('previews the draft as the theme contract’s custom properties', () => {
    const style = previewStyle(withColors(defaultTokens, { brand: '#7a1f3d' }));
    expect(style['--venue-color-brand']).toBe('#7a1f3d');
    expect(style['--venue-color-availability-free-text']).toBe(defaultTokens.color.availability.freeText);
  });
});
