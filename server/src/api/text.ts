import { z } from 'zod';

/**
 * The detail code (an i18n key, docs/api.md#texts) of a text holding a character the API refuses; the answer is
 * `422 error.validation` naming the field.
 */
export const TEXT_CHARACTER_ERROR = 'FORM.ERROR.CHARACTERS';

// Control characters PostgreSQL or a reader cannot take: C0 (NUL among them), DEL and C1. A multi-line text keeps
// tab, line feed and carriage return. A lone UTF-16 surrogate cannot be encoded as UTF-8 at all.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const SINGLE_LINE_REFUSED = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const MULTI_LINE_REFUSED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const refusing = (refused: RegExp) =>
  z.string().refine((v) => !refused.test(v) && !LONE_SURROGATE.test(v), {
    message: 'a control character or a lone surrogate',
    params: { code: TEXT_CHARACTER_ERROR },
  });

/**
 * Every text the API accepts (body, query, path): a string without control characters (tab and line breaks
 * neither) and without lone surrogates. Chain `.max()`, `.email()`, `.regex()` as on `z.string()`.
 */
export const text = () => refusing(SINGLE_LINE_REFUSED);

/** A text that may span lines: like `text()`, but tab, line feed and carriage return are accepted. */
export const multilineText = () => refusing(MULTI_LINE_REFUSED);
