import { Hono } from 'hono';
import { isDatabaseUnreachable } from '../../db/client.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { unavailableResponse } from '../errors.ts';
import { doc } from '../openapi.ts';

const HEALTH_PATH = '/api/health';

/** The health check needs no token (a load balancer or an orchestrator calls it). */
export const isHealthPath = (path: string): boolean => path === HEALTH_PATH;

/**
 * GET /api/health (docs/scaling.md#database-outages): 200 `{ "status": "ok" }` while this process reaches the
 * database; 503 with Retry-After and `error.unavailable` while it does not, so a load balancer can tell.
 */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/health',
    doc(
      'service',
      'Whether the server process reaches its database (200, else 503 error.unavailable)',
      undefined,
      {
        public: true,
      },
    ),
    async (c) => {
      try {
        await deps.database.executeSql('select 1');
      } catch (error) {
        if (!isDatabaseUnreachable(error)) throw error;
        return unavailableResponse(c, 'The database is unreachable');
      }
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' });
    },
  );
}
