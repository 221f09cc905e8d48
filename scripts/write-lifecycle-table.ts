// Writes the domain's booking lifecycle into the README between its markers (npm run docs:lifecycle);
// domain/src/lifecycle/readme.test.ts fails when the README and the domain disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { lifecycleTable } from '../domain/src/lifecycle/table.ts';

const path = new URL('../README.md', import.meta.url);
const readme = readFileSync(path, 'utf8');
const pattern = /(<!-- lifecycle:start -->\n)[\s\S]*?(<!-- lifecycle:end -->)/;
if (!pattern.test(readme)) throw new Error('README.md has no lifecycle markers');
writeFileSync(path, readme.replace(pattern, `$1${lifecycleTable()}\n$2`));
console.log('README.md: booking lifecycle table written');
