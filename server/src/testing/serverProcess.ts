import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RequestOptions } from './harness.ts';

const serverDir = new URL('../..', import.meta.url).pathname;
/** Machines of one installation share the key sealing the bookers' mail links (server/README.md#several-processes). */
const MAIL_LINK_KEY = 'ab'.repeat(32);

/** A started `src/main.ts`. */
export interface StartedServer {
  readonly proc: ChildProcess;
  /** Where it serves, e.g. http://127.0.0.1:41234. */
  readonly base: string;
  /** Everything the process printed so far. */
  output(): string;
}

/**
 * Real server processes (`src/main.ts` run by tsx, as `npm start` runs the build) for the tests of several
 * processes on one PostgreSQL server, with one folder of static files and a data folder each; `cleanup` kills
 * what still runs and removes the folders.
 */
export function serverProcesses() {
  const staticDir = mkdtempSync(join(tmpdir(), 'venue-static-'));
  const dataDirs: string[] = [];
  const children = new Set<ChildProcess>();

  /** Starts `src/main.ts` on a free port; resolves once it serves and `ready` matches its output. */
  function start(
    databaseUrl: string,
    env: NodeJS.ProcessEnv,
    ready: RegExp = /running at (http:\/\/\S+?)\//,
  ): Promise<StartedServer> {
    const dataDir = mkdtempSync(join(tmpdir(), 'venue-cluster-'));
    dataDirs.push(dataDir);
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        DATABASE_URL: databaseUrl,
        MAIL_LINK_KEY,
        // Many requests from this one client: the booking-request limit is tested on its own (abuseLimits.test.ts).
        BOOKING_REQUEST_LIMITS: '1000000,1000000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(proc);
    proc.on('exit', () => children.delete(proc));
    let out = '';
    return new Promise<StartedServer>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 150_000);
      let base = '';
      const onData = (chunk: Buffer) => {
        out += chunk.toString();
        base ||= out.match(/running at (http:\/\/\S+?)\//)?.[1] ?? '';
        if (base && ready.test(out)) {
          clearTimeout(timer);
          resolve({ proc, base, output: () => out });
        }
      };
      proc.stdout?.on('data', onData);
      proc.stderr?.on('data', onData);
      proc.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
    });
  }

  return {
    start,
    /** SIGTERM to every server still running, and their exits. */
    stopAll: async () => {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all([...children].map(exited));
    },
    /** Kills what still runs and removes the folders. */
    cleanup: () => {
      for (const child of children) child.kill('SIGKILL');
      for (const dir of [staticDir, ...dataDirs]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A client of one server process, calling it as the apps do. */
export const clientOf = (base: string) => ({
  request: (method: string, path: string, o: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers['X-Auth-Token'] = o.token;
    const body = o.body === undefined ? undefined : JSON.stringify(o.body);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return fetch(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  },
});
export type ServerClient = ReturnType<typeof clientOf>;

/** Resolves with the process's exit code once it has exited. */
export const exited = (proc: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve(proc.exitCode);
    else proc.once('exit', (code) => resolve(code));
  });

/** Whether a process id is alive. */
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
