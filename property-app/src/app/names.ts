import { textIn } from '@venue/domain';

/**
 * A row's name in the language the user reads the app in, else its own (the property's language), else its other
 * translation: the domain's one rule for catalog texts (docs/rules.md#catalog-texts).
 */
export const nameIn = (row: { readonly name: string }, language: string): string =>
  textIn(row, 'name', language);
