import { hasRefusedCharacter, TEXT_CHARACTER_ERROR } from '@venue/domain';
import { z } from 'zod';

/** The detail code (an i18n key, docs/api.md#texts) of a text holding a refused character: the domain's rule. */
export { TEXT_CHARACTER_ERROR };

const refusing = (multiline: boolean) =>
  z.string().refine((v) => !hasRefusedCharacter(v, { multiline }), {
    message: 'a control character or a lone surrogate',
    params: { code: TEXT_CHARACTER_ERROR },
  });

/**
 * Every text the API accepts (body, query, path): a string without control characters (tab and line breaks
 * neither) and without lone surrogates. Chain `.max()`, `.email()`, `.regex()` as on `z.string()`.
 */
export const text = () => refusing(false);

/** A text that may span lines: like `text()`, but tab, line feed and carriage return are accepted. */
export const multilineText = () => refusing(true);
