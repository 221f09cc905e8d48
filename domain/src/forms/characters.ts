/*
 * docs/api.md#texts: the characters no text may hold, for the forms of both apps and for every text the API takes
 * (contract/src/text.ts). PostgreSQL cannot store NUL, a reader cannot see the other control characters (C0,
 * DEL, C1), and a lone UTF-16 surrogate (half of an emoji) cannot be encoded as UTF-8 at all. A text that may span
 * lines keeps tab, line feed and carriage return.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const SINGLE_LINE_REFUSED = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const MULTI_LINE_REFUSED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The i18n key (and the API's detail code) of a text holding a refused character. */
export const TEXT_CHARACTER_ERROR = 'FORM.ERROR.CHARACTERS';

/** Whether a text holds a character no text may hold (`multiline`: tab and line breaks are fine). */
export function hasRefusedCharacter(
  value: string,
  { multiline = false }: { multiline?: boolean } = {},
): boolean {
  return (multiline ? MULTI_LINE_REFUSED : SINGLE_LINE_REFUSED).test(value) || LONE_SURROGATE.test(value);
}
