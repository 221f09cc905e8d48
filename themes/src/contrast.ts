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
/** A colour token by its path under `color` ('text', 'availability.freeText'). */
type ColorPath = string;
interface Pair {
  readonly what: string;
  readonly fg: ColorPath;
  readonly bg: ColorPath;
}

/** The colour at a path of the theme's colours. */
const colorAt = (color: Colors, path: ColorPath): string =>
  String(path.split('.').reduce<unknown>((tree, key) => (tree as Record<string, unknown>)[key], color));

const surfaces: readonly ColorPath[] = ['surface', 'surfaceRaised', 'surfaceMuted'];
const onEverySurface = (what: string, fg: ColorPath): Pair[] =>
  surfaces.map((bg) => ({ what: `${what} on ${bg}`, fg, bg }));

/** Body text pairs: WCAG 1.4.3 asks 4.5:1. */
const textPairs: Pair[] = [
  ...onEverySurface('text', 'text'),
  ...onEverySurface('textMuted', 'textMuted'),
  ...onEverySurface('brand as link text', 'brand'),
  ...onEverySurface('dangerText (field errors)', 'dangerText'),
  { what: 'brandText on brand', fg: 'brandText', bg: 'brand' },
  { what: 'brandText on brandHover', fg: 'brandText', bg: 'brandHover' },
  { what: 'text on brandSubtle', fg: 'text', bg: 'brandSubtle' },
  { what: 'onDanger on danger', fg: 'onDanger', bg: 'danger' },
  { what: 'successText on successSurface', fg: 'successText', bg: 'successSurface' },
  { what: 'warningText on warningSurface', fg: 'warningText', bg: 'warningSurface' },
  { what: 'dangerText on dangerSurface', fg: 'dangerText', bg: 'dangerSurface' },
  { what: 'infoText on infoSurface', fg: 'infoText', bg: 'infoSurface' },
  { what: 'text on successSurface', fg: 'text', bg: 'successSurface' },
  { what: 'text on warningSurface', fg: 'text', bg: 'warningSurface' },
  { what: 'text on dangerSurface', fg: 'text', bg: 'dangerSurface' },
  { what: 'text on infoSurface', fg: 'text', bg: 'infoSurface' },
  { what: 'free text', fg: 'availability.freeText', bg: 'availability.freeSurface' },
  { what: 'short text', fg: 'availability.shortText', bg: 'availability.shortSurface' },
  { what: 'blocked text', fg: 'availability.blockedText', bg: 'availability.blockedSurface' },
];

/** Large text (>= 24 px, or 18.66 px bold) needs only 3:1 (WCAG 1.4.3): headings in status colours. */
const largeTextPairs: Pair[] = [
  ...onEverySurface('success heading', 'success'),
  ...onEverySurface('warning heading', 'warning'),
  ...onEverySurface('danger heading', 'danger'),
];

/** Boundaries and states of controls: WCAG 1.4.11 asks 3:1 against what is next to them. */
const uiPairs: Pair[] = [
  ...onEverySurface('border', 'border'),
  ...onEverySurface('focusRing', 'focusRing'),
  ...onEverySurface('brand (checked boxes, selected tabs)', 'brand'),
  ...onEverySurface('info accent', 'info'),
  { what: 'success accent on surface', fg: 'success', bg: 'surface' },
  { what: 'warning accent on surface', fg: 'warning', bg: 'surface' },
  { what: 'danger accent on surface', fg: 'danger', bg: 'surface' },
  { what: 'free marker', fg: 'availability.free', bg: 'surface' },
  { what: 'short marker', fg: 'availability.short', bg: 'surface' },
  { what: 'blocked marker', fg: 'availability.blocked', bg: 'surface' },
  { what: 'brandText (switch knob) on brand', fg: 'brandText', bg: 'brand' },
  // Found by tests/e2e/theme-token-pairs.spec.ts: a secondary button in the open points and in an info toast.
  { what: 'border (button) on dangerSurface', fg: 'border', bg: 'dangerSurface' },
  { what: 'border (button) on infoSurface', fg: 'border', bg: 'infoSurface' },
  // The availability badge of a unit card, outlined in its text colour, on the card (muted when unavailable).
  { what: 'free badge outline on surfaceRaised', fg: 'availability.freeText', bg: 'surfaceRaised' },
  { what: 'short badge outline on surfaceRaised', fg: 'availability.shortText', bg: 'surfaceRaised' },
  { what: 'blocked badge outline on surfaceRaised', fg: 'availability.blockedText', bg: 'surfaceRaised' },
  { what: 'blocked badge outline on surfaceMuted', fg: 'availability.blockedText', bg: 'surfaceMuted' },
  // The stripes of a blocked day in the property app's occupancy grid and its legend (not colour alone).
  { what: 'border (block stripes) on blockedSurface', fg: 'border', bg: 'availability.blockedSurface' },
];

/** What a pair is to people, so WCAG 2.2 AA's minimum for it: body text 4.5:1, large text and UI boundaries 3:1. */
type PairKind = 'text' | 'largeText' | 'ui';
const minimums: Readonly<Record<PairKind, number>> = { text: 4.5, largeText: 3, ui: 3 };

/**
 * Every pair the check covers, with its kind and minimum. The e2e test theme-token-pairs.spec.ts renders both apps
 * and fails when they show a foreground on a background that is not in this list.
 */
export const checkedPairs: ReadonlyArray<Pair & { readonly kind: PairKind; readonly minimum: number }> = (
  [
    ['text', textPairs],
    ['largeText', largeTextPairs],
    ['ui', uiPairs],
  ] as const
).flatMap(([kind, pairs]) => pairs.map((pair) => ({ ...pair, kind, minimum: minimums[kind] })));

/** A colour pair below what WCAG 2.2 AA asks of it (ratio 0: a colour that is not a hex colour). */
export interface ContrastProblem {
  /** A developer's name of the pair ('brand as link text on surface'). */
  readonly what: string;
  /** The two colour tokens by path, for a translated message ('brand', 'surface'). */
  readonly fg: string;
  readonly bg: string;
  readonly ratio: number;
  readonly minimum: number;
}

/**
 * Every pair of a theme's colours that people read or must tell apart, below its WCAG 2.2 AA minimum: text on the
 * surfaces 4.5:1, large text and control boundaries 3:1. The themes' tests, the server (a property's theme is
 * refused) and the property app's theme editor (live) all ask this one function.
 */
export function contrastProblems(color: ThemeTokens['color']): ContrastProblem[] {
  return checkedPairs.flatMap(({ what, fg, bg, minimum }) => {
    let ratio = 0;
    try {
      ratio = contrastRatio(colorAt(color, fg), colorAt(color, bg));
    } catch {
      ratio = 0;
    }
    return ratio < minimum ? [{ what, fg, bg, ratio, minimum }] : [];
  });
}
