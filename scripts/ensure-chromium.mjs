#!/usr/bin/env node
// Makes sure Debian's Chromium is there for Playwright, Vitest browser mode and Storybook tests, and Debian's
// chromium-headless-shell, which the end-to-end tests run in (tests/src/chromium.ts).
// Nothing in this project downloads a browser: we use /usr/bin/chromium (or CHROMIUM_PATH).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const shell = '/usr/bin/chromium-headless-shell';
// With CHROMIUM_PATH set, the end-to-end tests run in that browser too.
const wantsShell = !process.env.CHROMIUM_PATH && !process.env.CHROMIUM_HEADLESS_SHELL_PATH;
if (existsSync(path) && (!wantsShell || existsSync(shell))) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${path}, but there is no file there.`);
  process.exit(1);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    "Chromium is missing. Install Debian's packages as root:\n  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\nor point CHROMIUM_PATH at a Chromium binary.",
  );
  process.exit(1);
}
console.log('Installing Debian chromium and chromium-headless-shell with apt-get ...');
const run = (args) =>
  execFileSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
run(['update', '-qq']);
run(['install', '-y', '-qq', 'chromium', 'chromium-headless-shell', 'fonts-dejavu-core']);
if (!existsSync(path) || (wantsShell && !existsSync(shell))) {
  console.error(`apt-get finished but ${path} or ${shell} is still missing.`);
  process.exit(1);
}
