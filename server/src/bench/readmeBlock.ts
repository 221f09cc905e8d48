import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The page the benchmarks' tables live on (its Lighthouse and load sections). */
const page = fileURLToPath(new URL('../../../docs/performance.md', import.meta.url));

/**
 * Writes `markdown` into docs/performance.md between `<!-- name:start -->` and `<!-- name:end -->` (the
 * benchmarks' BENCH_WRITE_README=1; the name is older than the page); throws when the page has no such block.
 */
export function writeReadmeBlock(name: string, markdown: string): void {
  const text = readFileSync(page, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/performance.md has no ${start} … ${end} block`);
  writeFileSync(page, `${text.slice(0, from + start.length)}\n${markdown}\n${text.slice(to)}`);
}
