import { describe, expect, it } from 'vitest';
import { cityloftTokens } from './cityloft/tokens.ts';
import { contrastRatio } from './contrast.ts';
import { defaultTokens } from './default/tokens.ts';
import { lindenhofTokens } from './lindenhof/tokens.ts';
import type { ThemeTokens } from './tokenType.ts';

type Colors = ThemeTokens['color'];
type Pick = (c: Colors) => string;
interface Pair {
  readonly what: string;
  readonly fg: Pick;
  readonly bg: Pick;
}

const surfaces: ReadonlyArray<[string, Pick]> = [
  ['surface', (c) => c.surface],
  ['surfaceRaised', (c) => c.surfaceRaised],
  ['surfaceMuted', (c) => c.surfaceMuted],
];
const onEverySurface = (what: string, fg: Pick): Pair[] =>
  surfaces.map(([name, bg]) => ({ what: `${what} on ${name}`, fg, bg }));

/** Body text pairs: WCAG 1.4.3 asks 4.5:1. */
const textPairs: Pair[] = [
  ...onEverySurface('text', (c) => c.text),
  ...onEverySurface('textMuted', (c) => c.textMuted),
  ...onEverySurface('brand as link text', (c) => c.brand),
  ...onEverySurface('dangerText (field errors)', (c) => c.dangerText),
  { what: 'brandText on brand', fg: (c) => c.brandText, bg: (c) => c.brand },
  { what: 'brandText on brandHover', fg: (c) => c.brandText, bg: (c) => c.brandHover },
  { what: 'text on brandSubtle', fg: (c) => c.text, bg: (c) => c.brandSubtle },
  { what: 'onDanger on danger', fg: (c) => c.onDanger, bg: (c) => c.danger },
  { what: 'successText on successSurface', fg: (c) => c.successText, bg: (c) => c.successSurface },
  { what: 'warningText on warningSurface', fg: (c) => c.warningText, bg: (c) => c.warningSurface },
  { what: 'dangerText on dangerSurface', fg: (c) => c.dangerText, bg: (c) => c.dangerSurface },
  { what: 'infoText on infoSurface', fg: (c) => c.infoText, bg: (c) => c.infoSurface },
  { what: 'text on successSurface', fg: (c) => c.text, bg: (c) => c.successSurface },
  { what: 'text on warningSurface', fg: (c) => c.text, bg: (c) => c.warningSurface },
  { what: 'text on dangerSurface', fg: (c) => c.text, bg: (c) => c.dangerSurface },
  { what: 'text on infoSurface', fg: (c) => c.text, bg: (c) => c.infoSurface },
  { what: 'free text', fg: (c) => c.availability.freeText, bg: (c) => c.availability.freeSurface },
  { what: 'short text', fg: (c) => c.availability.shortText, bg: (c) => c.availability.shortSurface },
  { what: 'blocked text', fg: (c) => c.availability.blockedText, bg: (c) => c.availability.blockedSurface },
];

/** Large text (>= 24 px, or 18.66 px bold) needs only 3:1 (WCAG 1.4.3): headings in status colours. */
const largeTextPairs: Pair[] = [
  ...onEverySurface('success heading', (c) => c.success),
  ...onEverySurface('warning heading', (c) => c.warning),
  ...onEverySurface('danger heading', (c) => c.danger),
];

/** Boundaries and states of controls: WCAG 1.4.11 asks 3:1 against what is next to them. */
const uiPairs: Pair[] = [
  ...onEverySurface('border', (c) => c.border),
  ...onEverySurface('focusRing', (c) => c.focusRing),
  ...onEverySurface('brand (checked boxes, selected tabs)', (c) => c.brand),
  ...onEverySurface('info accent', (c) => c.info),
  { what: 'success accent on surface', fg: (c) => c.success, bg: (c) => c.surface },
  { what: 'warning accent on surface', fg: (c) => c.warning, bg: (c) => c.surface },
  { what: 'danger accent on surface', fg: (c) => c.danger, bg: (c) => c.surface },
  { what: 'free marker', fg: (c) => c.availability.free, bg: (c) => c.surface },
  { what: 'short marker', fg: (c) => c.availability.short, bg: (c) => c.surface },
  { what: 'blocked marker', fg: (c) => c.availability.blocked, bg: (c) => c.surface },
  { what: 'brandText (switch knob) on brand', fg: (c) => c.brandText, bg: (c) => c.brand },
];

const themes: ReadonlyArray<[string, ThemeTokens]> = [
  ['default', defaultTokens],
  ['lindenhof', lindenhofTokens],
  ['cityloft', cityloftTokens],
];
const groups: ReadonlyArray<[string, number, Pair[]]> = [
  ['text', 4.5, textPairs],
  ['large text', 3, largeTextPairs],
  ['UI boundary', 3, uiPairs],
];

describe.each(themes)('the %s theme meets WCAG 2.2 AA contrast', (_name, tokens) => {
  it.each(groups)('for every %s pair (at least %d:1)', (_group, minimum, pairs) => {
    const failures = pairs
      .map(({ what, fg, bg }) => ({ what, ratio: contrastRatio(fg(tokens.color), bg(tokens.color)) }))
      .filter(({ ratio }) => ratio < minimum)
      .map(({ what, ratio }) => `${what}: ${ratio.toFixed(2)}:1`);
    expect(failures).toEqual([]);
  });
});

describe('the contrast ratio', () => {
  it('matches WCAG reference values, so the theme checks above can fail', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
  });
});
