import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { CatalogCache } from './catalog/cache.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startJobs } from './jobs/jobs.ts';
import { Mailer } from './mail/mailer.ts';
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
const app = createApp({
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
const jobs = await startJobs({ database, catalogs: new CatalogCache(database), now: () => new Date() });
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
    jobs
      .stop()
      .catch((error: Error) => console.error('job queue:', error.message))
      .finally(() => database.close().finally(() => process.exit(0)));
  });
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
