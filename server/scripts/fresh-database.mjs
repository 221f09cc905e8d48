#!/usr/bin/env node
// `node server/scripts/fresh-database.mjs URL NAME`: an empty database NAME on the PostgreSQL server at URL, made
// anew (dropped first). The e2e lanes' servers start on one each (tests/playwright.config.ts, E2E_DATABASE_URL).
// Plain JavaScript: it runs before each lane's server starts, and tsx would add a second to each.
import pg from 'pg';

const [url, name] = process.argv.slice(2);
if (!url || !name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error('usage: fresh-database.mjs <postgres url> <database name: lower case letters, digits, _>');
  process.exit(2);
}
const admin = new pg.Client({ connectionString: url });
await admin.connect();
try {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
} finally {
  await admin.end();
}
