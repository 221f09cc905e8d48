import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cityloftRooms, daysFromRealToday } from './testing/payloads.ts';

/*
 * Durability of the embedded database: the real server process on a temp DATA_DIR is killed with
 * SIGKILL while bookings are being written; after a restart on the same directory every booking that
 * was acknowledged (201) is there, intact. Runs on PGlite, the embedded default, in both suite runs.
 */

const serverDir = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'venue-durability-'));
const staticDir = mkdtempSync(join(tmpdir(), 'venue-static-'));
let child: ChildProcess | null = null;
/** The restarted server, kept for the connection test after the durability one. */
let restarted: { proc: ChildProcess; base: string } | null = null;

function start(): Promise<{ proc: ChildProcess; base: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    // Hundreds of requests from this one client: the booking-request limit is not what is tested here.
    BOOKING_REQUEST_LIMITS: '1000000,1000000',
  };
  delete env.DATABASE_URL;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  return new Promise((resolve, reject) => {
    let out = '';
    const started = Date.now();
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 150_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/running at (http:\/\/127\.0\.0\.1:\d+)\//);
      if (m?.[1]) {
        clearTimeout(timer);
        console.log(`server started in ${Date.now() - started} ms`);
        resolve({ proc, base: m[1] });
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(staticDir, { recursive: true, force: true });
});

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/propertylogin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key: 'cityloft' }),
  });
  return ((await res.json()) as { token: string }).token;
}

describe('durability', () => {
  it('keeps every acknowledged booking after SIGKILL in the middle of writes', async () => {
    const first = await start();
    const token = await login(first.base);
    const acked: { id: number; bookingtoken: string; bookingcode: string; total: number }[] = [];
    let day = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        // The server process runs on the real clock (src/main.ts): the stays lie 100 to 298 days after its today,
        // within its booking horizon (docs/rules.md#stay-rules).
        const body = cityloftRooms(2, 7, daysFromRealToday(100 + 2 * (day++ % 100)), 2);
        try {
          const res = await fetch(`${first.base}/api/booking/add`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Auth-Token': token },
            body: JSON.stringify(body),
          });
          if (res.status === 201) acked.push((await res.json()) as (typeof acked)[number]);
          else if (!killed) throw new Error(`unexpected ${res.status}: ${await res.text()}`);
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const failures: unknown[] = [];
    const writers = [writer(), writer(), writer()].map((w) => w.catch((e: unknown) => failures.push(e)));
    const deadline = Date.now() + 60_000;
    while (acked.length < 15 && failures.length < 3 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    killed = true;
    // Listen before killing: the exit event may come before the writers have settled.
    const exited = new Promise((r) => first.proc.once('exit', r));
    first.proc.kill('SIGKILL');
    await exited;
    await Promise.all(writers);
    expect(failures.map(String)).toEqual([]);
    expect(acked.length).toBeGreaterThanOrEqual(15);

    const second = await start();
    restarted = second;
    const token2 = await login(second.base);
    for (const b of acked) {
      const res = await fetch(
        `${second.base}/api/booking/byTokenAndInternalIdOrExternalId/${b.bookingtoken}/${b.bookingcode}`,
        { headers: { 'X-Auth-Token': token2 } },
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        id: b.id,
        bookingcode: b.bookingcode,
        total: b.total,
        // A request the hotel has not answered yet (cityloft reviews requests).
        bookingstate: 1,
      });
    }
  }, 300_000);

  it('keeps an idle keep-alive connection open longer than a client or proxy keeps its own', async () => {
    if (!restarted) throw new Error('the durability test started no server');
    // Node's default (5 s) closed connections a test browser was about to reuse: the client saw a reset.
    const header = await new Promise<unknown>((resolve, reject) => {
      const req = request(
        `${restarted?.base}/api/api/info`,
        { headers: { Connection: 'keep-alive' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers['keep-alive']));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(header).toBe('timeout=65');
  });
});
