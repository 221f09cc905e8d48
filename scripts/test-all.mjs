#!/usr/bin/env node
// `npm test`: every check, one phase after another, failing fast, then a table of each phase's wall time
// (also written to test-results/phases.json, which .ci/run prints with the time of `npm ci`).
// Typecheck and lint run side by side (tsc is mostly one thread; Biome and knip take the other core), each followed
// by a part of the unit tests. The shifted-clock pass runs beside the server's PostgreSQL pass (which mostly waits:
// outages, lock timeouts, other processes), then the Storybook tests and the e2e builds.
// Phases side by side print their outputs one after the other once the step has ended, each still timed on its
// own. The phases and what each runs: docs/testing.md.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

/**
 * Each step is one or more chains run side by side; a chain runs its phases one after another. A phase is a name, a
 * command and optionally variables added to its environment.
 */
const STEPS = [
  [[['packages', ['node', 'scripts/ensure-packages.mjs']]]],
  // The unit tests follow typecheck and lint in two chains: the server's suite after tsc, the others after Biome and
  // knip, so that neither core waits for the other's check (measured: 260 s for both against 295 s one after the
  // other).
  [
    [
      ['typecheck', ['npm', 'run', 'typecheck']],
      ['unit server', ['npm', 'run', 'test:unit:server']],
    ],
    [
      ['lint', ['npm', 'run', 'lint']],
      ['unit apps', ['npm', 'run', 'test:unit:apps']],
    ],
  ],
  [
    [['clock', ['npm', 'run', 'test:clock']]],
    [
      ['postgres', ['npm', 'run', 'test:postgres']],
      ['stories', ['npm', 'run', 'test:stories']],
      // The apps and Storybook the e2e phase serves, built in the clock pass's idle share of the cores.
      ['e2e build', ['npm', 'run', 'build:e2e']],
    ],
  ],
  // Each lane's server on a database of its own on a throwaway PostgreSQL cluster: native PostgreSQL leaves more of
  // the two cores to the browsers than PGlite's WebAssembly (the specs' own servers stay on PGlite).
  [
    [
      [
        'e2e',
        ['node', 'server/scripts/with-postgres.mjs', '--env', 'E2E_DATABASE_URL', 'npm', 'run', 'test:e2e'],
        { E2E_SKIP_BUILD: '1' },
      ],
    ],
  ],
  [[['a11y report', ['npm', 'run', 'a11y:results']]]],
];

const root = new URL('../', import.meta.url).pathname;

/** Runs one phase; alone its output streams, beside another it is kept and printed when it ends. */
function run(name, [command, ...args], alone, env = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      resolve({
        phase: name,
        seconds: Math.round((performance.now() - started) / 1000),
        status: code ?? 1,
        output: Buffer.concat(output),
      });
    });
  });
}

const times = [];
let status = 0;
let wall = 0;

/** Runs a chain's phases in order, stopping at the first that fails. */
async function runChain(chain, alone) {
  const results = [];
  for (const [name, command, env] of chain) {
    const result = await run(name, command, alone, env);
    results.push(result);
    if (result.status !== 0) break;
  }
  return results;
}

for (const step of STEPS) {
  const started = performance.now();
  const alone = step.length === 1;
  const results = (await Promise.all(step.map((chain) => runChain(chain, alone)))).flat();
  wall += Math.round((performance.now() - started) / 1000);
  for (const result of results) {
    if (!alone) {
      console.log(`\n── ${result.phase} ──`);
      process.stdout.write(result.output);
    }
    times.push({ phase: result.phase, seconds: result.seconds, status: result.status });
  }
  const failed = results.find((r) => r.status !== 0);
  if (failed) {
    status = failed.status;
    break;
  }
}

const minutes = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
console.log('\nphase        wall time');
for (const t of times)
  console.log(`${t.phase.padEnd(12)} ${minutes(t.seconds).padStart(6)}${t.status ? '  FAILED' : ''}`);
console.log(
  `${'npm test'.padEnd(12)} ${minutes(wall).padStart(6)}  (typecheck → unit server ‖ lint → unit apps, clock ‖ postgres → stories → e2e build)`,
);
mkdirSync(new URL('../test-results/', import.meta.url), { recursive: true });
writeFileSync(new URL('../test-results/phases.json', import.meta.url), `${JSON.stringify(times, null, 2)}\n`);
process.exit(status);
