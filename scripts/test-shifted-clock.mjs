#!/usr/bin/env node
// Runs the domain, configurator and server unit tests again on another day and in another time zone (Debian's
// faketime, 40 days ahead, Pacific/Auckland): a test that passes only on the day and in the zone it was
// written in fails here. The server suite runs once, on PGlite (the PostgreSQL pass would add only time). Each
// run writes its own JSON report (test-results/*-shifted-clock.json).
import { execFileSync, spawnSync } from 'node:child_process';

const OFFSET = process.env.SHIFTED_CLOCK_OFFSET ?? '+40d';
const ZONE = process.env.SHIFTED_CLOCK_TZ ?? 'Pacific/Auckland';

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

let failed = false;
for (const workspace of ['domain', 'configurator', 'server']) {
  console.log(`\n${workspace}: unit tests with the clock at now${OFFSET} in ${ZONE}`);
  const env = { ...process.env, TZ: ZONE, TEST_RESULTS_SUFFIX: '-shifted-clock' };
  delete env.DATABASE_URL;
  const run = spawnSync('faketime', ['-f', OFFSET, 'npx', 'vitest', 'run'], {
    cwd: new URL(`../${workspace}/`, import.meta.url).pathname,
    stdio: 'inherit',
    env,
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
