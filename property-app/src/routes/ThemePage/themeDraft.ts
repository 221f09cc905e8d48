import { varName } from '@venue/themes/contract.ts';
import { type ContrastProblem, contrastProblems } from '@venue/themes/contrast.ts';
import type { ThemeTokens } from '@venue/themes/tokenType.ts';

/*
 * The theme editor's model (docs/api.md#resources, the property's `themeTokens`): the colours a hotelier edits,
 * the draft's problems (a colour that is no hex colour; WCAG pairs below AA, by the themes' own check), and the
 * custom properties that preview the draft.
 */

/** The colours the editor offers, in the order it shows them. */
export const EDITED_COLORS = [
  'brand',
  'brandHover',
  'brandText',
  'brandSubtle',
  'surface',
  'surfaceRaised',
  'surfaceMuted',
  'text',
  'textMuted',
  'border',
  'focusRing',
] as const;
export type EditedColor = (typeof EDITED_COLORS)[number];

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The theme with the draft's colours. */
export function withColors(
  tokens: ThemeTokens,
  colors: Readonly<Partial<Record<EditedColor, string>>>,
): ThemeTokens {
  return { ...tokens, color: { ...tokens.color, ...colors } };
}

/** What keeps the draft from being saved: colours that are not `#rrggbb`, then the contrast pairs below AA. */
export function draftProblems(theme: ThemeTokens): {
  readonly notHex: readonly EditedColor[];
  readonly contrast: readonly ContrastProblem[];
} {
  const notHex = EDITED_COLORS.filter((key) => !HEX.test(theme.color[key]));
  if (notHex.length) return { notHex, contrast: [] };
  // A pair both read as text and seen as a control boundary is named once, with the higher minimum.
  const byPair = new Map<string, ContrastProblem>();
  for (const problem of contrastProblems(theme.color)) {
    const key = `${problem.fg}/${problem.bg}`;
    const known = byPair.get(key);
    if (!known || known.minimum < problem.minimum) byPair.set(key, problem);
  }
  return { notHex, contrast: [...byPair.values()] };
}

/** The theme as custom properties on the preview's element (they win over the property CSS below it). */
export function previewStyle(theme: ThemeTokens): Record<string, string> {
  const style: Record<string, string> = {};
  const walk = (tree: object, path: readonly string[]) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'object' && value !== null) walk(value, [...path, key]);
      else style[`--${varName([...path, key])}`] = String(value);
    }
  };
  walk(theme, []);
  return style;
}
