import { z } from 'zod';
import { IsoDateSchema } from './common.ts';

/** The booking states the dashboard counts (docs/rules.md#booking-states); Deleted (64) is left out. */
export const dashboardStates = [1, 2, 4, 8, 16, 32] as const;

/** How many bookings of one state arrive today and later. */
export const DashboardStateCount = z.object({
  state: z.union(dashboardStates.map((s) => z.literal(s))),
  today: z.number().int().min(0),
  upcoming: z.number().int().min(0),
});

/** One of the user's properties with its arrivals by state. */
export const DashboardProperty = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  /** The property's today (its own time zone). */
  today: IsoDateSchema,
  /** One entry per counted state, in the order of `dashboardStates`. */
  states: z.array(DashboardStateCount),
});

/** GET /api/staff/dashboard: each property the user works for, ordered by id. */
export const StaffDashboard = z.object({ properties: z.array(DashboardProperty) });
export type StaffDashboard = z.infer<typeof StaffDashboard>;
