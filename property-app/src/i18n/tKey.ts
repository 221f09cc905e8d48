/** Marks a literal as an i18n key (found by keys.test.ts) where the key is stored before `t` is called. */
export const tKey = <K extends string>(key: K): K => key;
