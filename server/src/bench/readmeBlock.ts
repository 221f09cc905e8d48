import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const readme = fileURLToPath(new URL('../../../README.md', import.meta.url));

/**
 * Writes `markdown` into the repository's README.md between `<!-- name:start -->` and `<!-- name:end -->`
 * (the benchmarks' BENCH_WRITE_README=1); throws when the README has no such block.
 */
export function writeReadmeBlock(name: string, markdown: string): void {
  const text = readFileSync(readme, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} block`);
  writeFileSync(readme, `${text.slice(0, from + start.length)}\n${markdown}\n${text.slice(to)}`);
}
