/** Joins a recipe class with the caller's static or state-dependent className (RAC's className contract). */
export function withClassName<S>(
  base: string,
  className: string | ((state: S) => string) | undefined,
  state: S,
) {
  return [base, typeof className === 'function' ? className(state) : className].filter(Boolean).join(' ');
}
