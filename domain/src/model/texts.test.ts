import { describe, expect, it } from 'vitest';
import { textIn } from './texts.ts';

// A German property's row: the stored texts are German, English is a translation.
const vat = { name: 'MwSt. 19 %', value: 19, i18n: { en: { name: 'VAT 19 %' } } };

describe('textIn (docs/rules.md#catalog-texts)', () => {
  it('answers the translation into the language, else the stored text', () => {
    expect(textIn(vat, 'name', 'en')).toBe('VAT 19 %');
    expect(textIn(vat, 'name', 'de')).toBe('MwSt. 19 %');
    expect(textIn({ name: 'Theater' }, 'name', 'en')).toBe('Theater');
  });

  it('reads a language tag by its language key', () => {
    expect(textIn(vat, 'name', 'en-GB')).toBe('VAT 19 %');
    expect(textIn(vat, 'name', 'EN_us')).toBe('VAT 19 %');
    expect(textIn(vat, 'name', ' De-AT ')).toBe('MwSt. 19 %');
  });

  it('skips an empty translation and falls back to the stored text', () => {
    expect(textIn({ name: 'U-Form', i18n: { en: { name: '' } } }, 'name', 'en')).toBe('U-Form');
    expect(textIn({ name: 'U-Form', i18n: null }, 'name', 'en')).toBe('U-Form');
  });

  it('falls back to the other language when the stored text is empty', () => {
    const image = { description: '', i18n: { de: {}, en: { description: 'Sunset over the lake' } } };
    expect(textIn(image, 'description', 'de')).toBe('Sunset over the lake');
    expect(textIn(image, 'description', undefined)).toBe('Sunset over the lake');
  });

  it('answers an empty text for a row without one', () => {
    expect(textIn({ description: null }, 'description', 'en')).toBe('');
    expect(textIn({}, 'name', 'fr')).toBe('');
  });
});
