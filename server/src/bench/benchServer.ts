import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/*
 * What the server benchmarks share (`npm run bench` and `npm run bench:load` of @venue/server): the real server
 * started as a child process on loopback (so the load generator does not share its event loop), autocannon as a
 * promise, and the run on PGlite and then on PostgreSQL (DATABASE_URL, or a throwaway cluster through
 * scripts/with-postgres.mjs that runs the bench script again with --postgres-only).
 */

const benchServerDir = fileURLToPath(new URL('../..', import.meta.url));
// BENCH_SERVER_DIR runs another checkout's server (e.g. the previous commit) under the same bench.
const serverDir = process.env.BENCH_SERVER_DIR ?? benchServerDir;

/** The database a bench runs on. */
export type BenchDatabase = 'pglite' | 'postgresql';

/** A server started by startServer. */
export interface BenchServer {
  readonly proc: ChildProcess;
  readonly base: string;
  /** Stops the server (SIGTERM), waits for it to exit and removes its throwaway folders. */
  readonly stop: () => Promise<void>;
}

/**
 * The server as `npm start` runs it: compiled ahead of time (scripts/build.mjs, once per bench process), or
 * under tsx for an older checkout (BENCH_SERVER_DIR) that has no build script.
 */
const serverEntry = (() => {
  let entry: string[] | undefined;
  return (): string[] => {
    if (entry) return entry;
    if (!existsSync(join(serverDir, 'scripts/build.mjs'))) {
      entry = ['--import', 'tsx', 'src/main.ts'];
      return entry;
    }
    const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`the server did not compile: ${built.stderr}`);
    entry = ['--enable-source-maps', 'dist/main.js'];
    return entry;
  };
})();

/** CPU time of a process in ms from /proc (Linux), or null. */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return null;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * Starts the server (serverEntry) with `env` on 127.0.0.1 (port BENCH_PORT, default any free one) and resolves once it
 * listens. One process unless env.WORKERS says otherwise. Without env.DATA_DIR it gets a throwaway one, so
 * the mails a bench's bookings write never land in the checkout's ./data.
 */
export function startServer(env: NodeJS.ProcessEnv): Promise<BenchServer> {
  const staticDir = mkdtempSync(join(tmpdir(), 'bench-static-'));
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'bench-data-'));
  // BENCH_SERVER_FLAGS adds node flags to the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const proc = spawn(process.execPath, [...flags, ...serverEntry()], {
    cwd: serverDir,
    env: {
      ...env,
      WORKERS: env.WORKERS ?? '1',
      PORT: process.env.BENCH_PORT ?? '0',
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()));
  const stop = async () => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
    await exited;
    for (const dir of [staticDir, ownDataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/running at (http:\/\/127\.0\.0\.1:\d+)\//);
      if (m?.[1]) resolve({ proc, base: m[1], stop });
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

/** Runs autocannon to its end. */
export function runAutocannon(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The UTC date `offset` days from now, 'YYYY-MM-DD'. */
export function dayFromToday(offset: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/**
 * Runs `bench` on a throwaway PGlite database and then on PostgreSQL: DATABASE_URL when set, else a throwaway
 * cluster when PostgreSQL is installed (or can be, as root), through scripts/with-postgres.mjs, which runs
 * `script` (the bench's own file) again with --postgres-only; that run prints its figures as the last line of
 * its output. Resolves with every figure, or with null in that --postgres-only run (it has printed them).
 * The cluster's own progress output (stderr) goes straight through.
 */
export async function onEveryDatabase<T>(
  script: string,
  bench: (database: BenchDatabase, env: NodeJS.ProcessEnv) => Promise<T[]>,
): Promise<T[] | null> {
  if (process.argv.includes('--postgres-only')) {
    if (!process.env.DATABASE_URL) throw new Error('--postgres-only needs DATABASE_URL');
    console.log(JSON.stringify(await bench('postgresql', process.env)));
    return null;
  }
  const figures: T[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  try {
    figures.push(...(await bench('pglite', env)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    figures.push(...(await bench('postgresql', process.env)));
  } else if (existsSync('/usr/lib/postgresql') || process.getuid?.() === 0) {
    const child = spawnSync(
      process.execPath,
      [
        join(benchServerDir, 'scripts/with-postgres.mjs'),
        process.execPath,
        '--import',
        'tsx',
        script,
        '--postgres-only',
      ],
      {
        cwd: benchServerDir,
        encoding: 'utf8',
        env: process.env,
        maxBuffer: 100_000_000,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const last = child.stdout.trim().split('\n').pop() ?? '';
    if (child.status === 0 && last.startsWith('[')) figures.push(...(JSON.parse(last) as T[]));
    else console.error(`PostgreSQL bench skipped (exit ${child.status}): ${child.stdout.slice(-500)}`);
  } else {
    console.error('PostgreSQL not installed: bench ran on PGlite only.');
  }
  return figures;
}
