#!/usr/bin/env node
// `npm test`: every check, one phase after another, failing fast, then a table of each phase's wall time
// (also written to test-results/phases.json, which .ci/run prints with the time of `npm ci`).
// The phases and what each runs: docs/testing.md.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const PHASES = [
  ['chromium', ['node', 'scripts/ensure-chromium.mjs']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['unit', ['npm', 'run', 'test:unit']],
  ['clock', ['npm', 'run', 'test:clock']],
  ['stories', ['npm', 'run', 'test:stories']],
  ['e2e', ['npm', 'run', 'test:e2e']],
  ['a11y report', ['npm', 'run', 'a11y:results']],
];

const root = new URL('../', import.meta.url).pathname;
const times = [];
let status = 0;
for (const [name, [command, ...args]] of PHASES) {
  const started = performance.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  times.push({ phase: name, seconds: Math.round((performance.now() - started) / 1000), status: run.status });
  if (run.status !== 0) {
    status = run.status ?? 1;
    break;
  }
}

const total = times.reduce((sum, t) => sum + t.seconds, 0);
const minutes = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
console.log('\nphase        wall time');
for (const t of times)
  console.log(`${t.phase.padEnd(12)} ${minutes(t.seconds).padStart(6)}${t.status ? '  FAILED' : ''}`);
console.log(`${'npm test'.padEnd(12)} ${minutes(total).padStart(6)}`);
mkdirSync(new URL('../test-results/', import.meta.url), { recursive: true });
writeFileSync(new URL('../test-results/phases.json', import.meta.url), `${JSON.stringify(times, null, 2)}\n`);
process.exit(status);
