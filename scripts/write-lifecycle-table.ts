// Writes the domain's booking lifecycle into docs/booking-lifecycle.md between its markers (npm run
// docs:lifecycle); domain/src/lifecycle/readme.test.ts fails when that page and the domain disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { lifecycleTable } from '../domain/src/lifecycle/table.ts';

const path = new URL('../docs/booking-lifecycle.md', import.meta.url);
const page = readFileSync(path, 'utf8');
const pattern = /(<!-- lifecycle:start -->\n)[\s\S]*?(<!-- lifecycle:end -->)/;
if (!pattern.test(page)) throw new Error('docs/booking-lifecycle.md has no lifecycle markers');
writeFileSync(path, page.replace(pattern, `$1${lifecycleTable()}\n$2`));
console.log('docs/booking-lifecycle.md: booking lifecycle table written');
