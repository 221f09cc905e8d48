import { defaultTokens } from '@venue/themes/default/tokens.ts';
import { isSafeTokenValue, themeTokensToCss } from '@venue/themes/themeTokensToCss.ts';
import type { ThemeTokens } from '@venue/themes/tokenType.ts';

// A token value may only be a plain CSS value: no declarations, blocks, comments or markup can sneak in.
const SAFE_CSS_VALUE = /^[#(),.%\w\s'"/+-]{1,200}$/;
// A token's name becomes part of a custom property's name: letters and digits only.
const SAFE_TOKEN_NAME = /^[A-Za-z0-9]+$/;

/** Whether a stored theme holds only safe names and values (rows written before the resource API checked them). */
function safeTokens(tree: unknown): boolean {
  if (typeof tree === 'string' || typeof tree === 'number') {
    const value = String(tree);
    return SAFE_CSS_VALUE.test(value) && isSafeTokenValue(value);
  }
  if (tree && typeof tree === 'object')
    return Object.entries(tree).every(([name, value]) => SAFE_TOKEN_NAME.test(name) && safeTokens(value));
  return false;
}

/**
 * The property's theme as CSS custom properties on `:root` (docs/serving.md#search-and-link-previews): its stored
 * tokens when every name and value is safe, else the default theme's. Served by `/api/property/css/{id}` and
 * written into the head of the property's page. Holds no `<`, so it can stand inside a `<style>` element.
 */
export function propertyCss(themeTokens: Record<string, unknown> | null): string {
  const tokens = (themeTokens && safeTokens(themeTokens) ? themeTokens : defaultTokens) as ThemeTokens;
  return themeTokensToCss(tokens, ':root');
}
