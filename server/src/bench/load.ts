import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defaultSettings } from '@venue/domain';
import type autocannon from 'autocannon';
import {
  type BenchDatabase,
  type BenchServer,
  dayFromToday,
  onEveryDatabase,
  runAutocannon,
  startServer,
} from './benchServer.ts';
import { writeReadmeBlock } from './readmeBlock.ts';

/*
 * `npm run bench:load` (root or @venue/server): a load test of the booking API with guest sessions as the
 * configurator makes them (configurator/src/store/sessionSlice.ts, catalogSlice.ts, api/endpoints.ts and the
 * calendar's useAvailabilityCalendar): the property login; the property, its CSS and settings and the catalog lists
 * read at start; the availability calendar for this month and for the months of the event; the unit group and
 * service lists for the chosen day (the list refresh); the availability of the meeting room put into the cart; and
 * the request sent (`POST /api/booking/add`: a lindenhof breakout room for one day with lunch, `request: true`).
 * Each session books another day (far ahead, spread over years) so bookings do not exhaust the rooms.
 *
 * Every guest is one autocannon connection that runs the session's calls in order, again and again (autocannon's
 * `requests` with setupRequest / onResponse: the token of the login goes into the later calls). The latency of
 * each call is taken from its setupRequest (just before it is written) to its onResponse.
 *
 * Matrix: 1, 8, 32 and 128 guests; PGlite (one process) and PostgreSQL (a throwaway cluster, see benchServer.ts)
 * with 1 and os.availableParallelism() server processes (WORKERS). Prints the figures as JSON and a Markdown
 * table (sessions/s, requests/s, p50/p99 per call, error rate) and, per database and process count, the first
 * guest count at which the error rate leaves 0. Not a test: no thresholds.
 * - BENCH_SECONDS: seconds per cell (default 6), after a 2 s warm-up per server.
 * - BENCH_GUESTS=1,8: other guest counts.
 * - BENCH_WRITE_README=1: also writes the table into docs/performance.md between the load markers.
 */

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const WARMUP_S = 2;
const GUESTS = (process.env.BENCH_GUESTS ?? '1,8,32,128').split(',').map(Number);
const PROCESSES = availableParallelism();
const PEOPLE = 10;
/** Sessions book the days from this many days ahead on, one after the other, then start again. */
const FIRST_DAY = 60;
/**
 * The breakout rooms (3 units) for this many days: every day within the booking horizon (docs/rules.md#stay-rules,
 * 1095 days by default), room for 3 x 1,035 bookings per database.
 */
const SPREAD_DAYS = defaultSettings.maxAdvanceBookingDays - FIRST_DAY;

/** The calls of the session as the table of docs/performance.md groups them. */
const CALLS = ['login', 'lists', 'calendar', 'availability', 'booking add'] as const;
type Call = (typeof CALLS)[number];

/** What the session needs of lindenhof's catalog (read once before the run, as the configurator reads its lists). */
interface Catalog {
  readonly breakoutId: number;
  readonly fullDaySliceId: number;
  readonly buffetId: number;
  readonly buffetOptionId: number;
}

/** One guest's session so far (autocannon's per-connection context, fresh for every session). */
interface Session {
  token?: string;
  propertyId?: number;
  /** The event day, 'YYYY-MM-DD'. */
  day?: string;
  sentAt?: number;
}

interface Step {
  readonly name: string;
  readonly call: Call;
  readonly method: 'GET' | 'POST';
  readonly path: (s: Required<Session>) => string;
  readonly body?: (s: Required<Session>) => unknown;
}

let sessionsStarted = 0;
/** The next session's event day: each session another one, so the three breakout rooms are never all taken. */
const nextDay = () => dayFromToday(FIRST_DAY + (sessionsStarted++ % SPREAD_DAYS));

const compact = (day: string) => day.replaceAll('-', '');
/** The three months the calendar shows from the first of `day`'s month (useAvailabilityCalendar). */
function calendarFrame(day: string): string {
  const first = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  const last = new Date(first);
  last.setUTCMonth(last.getUTCMonth() + 3);
  last.setUTCDate(0);
  return `f.dateframeFrom=${compact(first.toISOString().slice(0, 10))}&f.dateframeTo=${compact(last.toISOString().slice(0, 10))}`;
}

/** The session's calls in the order the configurator makes them (list calls with its `p.i=0&p.s=100`). */
function sessionSteps(catalog: Catalog): Step[] {
  const page = 'p.i=0&p.s=100';
  const get = (name: string, call: Call, path: Step['path']): Step => ({ name, call, method: 'GET', path });
  const cartFilters = (s: Required<Session>) =>
    `f.configCheckinDate=${compact(s.day)}&f.configCheckoutDate=${compact(s.day)}` +
    `&f.configTimeslicedefinitionId=${catalog.fullDaySliceId}&f.personcount=${PEOPLE}`;
  const slot = (s: Required<Session>, from: string, to: string) => ({
    start: `${s.day} ${from}`,
    end: `${s.day} ${to}`,
  });
  return [
    {
      name: 'propertylogin',
      call: 'login',
      method: 'POST',
      path: () => '/api/propertylogin',
      body: () => ({ key: 'lindenhof' }),
    },
    get('property', 'lists', (s) => `/api/property/${s.propertyId}`),
    get('property css', 'lists', (s) => `/api/property/css/${s.propertyId}`),
    get(
      'propertysetting',
      'lists',
      (s) => `/api/propertysetting/list?p.i=0&p.s=500&f.propertyId=${s.propertyId}`,
    ),
    get('servicetype', 'lists', () => `/api/servicetype/list?${page}`),
    get('servicegroup', 'lists', () => `/api/servicegroup/list?${page}`),
    get('timeslicedefinition', 'lists', () => `/api/timeslicedefinition/list?${page}`),
    get('tag', 'lists', (s) => `/api/portal/search/tag/list?${page}&f.configPropertyId=${s.propertyId}`),
    get('herodocument', 'lists', () => `/api/herodocument/list?${page}&f.nofallback=true`),
    get(
      'calendar, this month',
      'calendar',
      () => `/api/calendar/unitgroup/unavailability/list?${page}&${calendarFrame(dayFromToday(0))}`,
    ),
    get(
      'calendar, the event months',
      'calendar',
      (s) =>
        `/api/calendar/unitgroup/unavailability/list?${page}&f.timeslicedefinitionId=${catalog.fullDaySliceId}&${calendarFrame(s.day)}`,
    ),
    get('unitgroup for the cart', 'lists', (s) => `/api/unitgroup/list?${page}&${cartFilters(s)}`),
    get('service for the cart', 'lists', (s) => `/api/service/list?${page}&${cartFilters(s)}`),
    get('timeslicedefinition again', 'lists', () => `/api/timeslicedefinition/list?${page}`),
    {
      name: 'unitgroup availability',
      call: 'availability',
      method: 'POST',
      path: () => '/api/unitgroup/availability',
      // domain availabilityRequests: one request per unit group of the cart, one item per line.
      body: (s) => [
        {
          unitgroupId: catalog.breakoutId,
          timeslicedefinitionId: catalog.fullDaySliceId,
          starttime: null,
          endtime: null,
          promotioncode: null,
          tagIds: [],
          ignoreBookingId: null,
          customeraccountnumber: null,
          availabilities: [
            {
              itemcount: 1,
              ...slot(s, '08:00', '18:00'),
              nightcount: 0,
              personcount: PEOPLE,
              personsperroom: null,
              childcount: 0,
              rateplan: null,
              ignorePersoncount: false,
            },
          ],
        },
      ],
    },
    {
      name: 'booking add',
      call: 'booking add',
      method: 'POST',
      path: () => '/api/booking/add',
      body: (s) => ({
        propertyId: s.propertyId,
        startdate: s.day,
        enddate: s.day,
        timeslicedefinitionId: catalog.fullDaySliceId,
        booker: {
          firstname: 'Ada',
          lastname: 'Lovelace',
          email: 'ada@example.org',
          company: 'Analytical Engines',
        },
        people: PEOPLE,
        paymentmethod: 'Company',
        bookingUnitgroupList: [
          {
            unitgroup: { id: catalog.breakoutId },
            itemcount: 1,
            ...slot(s, '08:00', '18:00'),
            personcount: PEOPLE,
          },
        ],
        bookingServiceList: [
          {
            service: { id: catalog.buffetId },
            itemcount: 1,
            personcount: PEOPLE,
            ...slot(s, '12:00', '13:00'),
            serviceOptionList: [{ serviceOption: { id: catalog.buffetOptionId } }],
            bookingUnitgroup: { index: 0 },
          },
        ],
        request: true,
        termsAccepted: true,
      }),
    },
  ];
}

/** The headers the configurator's client sends (api-client): language, token, JSON; and a browser's gzip. */
function headersOf(step: Step, s: Session): Record<string, string> {
  return {
    Accept: 'application/json',
    'App-Language': 'en',
    // The login's answer is read here (and is under the 1 KB the server starts compressing at anyway).
    ...(step.call === 'login' ? {} : { 'Accept-Encoding': 'gzip' }),
    ...(s.token ? { 'X-Auth-Token': s.token } : {}),
    ...(step.body ? { 'Content-Type': 'application/json' } : {}),
  };
}

/** Starts a session: its event day; the token and property come with the login's answer. */
const newSession = (): Required<Session> => ({ token: '', propertyId: 0, day: nextDay(), sentAt: 0 });

/** Reads the catalog ids and runs one session with fetch, failing on any answer but 2xx (before the load). */
async function checkSession(base: string): Promise<Catalog> {
  const login = (await (
    await fetch(`${base}/api/propertylogin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key: 'lindenhof' }),
    })
  ).json()) as { token: string };
  const list = async <T>(path: string) =>
    (
      (await (await fetch(`${base}${path}`, { headers: { 'X-Auth-Token': login.token } })).json()) as {
        items: T[];
      }
    ).items;
  const groups = await list<{ id: number; code: string }>('/api/unitgroup/list');
  const services = await list<{ id: number; code: string; serviceOptionList: { id: number }[] }>(
    '/api/service/list',
  );
  const slices = await list<{ id: number; starttime: string; endtime: string }>(
    '/api/timeslicedefinition/list',
  );
  const buffet = services.find((x) => x.code === 'LUNCH-BUFFET');
  const catalog = {
    breakoutId: groups.find((g) => g.code === 'BREAKOUT')?.id,
    fullDaySliceId: slices.find((x) => x.starttime.startsWith('08:00') && x.endtime.startsWith('18:00'))?.id,
    buffetId: buffet?.id,
    buffetOptionId: buffet?.serviceOptionList[0]?.id,
  };
  if (Object.values(catalog).some((id) => id === undefined))
    throw new Error('lindenhof catalog not as expected');
  const found = catalog as Catalog;
  const session = newSession();
  for (const step of sessionSteps(found)) {
    const answer = await fetch(`${base}${step.path(session)}`, {
      method: step.method,
      headers: headersOf(step, session),
      ...(step.body ? { body: JSON.stringify(step.body(session)) } : {}),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`session check, ${step.name}: ${answer.status} ${text.slice(0, 500)}`);
    if (step.call === 'login') Object.assign(session, JSON.parse(text) as Session);
  }
  return found;
}

/** Latencies (ms) and statuses of one step over a run. */
interface StepRecord {
  readonly latencies: number[];
  readonly statuses: Map<number, number>;
  /** The first answer of each failing status (its start), to say what went wrong. */
  readonly firstFailure: Map<number, string>;
}

interface Latency {
  readonly count: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Answers other than 2xx. */
  readonly errors: number;
}

interface Cell {
  readonly database: BenchDatabase;
  readonly processes: number;
  readonly guests: number;
  readonly seconds: number;
  /** Sessions that reached the booking call, per second. */
  readonly sessionsPerSec: number;
  readonly requestsPerSec: number;
  /** (answers other than 2xx + connection errors and timeouts) / (answers + connection errors and timeouts). */
  readonly errorRate: number;
  readonly connectionErrors: number;
  readonly timeouts: number;
  /** The answers other than 2xx by call and status: how many, and the first one's body (its start). */
  readonly failedAnswers: Record<string, Record<string, { count: number; first: string }>>;
  readonly calls: Record<Call, Latency>;
  readonly steps: Record<string, Latency>;
  /** CPU the load generator itself used, in % of one core (it shares the machine with the server). */
  readonly generatorCpuPercent: number;
  /** The machine's 1-minute load average when the cell started. */
  readonly loadAverage: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  return Math.round(value * 10) / 10;
}

function latencyOf(records: readonly StepRecord[]): Latency {
  const sorted = records.flatMap((r) => r.latencies).sort((a, b) => a - b);
  let errors = 0;
  for (const r of records)
    for (const [status, n] of r.statuses) if (status < 200 || status > 299) errors += n;
  return { count: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), errors };
}

/** Runs the session with `guests` connections for `seconds`; the figures of every step. */
async function runSessions(base: string, steps: readonly Step[], guests: number, seconds: number) {
  const records = new Map(
    steps.map((step) => [
      step,
      { latencies: [], statuses: new Map(), firstFailure: new Map() } as StepRecord,
    ]),
  );
  const requests: autocannon.Request[] = steps.map((step) => ({
    method: step.method,
    setupRequest: (request, context) => {
      const s = context as Session;
      if (step.call === 'login') Object.assign(s, newSession());
      const session = s as Required<Session>;
      session.sentAt = performance.now();
      return {
        ...request,
        path: step.path(session),
        headers: headersOf(step, session),
        ...(step.body ? { body: JSON.stringify(step.body(session)) } : {}),
      };
    },
    onResponse: (status, body, context) => {
      const s = context as Session;
      const record = records.get(step) as StepRecord;
      record.latencies.push(performance.now() - (s.sentAt ?? 0));
      record.statuses.set(status, (record.statuses.get(status) ?? 0) + 1);
      if ((status < 200 || status > 299) && !record.firstFailure.has(status))
        record.firstFailure.set(status, body.slice(0, 300));
      if (step.call === 'login' && status === 200) {
        const answer = JSON.parse(body) as { token: string; propertyId: number };
        s.token = answer.token;
        s.propertyId = answer.propertyId;
      }
    },
  }));
  const cpuBefore = process.cpuUsage();
  const result = await runAutocannon({ url: base, connections: guests, duration: seconds, requests });
  const cpu = process.cpuUsage(cpuBefore);
  return {
    records,
    result,
    generatorCpuPercent: Math.round((cpu.user + cpu.system) / 10_000 / result.duration),
  };
}

async function measure(
  database: BenchDatabase,
  processes: number,
  server: BenchServer,
  catalog: Catalog,
  guests: number,
): Promise<Cell> {
  const steps = sessionSteps(catalog);
  const loadAverage = Math.round((loadavg()[0] ?? 0) * 100) / 100;
  const { records, result, generatorCpuPercent } = await runSessions(server.base, steps, guests, DURATION_S);
  const all = [...records.values()];
  const answers = all.reduce((n, r) => n + r.latencies.length, 0);
  const failed = all.reduce((n, r) => n + latencyOf([r]).errors, 0);
  const failedAnswers: Cell['failedAnswers'] = {};
  for (const [step, r] of records) {
    const failedHere = [...r.firstFailure].map(([status, first]) => [
      String(status),
      { count: r.statuses.get(status) ?? 0, first },
    ]);
    if (failedHere.length) failedAnswers[step.name] = Object.fromEntries(failedHere);
  }
  const seconds = result.duration;
  const bookings = [...records].find(([step]) => step.call === 'booking add')?.[1].latencies.length ?? 0;
  const cell: Cell = {
    database,
    processes,
    guests,
    seconds,
    sessionsPerSec: Math.round((bookings / seconds) * 10) / 10,
    requestsPerSec: Math.round(answers / seconds),
    errorRate: (failed + result.errors) / Math.max(1, answers + result.errors),
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    failedAnswers,
    calls: Object.fromEntries(
      CALLS.map((call) => [call, latencyOf(all.filter((_, i) => steps[i]?.call === call))]),
    ) as Record<Call, Latency>,
    steps: Object.fromEntries(steps.map((step) => [step.name, latencyOf([records.get(step) as StepRecord])])),
    generatorCpuPercent,
    loadAverage,
  };
  console.error(
    `${database}, ${processes} process(es), ${guests} guests: ${cell.sessionsPerSec} sessions/s, ${cell.requestsPerSec} requests/s, ` +
      `error rate ${(cell.errorRate * 100).toFixed(2)} %, load average ${loadAverage}`,
  );
  return cell;
}

async function benchDatabase(database: BenchDatabase, env: NodeJS.ProcessEnv): Promise<Cell[]> {
  const cells: Cell[] = [];
  // PGlite is one process (server/src/workers.ts); PostgreSQL once with one and once with one per core.
  const counts = database === 'pglite' ? [1] : [...new Set([1, PROCESSES])];
  for (const processes of counts) {
    const server = await startServer({ ...env, WORKERS: String(processes) });
    try {
      const catalog = await checkSession(server.base);
      await runSessions(server.base, sessionSteps(catalog), 8, WARMUP_S);
      for (const guests of GUESTS) cells.push(await measure(database, processes, server, catalog, guests));
    } finally {
      await server.stop();
    }
  }
  return cells;
}

const ms = (value: number) =>
  Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : String(Math.round(value));
const percent = (rate: number) => (rate === 0 ? '0' : `${(rate * 100).toFixed(rate < 0.01 ? 2 : 1)} %`);
const setup = (c: Pick<Cell, 'database' | 'processes'>) =>
  `${c.database === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${c.processes} process${c.processes > 1 ? 'es' : ''}`;

/** The error key of an error answer (docs/api.md's one error shape), or ''. */
function errorKeyOf(body: string): string {
  try {
    return String((JSON.parse(body) as { error?: unknown }).error ?? '');
  } catch {
    return '';
  }
}

function markdownOf(cells: readonly Cell[]): string {
  const head = `| database | guests | sessions/s | requests/s | ${CALLS.map((c) => `${c} p50 / p99`).join(' | ')} | errors |`;
  const rows = cells.map(
    (c) =>
      `| ${setup(c)} | ${c.guests} | ${c.sessionsPerSec} | ${c.requestsPerSec} | ${CALLS.map((call) => `${ms(c.calls[call].p50Ms)} / ${ms(c.calls[call].p99Ms)} ms`).join(' | ')} | ${percent(c.errorRate)} |`,
  );
  const setups = [...new Set(cells.map(setup))];
  const onset = setups.map((name) => {
    const mine = cells.filter((c) => setup(c) === name);
    const first = mine.find((c) => c.errorRate > 0);
    if (!first) return `- ${name}: 0 errors up to ${Math.max(...mine.map((c) => c.guests))} guests`;
    const what = Object.entries(first.failedAnswers)
      .map(
        ([step, statuses]) =>
          `${Object.entries(statuses)
            .map(
              ([s, n]) =>
                `${n.count} of ${first.steps[step]?.count} ${step} answers ${s} ${errorKeyOf(n.first)}`,
            )
            .join(', ')}`,
      )
      .concat(
        first.connectionErrors
          ? [`${first.connectionErrors} connection errors (${first.timeouts} timeouts)`]
          : [],
      )
      .join('; ');
    return `- ${name}: errors from ${first.guests} guests on (${percent(first.errorRate)}: ${what})`;
  });
  const date = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  const load = cells.map((c) => c.loadAverage);
  return [
    `${date}, ${PROCESSES} cores, ${DURATION_S} s per row, load average ${Math.min(...load)}–${Math.max(...load)} at the rows' start:`,
    '',
    head,
    `|---|---|---|---|${CALLS.map(() => '---|').join('')}---|`,
    ...rows,
    '',
    'Where the error rate leaves 0:',
    ...onset,
  ].join('\n');
}

const cells = await onEveryDatabase(fileURLToPath(import.meta.url), benchDatabase);
if (cells) {
  const markdown = markdownOf(cells);
  console.log(JSON.stringify(cells, null, 2));
  console.log(`\n${markdown}`);
  if (process.env.BENCH_WRITE_README === '1') {
    writeReadmeBlock('load', markdown);
    console.log('\ndocs/performance.md updated.');
  }
}
