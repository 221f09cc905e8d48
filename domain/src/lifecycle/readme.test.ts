import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lifecycleTable } from './table.ts';

describe("the README's booking lifecycle", () => {
  it('is the table the domain defines (npm run docs:lifecycle rewrites it)', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const block = /<!-- lifecycle:start -->\n([\s\S]*?)\n<!-- lifecycle:end -->/.exec(readme)?.[1];
    expect(block).toBe(lifecycleTable());
  });
});
