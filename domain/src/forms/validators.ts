import { compactDate, parseIsoDate } from '../dates/isoDate.ts';
import { hasRefusedCharacter } from './characters.ts';
import { formErrorKey } from './errorKeys.ts';

/*
 * Field validators of the configurator's forms (docs/rules.md#forms). Each returns the error name or
 * null. Like the form library they mirror, only `required` complains about an empty value: the
 * others let an empty field pass, so an optional field can stay empty.
 */

/** A field value as a form holds it. */
export type FieldValue = string | number | boolean | null | undefined;

/** The rules one field is checked against. */
export interface FieldRules {
  readonly required?: boolean;
  readonly minlength?: number;
  readonly maxlength?: number;
  readonly pattern?: RegExp | string;
  /** The value must look like an e-mail address (reported as "email", FORM.ERROR.EMAIL). */
  readonly email?: boolean;
  /** Numeric bounds; string values are parsed. */
  readonly min?: number;
  readonly max?: number;
  readonly integer?: boolean;
  /** Date bounds as 'YYYY-MM-DD' or 'YYYYMMDD', compared as YYYYMMDD. */
  readonly dateMin?: string;
  readonly dateMax?: string;
  /** Forces an error on the field (e.g. a server-side rejection), reported as "forced". */
  readonly forceError?: boolean;
  /** The text may span lines: tab and line breaks are not refused characters. */
  readonly multiline?: boolean;
}

const isEmpty = (v: FieldValue) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** docs/rules.md#forms: a required field must have a value (a checkbox must be ticked). */
function requiredError(value: FieldValue): 'required' | null {
  return isEmpty(value) || value === false ? 'required' : null;
}

/** A number read from a field: numbers as they are, strings parsed (a comma decimal is accepted). */
function parseNumber(value: FieldValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

/** docs/rules.md#forms: numeric minimum (strings parsed); not a number is a "number" error. */
function minError(value: FieldValue, min: number): 'min' | 'number' | null {
  if (isEmpty(value)) return null;
  const n = parseNumber(value);
  if (n === null) return 'number';
  return n < min ? 'min' : null;
}

/** docs/rules.md#forms: numeric maximum (strings parsed); not a number is a "number" error. */
function maxError(value: FieldValue, max: number): 'max' | 'number' | null {
  if (isEmpty(value)) return null;
  const n = parseNumber(value);
  if (n === null) return 'number';
  return n > max ? 'max' : null;
}

/** docs/rules.md#forms: the value must be a whole number. */
function integerError(value: FieldValue): 'integer' | null {
  if (isEmpty(value)) return null;
  const n = parseNumber(value);
  return n !== null && Number.isInteger(n) ? null : 'integer';
}

/** A date value in YYYYMMDD form, from 'YYYY-MM-DD' or 'YYYYMMDD'; null when it is not a real day. */
function compactDateValue(value: FieldValue): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = /^\d{8}$/.test(text)
    ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}`
    : text.slice(0, 10);
  const date = parseIsoDate(iso);
  return date ? compactDate(date) : null;
}

/** docs/rules.md#forms: the date must not be before the minimum (compared as YYYYMMDD). */
function dateMinError(value: FieldValue, min: string): 'datemin' | 'date' | null {
  if (isEmpty(value)) return null;
  const v = compactDateValue(value);
  const m = compactDateValue(min);
  if (v === null) return 'date';
  return m !== null && v < m ? 'datemin' : null;
}

/** docs/rules.md#forms: the date must not be after the maximum (compared as YYYYMMDD). */
function dateMaxError(value: FieldValue, max: string): 'datemax' | 'date' | null {
  if (isEmpty(value)) return null;
  const v = compactDateValue(value);
  const m = compactDateValue(max);
  if (v === null) return 'date';
  return m !== null && v > m ? 'datemax' : null;
}

/** docs/rules.md#forms: the whole value must match the pattern (a string pattern is anchored like HTML's). */
function patternError(value: FieldValue, pattern: RegExp | string): 'pattern' | null {
  if (isEmpty(value)) return null;
  const re = typeof pattern === 'string' ? new RegExp(`^(?:${pattern})$`, 'u') : pattern;
  re.lastIndex = 0;
  return re.test(String(value)) ? null : 'pattern';
}

/** docs/rules.md#forms: a plausible e-mail address (one @, a dot in the domain, no spaces). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/u;

/** The value must look like an e-mail address. */
function emailError(value: FieldValue): 'email' | null {
  if (isEmpty(value)) return null;
  return EMAIL_PATTERN.test(String(value).trim()) ? null : 'email';
}

/** Minimum text length. */
function minlengthError(value: FieldValue, min: number): 'minlength' | null {
  if (isEmpty(value)) return null;
  return String(value).length < min ? 'minlength' : null;
}

/** Maximum text length. */
function maxlengthError(value: FieldValue, max: number): 'maxlength' | null {
  if (isEmpty(value)) return null;
  return String(value).length > max ? 'maxlength' : null;
}

/** docs/api.md#texts: every text field refuses control characters and lone surrogates ("characters"). */
function charactersError(value: FieldValue, multiline: boolean): 'characters' | null {
  return typeof value === 'string' && hasRefusedCharacter(value, { multiline }) ? 'characters' : null;
}

/** Every error name of a field value under its rules, in a stable order. */
function fieldErrors(value: FieldValue, rules: FieldRules): string[] {
  const errors: (string | null)[] = [
    rules.forceError ? 'forced' : null,
    rules.required ? requiredError(value) : null,
    charactersError(value, rules.multiline ?? false),
    rules.minlength !== undefined ? minlengthError(value, rules.minlength) : null,
    rules.maxlength !== undefined ? maxlengthError(value, rules.maxlength) : null,
    rules.pattern !== undefined ? patternError(value, rules.pattern) : null,
    rules.email ? emailError(value) : null,
    rules.integer ? integerError(value) : null,
    rules.min !== undefined ? minError(value, rules.min) : null,
    rules.max !== undefined ? maxError(value, rules.max) : null,
    rules.dateMin !== undefined ? dateMinError(value, rules.dateMin) : null,
    rules.dateMax !== undefined ? dateMaxError(value, rules.dateMax) : null,
  ];
  return [...new Set(errors.filter((e): e is string => e !== null))];
}

/** The i18n key of the first error of a field, or null when it is valid. */
export function fieldErrorKey(value: FieldValue, rules: FieldRules): string | null {
  const [first] = fieldErrors(value, rules);
  return first === undefined ? null : formErrorKey(first);
}
