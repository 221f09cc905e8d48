/** docs/rules.md#forms: the password strength patterns: a letter, a lower case letter, an upper case letter, a digit, a special character. */
const PASSWORD_PATTERNS = Object.freeze({
  letter: /\p{L}/u,
  lower: /\p{Ll}/u,
  upper: /\p{Lu}/u,
  digit: /\p{Nd}/u,
  special: /[^\p{L}\p{Nd}\s]/u,
});

/** The name of a password strength pattern. */
export type PasswordCriterion = keyof typeof PASSWORD_PATTERNS;

/** Which strength patterns a password meets. */
export function passwordStrength(password: string): Readonly<Record<PasswordCriterion, boolean>> {
  return {
    letter: PASSWORD_PATTERNS.letter.test(password),
    lower: PASSWORD_PATTERNS.lower.test(password),
    upper: PASSWORD_PATTERNS.upper.test(password),
    digit: PASSWORD_PATTERNS.digit.test(password),
    special: PASSWORD_PATTERNS.special.test(password),
  };
}

/** The criteria a password still misses, in the order the form lists them. */
export function missingPasswordCriteria(password: string): PasswordCriterion[] {
  const met = passwordStrength(password);
  return (Object.keys(PASSWORD_PATTERNS) as PasswordCriterion[]).filter((c) => !met[c]);
}
