import { dashboardStates, StaffDashboard } from '@venue/contract';
import { dayIn } from '@venue/domain';
import { Hono } from 'hono';
import { arrivalCountsByState, propertiesByIds } from '../../db/dashboardQueries.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { doc } from '../openapi.ts';
import { staffAuth, staffOf } from '../staffGuard.ts';

/**
 * GET /api/staff/dashboard: for each property the user works for, the bookings arriving today and later by
 * state. "Today" is each property's own (its time zone), like every other date rule of the server.
 */
export function staffDashboardRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/staff/dashboard',
    doc('staff bookings', 'Counts of today’s and upcoming bookings by state, per property', StaffDashboard),
    staffAuth(deps),
    async (c) => {
      const staff = staffOf(c);
      const now = deps.now();
      const body: StaffDashboard = {
        properties: await deps.database.run(async (db) => {
          const properties = await propertiesByIds(db, [...staff.roles.keys()]);
          return Promise.all(
            properties.map(async (property) => {
              const today = dayIn(now, property.timezone);
              const counts = await arrivalCountsByState(
                db,
                property.id,
                today.toString(),
                today.add({ days: 1 }).toString(),
              );
              return {
                id: property.id,
                key: property.key,
                name: property.name,
                today: today.toString(),
                states: dashboardStates.map((state) => ({
                  state,
                  today: counts.get(state)?.today ?? 0,
                  upcoming: counts.get(state)?.upcoming ?? 0,
                })),
              };
            }),
          );
        }),
      };
      return c.json(body);
    },
  );
}
