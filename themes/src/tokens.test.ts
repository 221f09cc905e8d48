import { describe, expect, it } from 'vitest';
import { defaultTokens } from './default/tokens.ts';
import { vars } from './vars.css.ts';

const leaves = (tree: object, prefix = ''): Array<[string, unknown]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );

describe('the default theme', () => {
  it('gives every token of the contract a value, so no component renders unstyled', () => {
    const contract = leaves(vars).map(([path]) => path);
    const given = new Map(leaves(defaultTokens));
    for (const path of contract) expect(given.get(path), path).toMatch(/\S/);
  });
});
