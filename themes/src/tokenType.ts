import type { contractShape } from './contract.ts';

/** Replaces every leaf of a nested token tree with a string value. */
type Leaves<T> = { readonly [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** The typed data a property theme provides: one string per token of the contract. */
export type ThemeTokens = Leaves<typeof contractShape>;
