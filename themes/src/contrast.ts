import type { ThemeTokens } from './tokenType.ts';

/** WCAG 2.2 relative luminance of a `#rgb` or `#rrggbb` colour. */
export function luminance(hex: string): number {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => {
    const channel = Number.parseInt(digits.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

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

/** The pairs by what WCAG 2.2 AA asks of them: text 4.5:1, large text and UI boundaries 3:1. */
const contrastGroups: ReadonlyArray<readonly [minimum: number, pairs: readonly Pair[]]> = [
  [4.5, textPairs],
  [3, largeTextPairs],
  [3, uiPairs],
];

/** A colour pair below what WCAG 2.2 AA asks of it (ratio 0: a colour that is not a hex colour). */
export interface ContrastProblem {
  readonly what: string;
  readonly ratio: number;
  readonly minimum: number;
}

/**
 * Every pair of a theme's colours that people read or must tell apart, below its WCAG 2.2 AA minimum: text on the
 * surfaces 4.5:1, large text and control boundaries 3:1. The themes' tests, the server (a property's theme is
 * refused) and the property app's theme editor (live) all ask this one function.
 */
export function contrastProblems(color: ThemeTokens['color']): ContrastProblem[] {
  return contrastGroups.flatMap(([minimum, pairs]) =>
    pairs.flatMap(({ what, fg, bg }) => {
      let ratio = 0;
      try {
        ratio = contrastRatio(fg(color), bg(color));
      } catch {
        ratio = 0;
      }
      return ratio < minimum ? [{ what, ratio, minimum }] : [];
    }),
  );
}
