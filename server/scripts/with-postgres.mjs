#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster: `node scripts/with-postgres.mjs vitest run`.
// Installs Debian's postgresql when missing (as root), creates a cluster in a temp directory as the
// `postgres` user (initdb refuses root), starts it on a free loopback port, runs the command with
// DATABASE_URL set, and stops and removes the cluster afterwards, also on failure or Ctrl-C.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// `--env NAME` hands the cluster's URL to the command in NAME instead of DATABASE_URL (the e2e lanes make their own
// databases on it, while a server a test starts by itself stays on PGlite).
const envName = process.argv[2] === '--env' ? process.argv[3] : 'DATABASE_URL';
const command = process.argv.slice(process.argv[2] === '--env' ? 4 : 2);
if (command.length === 0 || !envName) {
  console.error('usage: with-postgres.mjs [--env NAME] <command> [args...]');
  process.exit(2);
}

function findBinDir() {
  const candidates = ['/usr/lib/postgresql'];
  for (const base of candidates) {
    if (!existsSync(base)) continue;
    const versions = readdirSync(base)
      .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(base, versions[0], 'bin');
  }
  return null;
}

let bin = findBinDir();
if (!bin) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error('PostgreSQL is not installed. Install it with: sudo apt-get install -y postgresql');
    process.exit(1);
  }
  console.log('Installing PostgreSQL (apt-get install -y postgresql)...');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  bin = findBinDir();
  if (!bin) throw new Error('postgresql installed but initdb not found');
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const isRoot = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'venue-pg-'));
const data = join(dir, 'data');
const log = join(dir, 'server.log');
if (isRoot) {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(dir, uid, gid);
  chmodSync(dir, 0o700);
}
// As root, run the cluster's tools as `postgres`; otherwise as ourselves.
const asOwner = (tool, args) =>
  isRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];

const run = (tool, args) => {
  const [cmd, argv] = asOwner(tool, args);
  const result = spawnSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    throw new Error(`${tool} failed (${result.status}): ${result.stderr?.toString()}${result.stdout?.toString()}`);
  }
};

let started = false;
const stop = () => {
  if (started) {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } catch (error) {
      console.error(String(error));
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
};

let code = 1;
try {
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    log,
    '-w',
    '-o',
    `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL (${bin}) running on 127.0.0.1:${port} for: ${command.join(' ')}`);
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, [envName]: url },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  code = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
} catch (error) {
  console.error(String(error));
  code = 1;
} finally {
  stop();
}
process.exit(code);
