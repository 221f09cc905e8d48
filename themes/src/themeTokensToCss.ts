import { media } from './breakpoints.ts';
import { varName } from './contract.ts';
import type { ThemeTokens } from './tokenType.ts';

const declarations = (tree: object, path: readonly string[] = []): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? declarations(value, [...path, key])
      : [`  --${varName([...path, key])}: ${String(value)};`],
  );

/**
 * The "property CSS": a stylesheet that only sets the contract's custom properties on `selector`.
 * Loaded at run time it re-themes every component below `selector` without a rebuild.
 * Values are written as given, so pass only trusted tokens (the server validates them).
 */
export function themeTokensToCss(tokens: ThemeTokens, selector: string): string {
  const motionOff = ['fast', 'normal', 'slow'].map((d) => `    --${varName(['duration', d])}: 0ms;`);
  return [
    `${selector} {`,
    ...declarations(tokens),
    '}',
    `@media ${media.reducedMotion} {`,
    `  ${selector} {`,
    ...motionOff,
    '  }',
    '}',
    '',
  ].join('\n');
}
