import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { upgradeBookingRecords } from './booking/recordUpgrade.ts';
import { CatalogCache } from './catalog/cache.ts';
import { readConfig, type ServerConfig } from './config.ts';
import {
  type DatabaseLocation,
  isDatabaseUnreachable,
  openDatabase,
  unreachableReason,
  untilReachable,
  withStartLock,
} from './db/client.ts';
import { createApp } from './http/app.ts';
import { unavailableResponse } from './http/errors.ts';
import { startJobs } from './jobs/jobs.ts';
import { loadLinkKey } from './mail/linkSeal.ts';
import { Mailer } from './mail/mailer.ts';
import { startPushJobs } from './push/pushJobs.ts';
import { WebPush } from './push/webPush.ts';
import { seedDemo } from './seed/index.ts';
import { type ServingMessage, superviseWorkers, WORKER_FATAL_EXIT } from './workers.ts';

// One process, or with WORKERS > 1 on PostgreSQL a primary and WORKERS workers sharing the port
// (server/README.md#several-processes): the primary migrates and seeds once, then forks the workers; each worker
// serves the API and the built apps and runs its share of the jobs. Whatever they share lives in PostgreSQL.
// pg-boss 10 records a finished job without awaiting it (its manager.js `work`: `this.complete(...)` and
// `this.fail(...)`): while the database is down that promise rejects with no handler, and Node would end the
// process (docs/scaling.md#database-outages). Such a job stays active and runs again when it expires; a booking mail
// already sent is then skipped. Any other unhandled rejection still ends the process.
process.on('unhandledRejection', (reason) => {
  if (!isDatabaseUnreachable(reason)) throw reason;
  console.error('database unreachable (a job queue update was lost):', unreachableReason(reason));
});

/** How long an idle keep-alive connection stays open (see serveOneProcess). */
const KEEP_ALIVE_MS = 65_000;

const config = readConfig();
const location: DatabaseLocation = config.databaseUrl
  ? { databaseUrl: config.databaseUrl }
  : { pgliteDir: join(config.dataDir, 'pg') };
const linkKeyFile = join(config.dataDir, 'mail-link.key');

if (cluster.isPrimary) {
  if (config.workersNote) console.log(config.workersNote);
  if (config.paymentSandboxSwitch)
    console.log('PAYMENT_SANDBOX_SWITCH=1: the sandbox provider-kind switch is on');
  // Never print SMTP_URL itself: it may carry the SMTP password.
  if (!config.smtpUrl) {
    const page = config.devOutbox ? `; listed at ${config.publicUrl}/api/dev/outbox` : '';
    console.log(`No SMTP_URL: mails are written to ${join(config.dataDir, 'outbox')}${page}`);
  }
}
if (cluster.isPrimary && config.workers > 1) {
  // The link key file once, so all workers read one key. The workers start at once and open the port, answering
  // 503 until the database is reached (docs/scaling.md#database-outages); each prepares it under the start lock, so
  // the first migrates and seeds and the others find it done.
  loadLinkKey(config.mailLinkKey, linkKeyFile);
  superviseWorkers(config.workers, (port) => {
    announce(config, port);
    console.log(`  ${config.workers} worker processes (WORKERS), primary ${process.pid}`);
  });
} else {
  await serveOneProcess(config);
}

/** Opens the database (migrations run there), seeds the demo properties on first start, upgrades old records. */
async function prepare(where: DatabaseLocation) {
  if ('pgliteDir' in where && where.pgliteDir) mkdirSync(where.pgliteDir, { recursive: true });
  const database = await openDatabase(where);
  try {
    const seeded = await seedDemo(database);
    if (seeded.length) console.log(`Seeded demo properties: ${seeded.join(', ')}`);
    // docs/rules.md#the-booking-record: bookings stored before the record's snapshot are brought up to it once.
    const upgraded = await upgradeBookingRecords(database);
    if (upgraded) console.log(`Upgraded the records of ${upgraded} bookings`);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}

function announce(c: ServerConfig, port: number) {
  console.log(`Booking configurator running at http://${c.host}:${port}/`);
  console.log(`  e.g. http://${c.host}:${port}/lindenhof`);
  console.log(`  property app (staff): http://${c.host}:${port}/app/`);
}

/** The single process, or one cluster worker (the primary has made the link key). */
async function serveOneProcess(c: ServerConfig) {
  const worker = cluster.isWorker;
  // The port opens at once: until the database is reached, migrated and the jobs run, every call (the health
  // check too) answers 503 error.unavailable with Retry-After (docs/scaling.md#database-outages), so a load
  // balancer sees a process waiting rather than a refused connection.
  let handle: (request: Request, env: unknown) => Response | Promise<Response> = new Hono().all('*', (c) =>
    unavailableResponse(c, 'The server is starting: its database is not reachable yet'),
  ).fetch;
  let database: Awaited<ReturnType<typeof prepare>> | undefined;
  let listening: (port: number) => void = () => undefined;
  const port = new Promise<number>((resolve) => {
    listening = resolve;
  });
  const server = serve(
    { fetch: (request, env) => handle(request, env), port: c.port, hostname: c.host },
    (info) => listening(info.port),
  );
  // An idle keep-alive connection is kept longer than its clients' and proxies' own idle time (a load balancer's
  // is often 60 s): Node's default of 5 s lets the server close a connection just as a client sends its next
  // request on it, which that client sees as a reset (ECONNRESET) rather than an answer.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE')
      console.error(`Port ${c.port} on ${c.host} is in use: set PORT to another port.`);
    else console.error(error);
    const exit = () => process.exit(worker ? WORKER_FATAL_EXIT : 1);
    if (database) database.close().finally(exit);
    else exit();
  });
  // A worker (or the single process) starting while the database is down waits for it with back-off
  // (docs/scaling.md#database-outages) instead of exiting.
  const opened = await untilReachable('start', () => withStartLock(location, () => prepare(location)));
  database = opened;
  const mailer = new Mailer({
    smtpUrl: c.smtpUrl,
    mailFrom: c.mailFrom,
    outboxDir: join(c.dataDir, 'outbox'),
  });
  // One Web Push sender for the API and the jobs; its VAPID keys are made once and kept in the database.
  const webPush = new WebPush(opened, () => new Date(), c.vapidSubject);
  const app = createApp({
    webPush,
    pushEndpointOrigins: c.pushEndpointOrigins,
    calendarFetchAllowedHosts: c.calendarFetchAllowedHosts,
    webhookAddresses: c.webhookAddresses,
    staticDir: c.staticDir,
    propertyAppDir: c.propertyAppDir,
    paymentSandboxSwitch: c.paymentSandboxSwitch,
    paymentSecretsKey: c.paymentSecretsKey,
    paymentEndpoints: c.paymentEndpoints,
    database: opened,
    mailer,
    publicUrl: c.publicUrl,
    externalLogin: c.externalLogin,
    devOutbox: c.devOutbox,
    trustProxy: c.trustProxy,
    bookingRequestLimits: c.bookingRequestLimits,
    messageLimits: c.messageLimits,
  });
  // Jobs live in the database (pg-boss): with several processes on one PostgreSQL, each scheduled job runs once.
  // Booking mails (docs/api.md#mails) go through the same queue; the key sealing the bookers' link tokens lives
  // outside the database: MAIL_LINK_KEY, else a file made in DATA_DIR at first start.
  // Under the start lock: pg-boss creates a queue's table on first use, and processes creating queues at once
  // deadlock each other.
  const linkKey = loadLinkKey(c.mailLinkKey, linkKeyFile);
  const { jobs, stopPush } = await untilReachable('job queue', () =>
    withStartLock(location, async () => {
      const jobs = await startJobs({
        database: opened,
        catalogs: new CatalogCache(opened),
        now: () => new Date(),
        mail: { mailer, publicUrl: c.publicUrl, linkKey },
        calendar: {
          minutes: c.calendarSyncMinutes,
          fetch: { allowedHosts: c.calendarFetchAllowedHosts },
        },
        webhooks: { secretsKey: c.paymentSecretsKey, addresses: c.webhookAddresses },
      });
      try {
        const stopPush = await startPushJobs(
          jobs.boss,
          { database: opened, webPush, publicUrl: c.publicUrl, now: () => new Date() },
          { pollingIntervalSeconds: opened.kind === 'pglite' ? 5 : 2 },
        );
        return { jobs, stopPush };
      } catch (error) {
        // Tried again from the start: this queue must not keep polling beside the next one.
        await jobs.stop().catch(() => undefined);
        throw error;
      }
    }),
  );
  handle = app.fetch;
  const served = await port;
  if (worker) {
    console.log(`  worker ${process.pid} serving`);
    process.send?.({ type: 'serving', port: served } satisfies ServingMessage);
  } else announce(c, served);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close(() => {
      stopPush()
        .then(() => jobs.stop())
        .catch((error: Error) => console.error('job queue:', error.message))
        .finally(() => opened.close().finally(() => process.exit(0)));
    });
    // Open event streams (GET /api/staff/events) never end by themselves: cut them after a grace period.
    setTimeout(() => (server as Server).closeAllConnections(), 1000).unref();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
