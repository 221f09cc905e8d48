import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './seed/index.ts';

// One process: migrate, seed on first start, serve the API and the built configurator.
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

const app = createApp({
  staticDir: config.staticDir,
  paymentSandboxSwitch: config.paymentSandboxSwitch,
  database,
});
if (config.paymentSandboxSwitch)
  console.log('PAYMENT_SANDBOX_SWITCH=1: the sandbox provider-kind switch is on');
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Booking configurator running at http://${config.host}:${info.port}/`);
  console.log(`  e.g. http://${config.host}:${info.port}/lindenhof`);
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
    database.close().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
