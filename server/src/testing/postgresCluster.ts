import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest Debian PostgreSQL's bin directory (server/scripts/with-postgres.mjs installs it). */
function binDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error('PostgreSQL is not installed (see server/scripts/with-postgres.mjs)');
  return join(base, versions[0], 'bin');
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * A throwaway PostgreSQL cluster of the test's own on a free loopback port, which the test may stop and start
 * (an outage), unlike the suite's shared one (DATABASE_URL, used by the other files at the same time). As root the
 * cluster's tools run as `postgres` (initdb refuses root), like server/scripts/with-postgres.mjs.
 */
export async function startPostgresCluster() {
  const bin = binDir();
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'venue-pg-outage-'));
  const data = join(dir, 'data');
  if (root) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
    chmodSync(dir, 0o700);
  }
  const run = (tool: string, args: string[]) => {
    const [command, argv] = root
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    const result = spawnSync(command as string, argv as string[], { stdio: ['ignore', 'pipe', 'pipe'] });
    if (result.status !== 0)
      throw new Error(
        `${tool} failed (${result.status}): ${result.stderr?.toString()}${result.stdout?.toString()}`,
      );
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  let running = false;
  const start = () => {
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
      'start',
    ]);
    running = true;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Starts the stopped cluster again, on the same port; returns once it accepts connections. */
    start,
    /** Stops the cluster as an operator would (`pg_ctl stop -m fast`: sessions are ended, 57P01). */
    stop: () => {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    /** Stops the cluster if it runs and removes its files. */
    destroy: () => {
      if (running) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type PostgresCluster = Awaited<ReturnType<typeof startPostgresCluster>>;
