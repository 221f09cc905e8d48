import { describe, expect, it } from 'vitest';
import { cityloftTokens } from './cityloft/tokens.ts';
import { contrastProblems, contrastRatio } from './contrast.ts';
import { defaultTokens } from './default/tokens.ts';
import { lindenhofTokens } from './lindenhof/tokens.ts';
import type { ThemeTokens } from './tokenType.ts';

const themes: ReadonlyArray<[string, ThemeTokens]> = [
  ['default', defaultTokens],
  ['lindenhof', lindenhofTokens],
  ['cityloft', cityloftTokens],
];
describe.each(themes)('the %s theme meets WCAG 2.2 AA contrast', (_name, tokens) => {
  it('for every text, large text and UI boundary pair @wcag-1.4.3 @wcag-1.4.11', () => {
    expect(contrastProblems(tokens.color)).toEqual([]);
  });
});

describe('the contrast check', () => {
  it('names a pair below its minimum, and a colour that is no hex colour', () => {
    const pale = { ...defaultTokens.color, text: '#999999', brand: 'tomato' };
    const problems = contrastProblems(pale);
    expect(problems).toContainEqual({
      what: 'text on surface',
      fg: 'text',
      bg: 'surface',
      ratio: expect.any(Number),
      minimum: 4.5,
    });
    expect(problems.find((p) => p.what === 'text on surface')?.ratio).toBeCloseTo(2.85, 1);
    expect(problems).toContainEqual({
      what: 'brandText on brand',
      fg: 'brandText',
      bg: 'brand',
      ratio: 0,
      minimum: 4.5,
    });
  });
});

describe('the contrast ratio', () => {
  it('matches WCAG reference values, so the theme checks above can fail', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
  });
});
