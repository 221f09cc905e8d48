import { media } from './breakpoints.ts';
import { varName } from './contract.ts';
import type { ThemeTokens } from './tokenType.ts';

// A value may hold colours, lengths, font stacks, shadows, rgba() and cubic-bezier(): nothing that can end a
// declaration or a rule, open a comment or close the <style> element it may be inlined into.
const unsafeValue = /[;{}<>\\]|\/\*|\*\//;

/** Whether a token value is safe in the property CSS (the server checks a hotel's theme with it before storing). */
export const isSafeTokenValue = (value: string): boolean => value.trim() !== '' && !unsafeValue.test(value);
const unsafeSelector = /[{}<;]|\/\*|\*\//;

const declarations = (tree: object, path: readonly string[] = []): string[] =>
  Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value === 'object' && value !== null) return declarations(value, [...path, key]);
    const text = String(value);
    if (!isSafeTokenValue(text)) {
      throw new Error(
        `theme token ${[...path, key].join('.')} has an unsafe or empty value: ${JSON.stringify(text)}`,
      );
    }
    return [`  --${varName([...path, key])}: ${text};`];
  });

/**
 * The "property CSS": a stylesheet that only sets the contract's custom properties on `selector`.
 * Loaded at run time it re-themes every component below `selector` without a rebuild.
 * Throws on a value or selector that could break out of its declaration (`;`, braces, `<`, comments), so a
 * property's tokens can never inject other CSS or markup. Pure TypeScript: the server can import this file.
 */
export function themeTokensToCss(tokens: ThemeTokens, selector: string): string {
  if (unsafeSelector.test(selector) || selector.trim() === '') {
    throw new Error(`unsafe selector for property CSS: ${JSON.stringify(selector)}`);
  }
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
