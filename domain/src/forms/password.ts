import { formErrorKey } from './errorKeys.ts';

/**
 * docs/rules.md#forms: the shortest password a staff account accepts. Ten, not the bare eight of NIST
 * SP 800-63B, because a staff login reaches every booking and guest contact of a property; with the five
 * character classes below that still fits a password a person types.
 */
export const PASSWORD_MIN_LENGTH = 10;

/** The character classes a password must contain (docs/rules.md#forms), each with its test. */
const CLASSES = [
  ['passwordletter', /\p{L}/u],
  ['passwordlowercase', /\p{Ll}/u],
  ['passworduppercase', /\p{Lu}/u],
  ['passworddigit', /\p{Nd}/u],
  // Anything that is neither a letter, a number nor white space: punctuation, symbols, emoji.
  ['passwordspecial', /[^\p{L}\p{N}\s]/u],
] as const;

/**
 * docs/rules.md#forms: what a new password lacks, as FORM.ERROR keys (FORM.ERROR.MINLENGTH with
 * `PASSWORD_MIN_LENGTH` as `min`, then FORM.ERROR.PASSWORDLETTER, …LOWERCASE, …UPPERCASE, …DIGIT,
 * …SPECIAL per missing class); an empty password is only FORM.ERROR.REQUIRED. Empty list: strong enough.
 */
export function passwordProblems(password: string): readonly string[] {
  if (password === '') return [formErrorKey('required')];
  const problems: string[] = [];
  // Counted in code points, so an emoji or an accented letter is one character, as a person counts.
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push(formErrorKey('minlength'));
  for (const [name, test] of CLASSES) if (!test.test(password)) problems.push(formErrorKey(name));
  return problems;
}
