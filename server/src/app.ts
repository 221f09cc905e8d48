import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { ServerConfig } from './config.ts';

const version = '0.9.8';

/** Builds the HTTP application: the API under /api and the built configurator for every other path. */
export function createApp(config: Pick<ServerConfig, 'staticDir'>): Hono {
  const app = new Hono();
  app.get('/api/api/info', (c) => c.json({ name: 'venue-booking', version }));
  app.all('/api/*', (c) =>
    c.json({ error: 'error.notfound', message: 'No such API endpoint', details: [] }, 404),
  );

  app.use('/assets/*', serveStatic({ root: config.staticDir }));
  const indexFile = join(config.staticDir, 'index.html');
  // Every non-API path is a configurator route (/{propertyKey}/{mode}/...): answer with the app shell.
  app.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The configurator is not built yet: run `npm run build -w @venue/configurator`.', 503);
    }
    return c.html(readFileSync(indexFile, 'utf8'));
  });
  return app;
}
