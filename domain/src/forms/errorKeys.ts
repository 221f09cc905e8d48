/** Error names with a key of their own (docs/rules.md#forms). */
const NAMED: Readonly<Record<string, string>> = {
  required: 'FORM.ERROR.REQUIRED',
  pattern: 'FORM.ERROR.PATTERN',
  minlength: 'FORM.ERROR.MINLENGTH',
  maxlength: 'FORM.ERROR.MAXLENGTH',
};

/**
 * docs/rules.md#forms: the i18n key of a validation error: required, pattern, minlength and maxlength map to
 * FORM.ERROR.REQUIRED/PATTERN/MINLENGTH/MAXLENGTH; any other error is FORM.ERROR.<NAME UPPER-CASED>.
 */
export function formErrorKey(errorName: string): string {
  return NAMED[errorName.toLowerCase()] ?? `FORM.ERROR.${errorName.toUpperCase()}`;
}
