#!/usr/bin/env node
// Makes sure the Debian packages the suite runs on are there, before any phase runs, and installs the missing ones in
// one apt-get (as root): phases that run side by side would otherwise each start apt-get and one would find dpkg's
// lock taken. Nothing in this project downloads a browser or a binary from elsewhere (see ../shared/stack.md).
// - Chromium, for Playwright, Vitest browser mode and the Storybook tests (/usr/bin/chromium, or CHROMIUM_PATH), and
//   chromium-headless-shell, which the end-to-end tests run in (tests/src/chromium.ts);
// - faketime, for the shifted-clock pass (scripts/test-shifted-clock.mjs);
// - postgresql, for the PostgreSQL pass, the shifted-clock pass's server files and the e2e lanes
//   (server/scripts/with-postgres.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const shell = '/usr/bin/chromium-headless-shell';
// With CHROMIUM_PATH set, the end-to-end tests run in that browser too.
const wantsShell = !process.env.CHROMIUM_PATH && !process.env.CHROMIUM_HEADLESS_SHELL_PATH;
const hasCommand = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const hasPostgres = () => {
  const base = '/usr/lib/postgresql';
  return (
    existsSync(base) && readdirSync(base).some((version) => existsSync(join(base, version, 'bin', 'initdb')))
  );
};

if (process.env.CHROMIUM_PATH && !existsSync(chromium)) {
  console.error(`CHROMIUM_PATH is set to ${chromium}, but there is no file there.`);
  process.exit(1);
}
const missing = [
  ...(existsSync(chromium) ? [] : ['chromium', 'fonts-dejavu-core']),
  ...(wantsShell && !existsSync(shell) ? ['chromium-headless-shell'] : []),
  ...(hasCommand('faketime') ? [] : ['faketime']),
  ...(hasPostgres() ? [] : ['postgresql']),
];
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Debian packages are missing. Install them as root:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}${missing.includes('chromium') ? '\nor point CHROMIUM_PATH at a Chromium binary.' : ''}`,
  );
  process.exit(1);
}
console.log(`Installing Debian ${missing.join(', ')} with apt-get ...`);
const run = (args) =>
  execFileSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
run(['update', '-qq']);
run(['install', '-y', '-qq', ...missing]);
if (
  !existsSync(chromium) ||
  (wantsShell && !existsSync(shell)) ||
  !hasCommand('faketime') ||
  !hasPostgres()
) {
  console.error(`apt-get finished but ${missing.join(', ')} is still missing.`);
  process.exit(1);
}
