import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from './index.ts';

// `npm run seed -w @venue/server`: migrates and writes the demo properties that are missing.
const config = readConfig();
if (!config.databaseUrl) mkdirSync(join(config.dataDir, 'pg'), { recursive: true });
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: join(config.dataDir, 'pg') },
);
const created = await seedDemo(database);
console.log(created.length ? `Seeded: ${created.join(', ')}` : 'Demo data already present; nothing to do.');
await database.close();
