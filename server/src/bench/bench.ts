import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/*
 * `npm run bench -w @venue/server`: starts the real server on loopback (a child process, so the load
 * generator does not share its event loop) and measures with autocannon:
 *   (a) availability of 20 unit groups x 14 days in one call (280 items, groups repeating), (b) availability
 *   as the configurator sends it (one request per distinct unit group, 14 one-day items each), (c) the
 *   lindenhof unit group list with filters, each at 1 and 32 connections; on PGlite and, when PostgreSQL is installed, on a throwaway
 *   cluster (via scripts/with-postgres.mjs). Prints the figures as JSON. Not a test: no thresholds.
 */

// BENCH_SERVER_DIR runs another checkout's server (e.g. the previous commit) under the same bench.
const benchServerDir = fileURLToPath(new URL('../..', import.meta.url));
const serverDir = process.env.BENCH_SERVER_DIR ?? benchServerDir;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

interface Figure {
  database: string;
  scenario: string;
  connections: number;
  requestsPerSec: number;
  medianMs: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** CPU time (user + system) the server process spent per answered request: less noisy than latency. */
  serverCpuMsPerRequest: number | null;
}

/** CPU time of a process in ms from /proc (Linux), or null. */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return null;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function startServer(env: NodeJS.ProcessEnv): Promise<{ proc: ChildProcess; base: string }> {
  // BENCH_SERVER_FLAGS adds node flags to the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const proc = spawn(process.execPath, [...flags, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    // One process unless WORKERS says otherwise: the figures (and the CPU time read from /proc) are per process.
    env: {
      ...env,
      WORKERS: env.WORKERS ?? '1',
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_DIR: mkdtempSync(join(tmpdir(), 'bench-static-')),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/running at (http:\/\/127\.0\.0\.1:\d+)\//);
      if (m?.[1]) resolve({ proc, base: m[1] });
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function benchDatabase(database: string, env: NodeJS.ProcessEnv): Promise<Figure[]> {
  const { proc, base } = await startServer(env);
  try {
    const login = await fetch(`${base}/api/propertylogin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key: 'lindenhof' }),
    });
    const { token } = (await login.json()) as { token: string };
    const groups = (
      (await (await fetch(`${base}/api/unitgroup/list`, { headers: { 'X-Auth-Token': token } })).json()) as {
        items: { id: number; unitgroupcategory: { id: number } }[];
      }
    ).items;
    // 20 unit group requests (lindenhof has 6 groups: they repeat) of 14 days each.
    const availability = Array.from({ length: 20 }, (_, i) => {
      const g = groups[i % groups.length] as (typeof groups)[number];
      const room = g.unitgroupcategory.id === 1;
      return {
        unitgroupId: g.id,
        availabilities: Array.from({ length: 14 }, (_, d) => ({
          itemcount: 1,
          start: `${day(30 + d)} ${room ? '15:00' : '08:00'}`,
          end: room ? `${day(31 + d)} 11:00` : `${day(30 + d)} 18:00`,
          personcount: 10,
        })),
      };
    });
    // What the configurator sends (domain `availabilityRequests`, configurator catalogSlice): one call with
    // one request per distinct unit group of the cart and one item per cart line of it (here: every unit
    // group of lindenhof booked on each of 14 event days), all fields of the domain's request shape.
    const configurator = groups.map((g) => {
      const room = g.unitgroupcategory.id === 1;
      return {
        unitgroupId: g.id,
        timeslicedefinitionId: null,
        starttime: null,
        endtime: null,
        promotioncode: null,
        tagIds: [],
        ignoreBookingId: null,
        customeraccountnumber: null,
        availabilities: Array.from({ length: 14 }, (_, d) => ({
          itemcount: 1,
          start: `${day(30 + d)} ${room ? '15:00' : '08:00'}`,
          end: room ? `${day(31 + d)} 11:00` : `${day(30 + d)} 18:00`,
          nightcount: room ? 1 : 0,
          personcount: room ? 2 : 10,
          personsperroom: room ? 2 : null,
          childcount: 0,
          rateplan: null,
          ignorePersoncount: false,
        })),
      };
    });
    const checkin = day(30).replaceAll('-', '');
    const scenarios = [
      {
        scenario: 'availability 20 unit groups x 14 days',
        method: 'POST' as const,
        path: '/api/unitgroup/availability',
        body: JSON.stringify(availability),
      },
      {
        scenario: `availability as the configurator sends it: ${configurator.length} unit groups x 14 days`,
        method: 'POST' as const,
        path: '/api/unitgroup/availability',
        body: JSON.stringify(configurator),
      },
      {
        scenario: 'lindenhof unit group list with filters',
        method: 'GET' as const,
        path: `/api/unitgroup/list?f.configCheckinDate=${checkin}&f.configCheckoutDate=${checkin}&f.unitgroupcategoryId=2&f.personcount=20&f.minPersonCount=10&o.sort=maxPersons|desc`,
        body: undefined,
      },
    ];
    const figures: Figure[] = [];
    // BENCH_ONLY=<text> runs only the scenarios whose name contains it.
    const only = process.env.BENCH_ONLY;
    for (const s of scenarios.filter((x) => !only || x.scenario.includes(only))) {
      const check = await fetch(`${base}${s.path}`, {
        method: s.method,
        headers: { 'X-Auth-Token': token, 'Content-Type': 'application/json' },
        ...(s.body ? { body: s.body } : {}),
      });
      if (check.status !== 200) throw new Error(`${s.scenario}: ${check.status} ${await check.text()}`);
      for (const connections of [1, 32]) {
        const cpuBefore = cpuMs(proc.pid);
        const result = await run({
          url: `${base}${s.path}`,
          method: s.method,
          headers: { 'X-Auth-Token': token, 'Content-Type': 'application/json' },
          ...(s.body ? { body: s.body } : {}),
          connections,
          duration: DURATION_S,
        });
        figures.push({
          database,
          scenario: s.scenario,
          connections,
          requestsPerSec: Math.round(result.requests.average),
          medianMs: result.latency.p50,
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
          serverCpuMsPerRequest:
            cpuBefore === null
              ? null
              : Math.round(
                  (((cpuMs(proc.pid) ?? 0) - cpuBefore) / Math.max(1, result.requests.total)) * 100,
                ) / 100,
        });
      }
    }
    return figures;
  } finally {
    proc.kill('SIGTERM');
  }
}

const postgresOnly = process.argv.includes('--postgres-only');
const figures: Figure[] = [];
if (postgresOnly) {
  if (!process.env.DATABASE_URL) throw new Error('--postgres-only needs DATABASE_URL');
  figures.push(...(await benchDatabase('postgresql', process.env)));
  console.log(JSON.stringify(figures));
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  try {
    figures.push(...(await benchDatabase('pglite', env)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    figures.push(...(await benchDatabase('postgresql', process.env)));
  } else if (existsSync('/usr/lib/postgresql') || process.getuid?.() === 0) {
    // A throwaway cluster through the same script the tests use; its JSON is the last line it prints.
    const child = spawnSync(
      process.execPath,
      [
        join(benchServerDir, 'scripts/with-postgres.mjs'),
        process.execPath,
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        '--postgres-only',
      ],
      { cwd: benchServerDir, encoding: 'utf8', env: process.env, maxBuffer: 10_000_000 },
    );
    const last = child.stdout.trim().split('\n').pop() ?? '';
    if (child.status === 0 && last.startsWith('[')) figures.push(...(JSON.parse(last) as Figure[]));
    else console.error(`PostgreSQL bench skipped: ${child.stderr.slice(-500)}`);
  } else {
    console.error('PostgreSQL not installed: bench ran on PGlite only.');
  }
  console.log(JSON.stringify(figures, null, 2));
}
