import cluster, { type Worker } from 'node:cluster';

/** A worker exits with this code when it cannot serve at all (the port is taken): restarting would not help. */
export const WORKER_FATAL_EXIT = 78;

/**
 * Crashes within this window count towards the back-off: a worker that keeps dying (the database is down, say)
 * is restarted less and less often, and once the workers ran this long without a crash the back-off starts over.
 */
const CRASH_WINDOW_MS = 60_000;
/** The first restart waits this long; each further crash in the window doubles it, up to `MAX_DELAY_MS`. */
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** How long workers get to finish their requests and jobs after SIGTERM before they are killed. */
const STOP_GRACE_MS = 10_000;

/** What a worker tells the primary once it serves the API (its database reached and migrated). */
export interface ServingMessage {
  readonly type: 'serving';
  readonly port: number;
}

const isServing = (message: unknown): message is ServingMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === 'serving' &&
  typeof (message as { port?: unknown }).port === 'number';

/**
 * The primary process of `WORKERS` > 1 (server/README.md#several-processes): forks `count` workers that share
 * the port (Node's cluster module), restarts one that dies after a back-off (1 s doubling to 30 s while they keep
 * dying), never giving up: a database outage must not end the server (docs/scaling.md#database-outages). Only a
 * worker that cannot serve at all (the port is taken) stops it. On SIGTERM or SIGINT it stops them all and waits
 * for them. The primary serves nothing itself and
 * holds no state: everything the workers share lives in PostgreSQL.
 */
export function superviseWorkers(count: number, onFirstServing: (port: number) => void): void {
  const crashes: number[] = [];
  let stopping = false;
  let announced = false;

  const living = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());

  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = code;
    const workers = living();
    if (workers.length === 0) process.exit(code);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of living()) worker.process.kill('SIGKILL');
      process.exit(code);
    }, STOP_GRACE_MS).unref();
  };

  // A worker opens the port at once (answering 503 until its database is ready) and says when it serves.
  cluster.on('message', (_worker, message: unknown) => {
    if (announced || !isServing(message)) return;
    announced = true;
    onFirstServing(message.port);
  });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (living().length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (code === WORKER_FATAL_EXIT) {
      console.error(`Worker ${worker.process.pid} cannot serve (${how}): stopping.`);
      stopAll(1);
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length && (crashes[0] ?? now) <= now - CRASH_WINDOW_MS) crashes.shift();
    const delay = Math.min(FIRST_DELAY_MS * 2 ** Math.min(crashes.length - 1, 30), MAX_DELAY_MS);
    console.error(`Worker ${worker.process.pid} died (${how}); starting another in ${delay / 1000} s.`);
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, delay);
  });

  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  for (let i = 0; i < count; i++) cluster.fork();
}
