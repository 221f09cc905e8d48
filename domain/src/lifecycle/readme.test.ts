import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lifecycleTable } from './table.ts';

describe('the booking lifecycle in docs/booking-lifecycle.md', () => {
  it('is the table the domain defines (npm run docs:lifecycle rewrites it)', () => {
    const page = readFileSync(new URL('../../../docs/booking-lifecycle.md', import.meta.url), 'utf8');
    const block = /<!-- lifecycle:start -->\n([\s\S]*?)\n<!-- lifecycle:end -->/.exec(page)?.[1];
    expect(block).toBe(lifecycleTable());
  });
});
