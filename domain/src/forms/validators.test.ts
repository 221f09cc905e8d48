import { describe, expect, it } from 'vitest';
import { hasRefusedCharacter } from './characters.ts';
import { formErrorKey } from './errorKeys.ts';
import { type FieldRules, type FieldValue, fieldErrorKey } from './validators.ts';

/** The name of the field's first error (FORM.ERROR.<NAME> lower-cased), or null when it is valid. */
const errorOf = (value: FieldValue, rules: FieldRules): string | null =>
  fieldErrorKey(value, rules)?.slice('FORM.ERROR.'.length).toLowerCase() ?? null;

describe('form error messages', () => {
  it('required, pattern, minlength and maxlength have their own message keys', () => {
    expect(formErrorKey('required')).toBe('FORM.ERROR.REQUIRED');
    expect(formErrorKey('pattern')).toBe('FORM.ERROR.PATTERN');
    expect(formErrorKey('minlength')).toBe('FORM.ERROR.MINLENGTH');
    expect(formErrorKey('maxlength')).toBe('FORM.ERROR.MAXLENGTH');
  });
  it('any other error uses FORM.ERROR plus its name in capitals', () => {
    expect(formErrorKey('datemin')).toBe('FORM.ERROR.DATEMIN');
    expect(formErrorKey('integer')).toBe('FORM.ERROR.INTEGER');
    expect(formErrorKey('forced')).toBe('FORM.ERROR.FORCED');
  });
});

describe('field validators', () => {
  it('a required field may not be empty, blank or an unticked box', () => {
    expect(errorOf('', { required: true })).toBe('required');
    expect(errorOf('   ', { required: true })).toBe('required');
    expect(errorOf(null, { required: true })).toBe('required');
    expect(errorOf(false, { required: true })).toBe('required');
    expect(errorOf(0, { required: true })).toBeNull();
    expect(errorOf('x', { required: true })).toBeNull();
  });

  it('numbers typed as text are compared with the minimum and maximum', () => {
    expect(errorOf('4', { min: 5 })).toBe('min');
    expect(errorOf('5', { min: 5 })).toBeNull();
    expect(errorOf('12,5', { max: 12 })).toBe('max');
    expect(errorOf(12, { max: 12 })).toBeNull();
    expect(errorOf('five', { min: 5 })).toBe('number');
    expect(errorOf('1e3', { max: 5 })).toBe('number');
    expect(errorOf('', { min: 5 })).toBeNull();
    expect(errorOf(null, { max: 5 })).toBeNull();
  });

  it('reads numbers from text', () => {
    expect(errorOf(' -3.5 ', { min: -3.5, max: -3.5 })).toBeNull();
    expect(errorOf(' -3.5 ', { min: -3 })).toBe('min');
    expect(errorOf('.5', { min: 0.5, max: 0.5 })).toBeNull();
    expect(errorOf(Number.NaN, { min: 0 })).toBe('number');
    expect(errorOf(true, { min: 0 })).toBe('number');
  });

  it('a count must be a whole number', () => {
    expect(errorOf('3', { integer: true })).toBeNull();
    expect(errorOf('3.5', { integer: true })).toBe('integer');
    expect(errorOf('abc', { integer: true })).toBe('integer');
    expect(errorOf(undefined, { integer: true })).toBeNull();
  });

  it('dates are compared with their bounds as YYYYMMDD', () => {
    expect(errorOf('2026-11-21', { dateMin: '2026-11-22' })).toBe('datemin');
    expect(errorOf('2026-11-22', { dateMin: '20261122' })).toBeNull();
    expect(errorOf('2027-01-01', { dateMax: '2026-12-31' })).toBe('datemax');
    expect(errorOf('20261231', { dateMax: '2026-12-31' })).toBeNull();
    expect(errorOf('2026-02-30', { dateMin: '2026-01-01' })).toBe('date');
    expect(errorOf('soon', { dateMax: '2026-01-01' })).toBe('date');
    expect(errorOf('2026-03-01', { dateMin: 'never' })).toBeNull();
    expect(errorOf('', { dateMax: '2026-01-01' })).toBeNull();
    expect(errorOf(null, { dateMin: '2026-01-01' })).toBeNull();
    expect(errorOf('2028-02-29T10:00', { dateMin: '20280229', dateMax: '2028-02-29' })).toBeNull();
    expect(errorOf('2028-02-29T10:00', { dateMin: '2028-03-01' })).toBe('datemin');
    expect(errorOf(20280229, { dateMin: '2028-01-01' })).toBe('date');
  });

  it('a value must match the whole pattern', () => {
    expect(errorOf('AB12', { pattern: '[A-Z]+\\d+' })).toBeNull();
    expect(errorOf('xAB12', { pattern: '[A-Z]+\\d+' })).toBe('pattern');
    expect(errorOf('abc', { pattern: /^\w+$/g })).toBeNull();
    expect(errorOf('abc', { pattern: /^\w+$/g })).toBeNull();
    expect(errorOf('', { pattern: '[A-Z]+' })).toBeNull();
  });

  it('text length is limited both ways', () => {
    expect(errorOf('ab', { minlength: 3 })).toBe('minlength');
    expect(errorOf('', { minlength: 3 })).toBeNull();
    expect(errorOf('abcd', { maxlength: 3 })).toBe('maxlength');
    expect(errorOf(undefined, { maxlength: 3 })).toBeNull();
  });

  it('an e-mail field needs something that looks like an address', () => {
    expect(errorOf('ada@example', { email: true })).toBe('email');
    expect(fieldErrorKey('ada@example', { email: true })).toBe('FORM.ERROR.EMAIL');
    expect(errorOf(' ada@example.org ', { email: true })).toBeNull();
    expect(errorOf('', { email: true })).toBeNull();
  });

  it('a forced error shows even on a valid value', () => {
    expect(errorOf('fine', { forceError: true })).toBe('forced');
    expect(fieldErrorKey('fine', { forceError: true })).toBe('FORM.ERROR.FORCED');
  });

  it('shows the first error of a field in a fixed order', () => {
    expect(errorOf('2.5', { integer: true, min: 3, max: 2 })).toBe('integer');
    expect(errorOf('2', { integer: true, min: 3, max: 2 })).toBe('min');
    expect(errorOf('', { required: true, minlength: 2 })).toBe('required');
    expect(
      errorOf('2026-01-01', {
        dateMin: '2026-02-01',
        dateMax: '2025-01-01',
        pattern: '\\d{4}-\\d{2}-\\d{2}',
      }),
    ).toBe('datemin');
    expect(errorOf('abc', { maxlength: 2, minlength: 4 })).toBe('minlength');
    expect(fieldErrorKey('ok', { required: true })).toBeNull();
  });
});

describe('refused characters (docs/api.md#texts)', () => {
  it('a name with NUL, another control character or half an emoji is refused; umlauts and whole emoji are fine', () => {
    expect(fieldErrorKey('Ada\u0000', { required: true })).toBe('FORM.ERROR.CHARACTERS');
    expect(fieldErrorKey('Ada\u0085', {})).toBe('FORM.ERROR.CHARACTERS');
    expect(fieldErrorKey('Ada \ud83c', {})).toBe('FORM.ERROR.CHARACTERS');
    expect(fieldErrorKey('Ada\nLovelace', {})).toBe('FORM.ERROR.CHARACTERS');
    expect(fieldErrorKey('Zoë 🎉 Müller', { required: true, maxlength: 100 })).toBeNull();
  });

  it('a text that may span lines keeps its tabs and line breaks, not other control characters', () => {
    expect(fieldErrorKey('first line\r\n\tsecond', { multiline: true })).toBeNull();
    expect(fieldErrorKey('bell\u0007', { multiline: true })).toBe('FORM.ERROR.CHARACTERS');
    expect(hasRefusedCharacter('\udc00 alone', { multiline: true })).toBe(true);
  });
});
