import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { CatalogCache } from './catalog/cache.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startJobs } from './jobs/jobs.ts';
import { loadLinkKey } from './mail/linkSeal.ts';
import { Mailer } from './mail/mailer.ts';
import { startPushJobs } from './push/pushJobs.ts';
import { WebPush } from './push/webPush.ts';
import { seedDemo } from './seed/index.ts';

// One process: migrate, seed on first start, run the scheduled jobs, serve the API and the built apps.
const config = readConfig();
let location: { databaseUrl: string } | { pgliteDir: string };
if (config.databaseUrl) {
  location = { databaseUrl: config.databaseUrl };
} else {
  mkdirSync(join(config.dataDir, 'pg'), { recursive: true });
  location = { pgliteDir: join(config.dataDir, 'pg') };
}
const database = await openDatabase(location);
const seeded = await seedDemo(database);
if (seeded.length) console.log(`Seeded demo properties: ${seeded.join(', ')}`);

const mailer = new Mailer({
  smtpUrl: config.smtpUrl,
  mailFrom: config.mailFrom,
  outboxDir: join(config.dataDir, 'outbox'),
});
// One Web Push sender for the API and the jobs; its VAPID keys are made once and kept in the database.
const webPush = new WebPush(database, () => new Date(), config.vapidSubject);
const app = createApp({
  webPush,
  pushEndpointOrigins: config.pushEndpointOrigins,
  calendarFetchAllowedHosts: config.calendarFetchAllowedHosts,
  staticDir: config.staticDir,
  propertyAppDir: config.propertyAppDir,
  paymentSandboxSwitch: config.paymentSandboxSwitch,
  database,
  mailer,
  publicUrl: config.publicUrl,
  externalLogin: config.externalLogin,
  devOutbox: config.devOutbox,
});
// Never print SMTP_URL itself: it may carry the SMTP password.
if (mailer.outboxDir) {
  const page = config.devOutbox ? `; listed at ${config.publicUrl}/api/dev/outbox` : '';
  console.log(`No SMTP_URL: mails are written to ${mailer.outboxDir}${page}`);
}
// Jobs live in the database (pg-boss): with several processes on one PostgreSQL, each scheduled job runs once.
// Booking mails (docs/api.md#mails) go through the same queue; the key sealing the bookers' link tokens lives
// outside the database: MAIL_LINK_KEY, else a file made in DATA_DIR at first start.
const linkKey = loadLinkKey(config.mailLinkKey, join(config.dataDir, 'mail-link.key'));
const jobs = await startJobs({
  database,
  catalogs: new CatalogCache(database),
  now: () => new Date(),
  mail: { mailer, publicUrl: config.publicUrl, linkKey },
  calendar: {
    minutes: config.calendarSyncMinutes,
    fetch: { allowedHosts: config.calendarFetchAllowedHosts },
  },
});
const stopPush = await startPushJobs(
  jobs.boss,
  { database, webPush, publicUrl: config.publicUrl },
  { pollingIntervalSeconds: database.kind === 'pglite' ? 5 : 2 },
);
if (config.paymentSandboxSwitch)
  console.log('PAYMENT_SANDBOX_SWITCH=1: the sandbox provider-kind switch is on');
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Booking configurator running at http://${config.host}:${info.port}/`);
  console.log(`  e.g. http://${config.host}:${info.port}/lindenhof`);
  console.log(`  property app (staff): http://${config.host}:${info.port}/app/`);
});

server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE')
    console.error(`Port ${config.port} on ${config.host} is in use: set PORT to another port.`);
  else console.error(error);
  database.close().finally(() => process.exit(1));
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close(() => {
    stopPush()
      .then(() => jobs.stop())
      .catch((error: Error) => console.error('job queue:', error.message))
      .finally(() => database.close().finally(() => process.exit(0)));
  });
  // Open event streams (GET /api/staff/events) never end by themselves: cut them after a grace period.
  setTimeout(() => (server as Server).closeAllConnections(), 1000).unref();
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
