import { fileURLToPath } from 'node:url';
import {
  type BenchDatabase,
  cpuMs,
  dayFromToday as day,
  onEveryDatabase,
  runAutocannon as run,
  startServer,
} from './benchServer.ts';

/*
 * `npm run bench -w @venue/server`: starts the real server on loopback (a child process, so the load
 * generator does not share its event loop) and measures with autocannon:
 *   (a) availability of 20 unit groups x 14 days in one call (280 items, groups repeating), (b) availability
 *   as the configurator sends it (one request per distinct unit group, 14 one-day items each), (c) the
 *   lindenhof unit group list with filters, (d) the guest's calendar of 3 months, each at 1 and 32 connections; on PGlite and, when PostgreSQL is installed, on a throwaway
 *   cluster (via scripts/with-postgres.mjs). Prints the figures as JSON. Not a test: no thresholds.
 */

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

interface Figure {
  database: string;
  scenario: string;
  connections: number;
  requestsPerSec: number;
  medianMs: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** CPU time (user + system) the server process spent per answered request: less noisy than latency. */
  serverCpuMsPerRequest: number | null;
}

async function benchDatabase(database: BenchDatabase, env: NodeJS.ProcessEnv): Promise<Figure[]> {
  const { proc, base, stop } = await startServer(env);
  try {
    const login = await fetch(`${base}/api/propertylogin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key: 'lindenhof' }),
    });
    const { token } = (await login.json()) as { token: string };
    const groups = (
      (await (await fetch(`${base}/api/unitgroup/list`, { headers: { 'X-Auth-Token': token } })).json()) as {
        items: { id: number; unitgroupcategory: { id: number } }[];
      }
    ).items;
    // 20 unit group requests (lindenhof has 6 groups: they repeat) of 14 days each.
    const availability = Array.from({ length: 20 }, (_, i) => {
      const g = groups[i % groups.length] as (typeof groups)[number];
      const room = g.unitgroupcategory.id === 1;
      return {
        unitgroupId: g.id,
        availabilities: Array.from({ length: 14 }, (_, d) => ({
          itemcount: 1,
          start: `${day(30 + d)} ${room ? '15:00' : '08:00'}`,
          end: room ? `${day(31 + d)} 11:00` : `${day(30 + d)} 18:00`,
          personcount: 10,
        })),
      };
    });
    // What the configurator sends (domain `availabilityRequests`, configurator catalogSlice): one call with
    // one request per distinct unit group of the cart and one item per cart line of it (here: every unit
    // group of lindenhof booked on each of 14 event days), all fields of the domain's request shape.
    const configurator = groups.map((g) => {
      const room = g.unitgroupcategory.id === 1;
      return {
        unitgroupId: g.id,
        timeslicedefinitionId: null,
        starttime: null,
        endtime: null,
        promotioncode: null,
        tagIds: [],
        ignoreBookingId: null,
        customeraccountnumber: null,
        availabilities: Array.from({ length: 14 }, (_, d) => ({
          itemcount: 1,
          start: `${day(30 + d)} ${room ? '15:00' : '08:00'}`,
          end: room ? `${day(31 + d)} 11:00` : `${day(30 + d)} 18:00`,
          nightcount: room ? 1 : 0,
          personcount: room ? 2 : 10,
          personsperroom: room ? 2 : null,
          childcount: 0,
          rateplan: null,
          ignorePersoncount: false,
        })),
      };
    });
    const checkin = day(30).replaceAll('-', '');
    // The guest's calendar as useAvailabilityCalendar asks for it: three months from the first of next month.
    const calendarFirst = new Date(`${day(31).slice(0, 7)}-01T00:00:00Z`);
    const calendarLast = new Date(calendarFirst);
    calendarLast.setUTCMonth(calendarLast.getUTCMonth() + 3);
    calendarLast.setUTCDate(0);
    const compact = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');
    // With the search its day prices are for (docs/rules.md#calendar-prices), as the event bar sends it.
    const calendarQuery = `p.i=0&p.s=100&f.personcount=20&f.personsperroom=1&f.dateframeFrom=${compact(calendarFirst)}&f.dateframeTo=${compact(calendarLast)}`;
    const scenarios = [
      {
        scenario: 'availability 20 unit groups x 14 days',
        method: 'POST' as const,
        path: '/api/unitgroup/availability',
        body: JSON.stringify(availability),
      },
      {
        scenario: `availability as the configurator sends it: ${configurator.length} unit groups x 14 days`,
        method: 'POST' as const,
        path: '/api/unitgroup/availability',
        body: JSON.stringify(configurator),
      },
      {
        scenario: 'lindenhof unit group list with filters',
        method: 'GET' as const,
        path: `/api/unitgroup/list?f.configCheckinDate=${checkin}&f.configCheckoutDate=${checkin}&f.unitgroupcategoryId=2&f.personcount=20&f.minPersonCount=10&o.sort=maxPersons|desc`,
        body: undefined,
      },
      {
        scenario: 'lindenhof calendar, 3 months',
        method: 'GET' as const,
        path: `/api/calendar/unitgroup/unavailability/list?${calendarQuery}`,
        body: undefined,
      },
    ];
    const figures: Figure[] = [];
    // BENCH_ONLY=<text> runs only the scenarios whose name contains it.
    const only = process.env.BENCH_ONLY;
    for (const s of scenarios.filter((x) => !only || x.scenario.includes(only))) {
      const check = await fetch(`${base}${s.path}`, {
        method: s.method,
        headers: { 'X-Auth-Token': token, 'Content-Type': 'application/json' },
        ...(s.body ? { body: s.body } : {}),
      });
      if (check.status !== 200) throw new Error(`${s.scenario}: ${check.status} ${await check.text()}`);
      for (const connections of [1, 32]) {
        const cpuBefore = cpuMs(proc.pid);
        const result = await run({
          url: `${base}${s.path}`,
          method: s.method,
          headers: { 'X-Auth-Token': token, 'Content-Type': 'application/json' },
          ...(s.body ? { body: s.body } : {}),
          connections,
          duration: DURATION_S,
        });
        figures.push({
          database,
          scenario: s.scenario,
          connections,
          requestsPerSec: Math.round(result.requests.average),
          medianMs: result.latency.p50,
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
          serverCpuMsPerRequest:
            cpuBefore === null
              ? null
              : Math.round(
                  (((cpuMs(proc.pid) ?? 0) - cpuBefore) / Math.max(1, result.requests.total)) * 100,
                ) / 100,
        });
      }
    }
    return figures;
  } finally {
    await stop();
  }
}

const figures = await onEveryDatabase(fileURLToPath(import.meta.url), benchDatabase);
if (figures) console.log(JSON.stringify(figures, null, 2));
