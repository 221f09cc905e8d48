#!/usr/bin/env node
// Runs the unit tests that read dates again on another day and in another time zone (Debian's faketime, 40 days
// ahead, Pacific/Auckland): a test that passes only on the day and in the zone it was written in fails here.
// Which tests (docs/testing.md#test-sets, and the README): every test of the domain, where the booking rules'
// dates live, and in the other workspaces each test file that reads dates (READS_DATES below: it names a Date,
// an ISO day, the clock, a calendar, the time zone or fake timers). A test file that names none of these cannot
// depend on the day and would only repeat its normal run. SHIFTED_CLOCK_ALL=1 runs every file.
// The server's files run on a throwaway PostgreSQL cluster that itself runs under the shifted clock and zone
// (server/scripts/with-postgres.mjs started inside faketime): the normal pass runs them on PGlite, so each date test
// of the server runs on both engines, and PostgreSQL's native server takes half the time of PGlite's WebAssembly
// (docs/testing.md#test-sets). Each run writes its own JSON report (test-results/*-shifted-clock.json).
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';

const OFFSET = process.env.SHIFTED_CLOCK_OFFSET ?? '+40d';
const ZONE = process.env.SHIFTED_CLOCK_TZ ?? 'Pacific/Auckland';

/**
 * A test file reads dates when it names one: a Date, an ISO day, the clock or "today", a calendar or date field,
 * the time zone, or timers it fakes. Such a test can depend on the day or the zone it runs in.
 */
const READS_DATES =
  /\bDate\b|\d{4}-\d{2}-\d{2}|\b(today|now|clock|TEST_NOW|daysFromNow|isoDay)\b|Calendar|DatePicker|DateRange|DateField|TimeField|TimeZone|timeZone|\bTZ\b|toLocale\w*String|useFakeTimers|setSystemTime/;

/** The workspaces whose unit tests run here; `all` runs every test file of the workspace. */
const WORKSPACES = [
  { name: 'domain', all: true },
  { name: 'design-system', all: false },
  { name: 'configurator', all: false },
  { name: 'property-app', all: false },
  { name: 'server', all: false },
];

/** The workspace's test files (relative to it) that belong to the shifted-clock pass. */
export function clockTestFiles(workspace, everyFile = false) {
  const src = new URL(`../${workspace.name}/src/`, import.meta.url);
  return readdirSync(src, { recursive: true })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.postgres.test.ts'))
    .filter(
      (file) => everyFile || workspace.all || READS_DATES.test(readFileSync(new URL(file, src), 'utf8')),
    )
    .map((file) => `src/${file}`)
    .sort();
}

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
if (!has('faketime')) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error("faketime is missing. Install Debian's package as root: sudo apt-get install -y faketime");
    process.exit(1);
  }
  console.log('Installing Debian faketime with apt-get ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'faketime'], { stdio: 'inherit', env });
}

/**
 * The faketime wrapper names its shared memory and semaphore after its process id (/dev/shm/faketime_shm_<pid>,
 * sem.faketime_sem_<pid>) and leaves them behind when it is killed; a later wrapper that gets the same id then
 * stops with "sem_open: File exists" and runs nothing. Those of processes no longer alive are removed first.
 */
function removeStaleFaketimeFiles() {
  let names = [];
  try {
    names = readdirSync('/dev/shm');
  } catch {
    return;
  }
  for (const name of names) {
    const pid = /^(?:sem\.faketime_sem_|faketime_shm_)(\d+)$/.exec(name)?.[1];
    if (!pid) continue;
    try {
      process.kill(Number(pid), 0);
    } catch {
      rmSync(`/dev/shm/${name}`, { force: true });
    }
  }
}

removeStaleFaketimeFiles();
let failed = false;
for (const workspace of WORKSPACES) {
  const files = clockTestFiles(workspace, process.env.SHIFTED_CLOCK_ALL === '1');
  console.log(`\n${workspace.name}: ${files.length} test files with the clock at now${OFFSET} in ${ZONE}`);
  if (files.length === 0) continue;
  const env = { ...process.env, TZ: ZONE, TEST_RESULTS_SUFFIX: '-shifted-clock' };
  delete env.DATABASE_URL;
  // The server's: every listed file, not only the engine's own set its config picks with a database URL.
  const onPostgres = workspace.name === 'server' ? ['node', 'scripts/with-postgres.mjs'] : [];
  if (onPostgres.length > 0) env.SERVER_TESTS = 'all';
  const run = spawnSync('faketime', ['-f', OFFSET, ...onPostgres, 'npx', 'vitest', 'run', ...files], {
    cwd: new URL(`../${workspace.name}/`, import.meta.url).pathname,
    stdio: 'inherit',
    env,
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
