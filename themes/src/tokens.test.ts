import { describe, expect, it } from 'vitest';
import { breakpoints } from './breakpoints.ts';
import { cityloftTokens } from './cityloft/tokens.ts';
import { contractShape } from './contract.ts';
import { defaultTokens } from './default/tokens.ts';
import { lindenhofTokens } from './lindenhof/tokens.ts';
import { themeTokensToCss } from './themeTokensToCss.ts';
import type { ThemeTokens } from './tokenType.ts';
import { vars } from './vars.css.ts';

const leaves = (tree: object, prefix = ''): Array<[string, unknown]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );

const themes: ReadonlyArray<[string, ThemeTokens]> = [
  ['default', defaultTokens],
  ['lindenhof', lindenhofTokens],
  ['cityloft', cityloftTokens],
];

describe.each(themes)('the %s theme', (_name, tokens) => {
  it('gives every token of the contract a value, so no component renders unstyled', () => {
    const contract = leaves(contractShape).map(([path]) => path);
    const given = new Map(leaves(tokens));
    for (const path of contract) expect(given.get(path), path).toMatch(/\S/);
    expect(given.size).toBe(contract.length);
  });

  it('declares the same breakpoints the media queries use', () => {
    expect(tokens.breakpoint).toEqual({
      heroDrag: `${breakpoints.heroDrag}px`,
      splitPane: `${breakpoints.splitPane}px`,
    });
  });

  it('turns into a property stylesheet that sets every contract variable and nothing else', () => {
    const css = themeTokensToCss(tokens, '.hotel');
    const block = css.slice(0, css.indexOf('}'));
    const declared = [...block.matchAll(/(--[\w-]+):/g)].map((m) => `var(${m[1]})`);
    expect(declared.sort()).toEqual(
      leaves(vars)
        .map(([, name]) => name)
        .sort(),
    );
    expect(css).toContain(`--venue-color-brand: ${tokens.color.brand};`);
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{\s*\.hotel \{\s*--venue-duration-fast: 0ms;/,
    );
  });
});

describe('the property stylesheet', () => {
  it('refuses token values that would break out of their declaration', () => {
    const evil = {
      ...defaultTokens,
      color: { ...defaultTokens.color, brand: 'red; } body { display: none' },
    };
    expect(() => themeTokensToCss(evil, ':root')).toThrow(/color\.brand/);
    const closing = { ...defaultTokens, font: { ...defaultTokens.font, body: 'x</style><script>' } };
    expect(() => themeTokensToCss(closing, ':root')).toThrow(/font\.body/);
  });

  it('refuses a selector that would open another rule', () => {
    expect(() => themeTokensToCss(defaultTokens, ':root{}body')).toThrow(/selector/);
  });

  it('accepts the values real themes use (rgba, font stacks with quotes, shadows, cubic-bezier)', () => {
    for (const [, tokens] of themes)
      expect(() => themeTokensToCss(tokens, '[data-property="7"]')).not.toThrow();
  });
});
