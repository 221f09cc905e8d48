import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * A server of a spec's own (docs/testing.md#test-sets, the end-to-end lanes): on a free port of its lane and a data
 * folder of its own, optionally under Debian's faketime so its clock (and its PGlite's, and its job queue's) can be
 * moved. The server as the e2e run built it (playwright.config.ts): building it again here would race the other lanes.
 */

const root = new URL('../../', import.meta.url).pathname;

export interface OwnServer {
  readonly child: ChildProcess;
  readonly base: string;
}

/**
 * Starts the server on `port` with `dataDir`, under faketime with `shift` ('+20d') unless null; resolves once it
 * answers. The configurator and the property app are the lane's builds; mails are not sent.
 */
export async function startOwnServer(
  port: number,
  dataDir: string,
  shift: string | null,
): Promise<OwnServer> {
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    // As the lanes' servers: the client-only page, so a control works as soon as it shows.
    SSR_DIR: join(dataDir, 'no-server-render'),
    ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
    ...(process.env.E2E_PROPERTY_APP_DIR ? { PROPERTY_APP_DIR: process.env.E2E_PROPERTY_APP_DIR } : {}),
  };
  delete env.SMTP_URL;
  const server = ['node', '--enable-source-maps', 'server/dist/main.js'];
  const command = shift ? ['faketime', '-f', shift, ...server] : server;
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: root,
    env,
    stdio: 'pipe',
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server ended: ${output}`);
    try {
      if ((await fetch(`${base}/api/api/info`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopOwnServer({ child, base });
      throw new Error(`the server did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Whether a process of the group still runs (a zombie, which only waits to be reaped, does not count). */
function groupRuns(group: number): boolean {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // "pid (name) state ppid pgrp ...": the name may hold spaces, so the fields are read after its ')'.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === group && state !== 'Z') return true;
  }
  return false;
}

/**
 * Stops the server and everything it started (faketime, node) and waits until all of them have gone: the next
 * server on the same data folder (or the clean-up) must not find it in use.
 */
export async function stopOwnServer({ child }: OwnServer): Promise<void> {
  if (child.pid === undefined) return;
  const group = child.pid;
  try {
    process.kill(-group, 'SIGTERM');
  } catch {
    return; // the whole group has ended already
  }
  const deadline = Date.now() + 30_000;
  while (groupRuns(group) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (!groupRuns(group)) return;
  // A server that does not shut down in half a minute is a fault of its own: end it, and say so.
  process.kill(-group, 'SIGKILL');
  throw new Error(`the server (process group ${group}) did not stop within 30 s of SIGTERM`);
}
