import { describe, expect, it } from 'vitest';
import { formErrorKey } from './errorKeys.ts';
import {
  compactDateValue,
  dateMaxError,
  dateMinError,
  FORM_ERROR_KEYS,
  fieldErrorKey,
  fieldErrors,
  integerError,
  maxError,
  maxlengthError,
  minError,
  minlengthError,
  parseNumber,
  patternError,
  requiredError,
} from './validators.ts';

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

describe('the list of form error keys', () => {
  it('names a key for every error the forms can show', () => {
    expect(FORM_ERROR_KEYS).toContain('FORM.ERROR.REQUIRED');
    expect(FORM_ERROR_KEYS).toContain('FORM.ERROR.DATEMIN');
    expect(FORM_ERROR_KEYS).toHaveLength(14);
  });
});

describe('field validators', () => {
  it('a required field may not be empty, blank or an unticked box', () => {
    expect(requiredError('')).toBe('required');
    expect(requiredError('   ')).toBe('required');
    expect(requiredError(null)).toBe('required');
    expect(requiredError(false)).toBe('required');
    expect(requiredError(0)).toBeNull();
    expect(requiredError('x')).toBeNull();
  });

  it('numbers typed as text are compared with the minimum and maximum', () => {
    expect(minError('4', 5)).toBe('min');
    expect(minError('5', 5)).toBeNull();
    expect(maxError('12,5', 12)).toBe('max');
    expect(maxError(12, 12)).toBeNull();
    expect(minError('five', 5)).toBe('number');
    expect(maxError('1e3', 5)).toBe('number');
    expect(minError('', 5)).toBeNull();
    expect(maxError(null, 5)).toBeNull();
  });

  it('reads numbers from text', () => {
    expect(parseNumber(' -3.5 ')).toBe(-3.5);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber(Number.NaN)).toBeNull();
    expect(parseNumber(true)).toBeNull();
  });

  it('a count must be a whole number', () => {
    expect(integerError('3')).toBeNull();
    expect(integerError('3.5')).toBe('integer');
    expect(integerError('abc')).toBe('integer');
    expect(integerError(undefined)).toBeNull();
  });

  it('dates are compared with their bounds as YYYYMMDD', () => {
    expect(dateMinError('2026-11-21', '2026-11-22')).toBe('datemin');
    expect(dateMinError('2026-11-22', '20261122')).toBeNull();
    expect(dateMaxError('2027-01-01', '2026-12-31')).toBe('datemax');
    expect(dateMaxError('20261231', '2026-12-31')).toBeNull();
    expect(dateMinError('2026-02-30', '2026-01-01')).toBe('date');
    expect(dateMaxError('soon', '2026-01-01')).toBe('date');
    expect(dateMinError('2026-03-01', 'never')).toBeNull();
    expect(dateMaxError('', '2026-01-01')).toBeNull();
    expect(dateMinError(null, '2026-01-01')).toBeNull();
    expect(compactDateValue('2028-02-29T10:00')).toBe('20280229');
    expect(compactDateValue(20280229)).toBeNull();
  });

  it('a value must match the whole pattern', () => {
    expect(patternError('AB12', '[A-Z]+\\d+')).toBeNull();
    expect(patternError('xAB12', '[A-Z]+\\d+')).toBe('pattern');
    expect(patternError('abc', /^\w+$/g)).toBeNull();
    expect(patternError('abc', /^\w+$/g)).toBeNull();
    expect(patternError('', '[A-Z]+')).toBeNull();
  });

  it('text length is limited both ways', () => {
    expect(minlengthError('ab', 3)).toBe('minlength');
    expect(minlengthError('', 3)).toBeNull();
    expect(maxlengthError('abcd', 3)).toBe('maxlength');
    expect(maxlengthError(undefined, 3)).toBeNull();
  });

  it('an e-mail field needs something that looks like an address', () => {
    expect(fieldErrors('ada@example', { email: true })).toEqual(['email']);
    expect(fieldErrorKey('ada@example', { email: true })).toBe('FORM.ERROR.EMAIL');
    expect(fieldErrors(' ada@example.org ', { email: true })).toEqual([]);
    expect(fieldErrors('', { email: true })).toEqual([]);
  });

  it('a forced error shows even on a valid value', () => {
    expect(fieldErrors('fine', { forceError: true })).toEqual(['forced']);
    expect(fieldErrorKey('fine', { forceError: true })).toBe('FORM.ERROR.FORCED');
  });

  it('lists all errors of a field and gives the key of the first', () => {
    expect(fieldErrors('2.5', { integer: true, min: 3, max: 2 })).toEqual(['integer', 'min', 'max']);
    expect(fieldErrors('', { required: true, minlength: 2 })).toEqual(['required']);
    expect(
      fieldErrors('2026-01-01', {
        dateMin: '2026-02-01',
        dateMax: '2025-01-01',
        pattern: '\\d{4}-\\d{2}-\\d{2}',
      }),
    ).toEqual(['datemin', 'datemax']);
    expect(fieldErrors('abc', { maxlength: 2, minlength: 4 })).toEqual(['minlength', 'maxlength']);
    expect(fieldErrorKey('ok', { required: true })).toBeNull();
  });
});
