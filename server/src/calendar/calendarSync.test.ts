// @postgres: calendar imports scheduled in pg-boss
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CalendarFeed, CalendarFeedAdded } from '@venue/contract';
import { addDaysToIsoDate } from '@venue/domain';
import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogCache } from '../catalog/cache.ts';
import * as t from '../db/schema.ts';
import { type Jobs, startJobs } from '../jobs/jobs.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../testing/harness.ts';
import { staffToken } from '../testing/hotel.ts';
import { booker, catalogIds, cityloftRooms } from '../testing/payloads.ts';
import { CALENDAR_IMPORT_QUEUE } from './calendarJobs.ts';

/*
 * docs/api.md#calendar-sync, on the demo City Loft (Berlin): export feeds read back with ical.js's own parser,
 * and another channel's feed served by a local HTTP server, fetched by the scheduled job.
 */

const TODAY = TEST_NOW.toISOString().slice(0, 10);
const day = (n: number) => addDaysToIsoDate(TODAY, n);
const compact = (date: string) => date.replaceAll('-', '');

/** What the other channel's server answers next. */
let foreign: { status: number; body: string } = { status: 200, body: '' };
const foreignRequests: { ifNoneMatch: string | undefined }[] = [];

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Other channel//EN', ...events, 'END:VCALENDAR', ''].join(
    '\r\n',
  );
const allDay = (uid: string, from: string, to: string, summary = 'Reserved') =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20300301T000000Z',
    `DTSTART;VALUE=DATE:${compact(from)}`,
    `DTEND;VALUE=DATE:${compact(to)}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ].join('\r\n');

describe('calendar sync with other channels', () => {
  let app: TestApp;
  let jobs: Jobs;
  let server: Server;
  let feedBase: string;
  let staff: string;
  let ids: Awaited<ReturnType<typeof catalogIds>>;
  let propertyId: number;

  beforeAll(async () => {
    app = await openTestApp({ calendarFetchAllowedHosts: ['127.0.0.1'] });
    server = createServer((req, res) => {
      foreignRequests.push({ ifNoneMatch: req.headers['if-none-match'] });
      const etag = `"${createHash('sha256').update(foreign.body).digest('hex').slice(0, 16)}"`;
      if (foreign.status === 200 && req.headers['if-none-match'] === etag) {
        res.writeHead(304).end();
        return;
      }
      res.writeHead(foreign.status, { 'Content-Type': 'text/calendar', ETag: etag }).end(foreign.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feedBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    jobs = await startJobs(
      {
        database: app.database,
        catalogs: new CatalogCache(app.database),
        now: () => TEST_NOW,
        calendar: { minutes: 5, fetch: { allowedHosts: ['127.0.0.1'] } },
      },
      { pollingIntervalSeconds: 0.5 },
    );
    staff = await staffToken(app, 'cityloft');
    ids = await catalogIds(app, await app.login('cityloft'));
    const [p] = await app.database.run((db) =>
      db.select({ id: t.property.id }).from(t.property).where(eq(t.property.key, 'cityloft')),
    );
    propertyId = p?.id as number;
  }, 60_000);

  afterAll(async () => {
    await jobs?.stop();
    await new Promise((resolve) => server?.close(resolve));
    await app?.close();
  });

  const feedsPath = () => `/api/staff/property/${propertyId}/calendarfeeds`;
  const unitsOf = async (code: string) => {
    const rows = await app.database.run((db) =>
      db
        .select({ id: t.unit.id })
        .from(t.unit)
        .where(eq(t.unit.unitgroupId, ids.unitgroup(code)))
        .orderBy(t.unit.id),
    );
    return rows.map((r) => r.id);
  };
  const addFeed = async (body: Record<string, unknown>) => {
    const res = await app.request('POST', feedsPath(), { token: staff, body });
    return { status: res.status, body: (await res.json()) as CalendarFeedAdded };
  };
  const feedNamed = async (id: number): Promise<CalendarFeed> => {
    const res = await app.request('GET', feedsPath(), { token: staff });
    const list = (await res.json()) as { items: CalendarFeed[] };
    const feed = list.items.find((f) => f.id === id);
    if (!feed) throw new Error(`no feed ${id}`);
    return feed;
  };
  /** The events of an export feed as ical.js reads them: [start, end, summary]. */
  const readExport = async (feedUrl: string) => {
    const res = await app.request('GET', new URL(feedUrl).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/calendar/);
    const text = await res.text();
    const root = new ICAL.Component(ICAL.parse(text));
    expect(root.name).toBe('vcalendar');
    const events = root.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    return {
      text,
      events: events.map((e) => [e.startDate.toString(), e.endDate.toString(), e.summary]),
      uids: events.map((e) => e.uid),
    };
  };
  /** Whether a guest can book the penthouse (one unit) for these nights. */
  const penthouseFree = async (from: string, nights: number) => {
    const res = await app.request('POST', '/api/unitgroup/availability', {
      token: await app.login('cityloft'),
      body: [
        {
          unitgroupId: ids.unitgroup('PENTHOUSE'),
          availabilities: [
            {
              itemcount: 1,
              start: `${from} 15:00`,
              end: `${addDaysToIsoDate(from, nights)} 11:00`,
              nightcount: nights,
              personcount: 2,
            },
          ],
        },
      ],
    });
    expect(res.status).toBe(200);
    const [answer] = (await res.json()) as { availabilities: { available: boolean }[] }[];
    return answer?.availabilities[0]?.available;
  };
  /** The penthouse's blocks as staff see them (list and detail), with each block's history. */
  const penthouseBlocks = async (penthouse: number, states: string) => {
    const list = await app.request(
      'GET',
      `/api/staff/block/list?f.propertyId=${propertyId}&f.unitId=${penthouse}&f.state=${states}`,
      { token: staff },
    );
    expect(list.status).toBe(200);
    const { items } = (await list.json()) as { items: { id: number }[] };
    return Promise.all(
      items.map(async ({ id }) => {
        const res = await app.request('GET', `/api/staff/block/${id}`, { token: staff });
        expect(res.status).toBe(200);
        return (await res.json()) as {
          bookingstate: number;
          reason: string;
          note: string;
          start: string;
          end: string;
          allowedActions: string[];
          history: { action: string; actor: string; userName: string | null; toState: number }[];
        };
      }),
    );
  };

  it('a unit group’s feed lists the nights no loft is free, a unit’s feed every stay and block, no guest data', async () => {
    const lofts = await unitsOf('LOFT');
    const group = await addFeed({ direction: 'export', name: 'Portal', unitgroupId: ids.unitgroup('LOFT') });
    const unit = await addFeed({ direction: 'export', unitId: lofts[0] });
    expect(group.status).toBe(201);
    expect(unit.status).toBe(201);
    expect(group.body.feedUrl).toMatch(/\/api\/ical\/[A-Za-z0-9_-]{43}\.ics$/);

    // A guest books the first loft for two nights; the other five lofts are taken for the first night only.
    const res = await app.request('POST', '/api/booking/add', {
      token: await app.login('cityloft'),
      body: {
        ...cityloftRooms(propertyId, ids.unitgroup('LOFT'), day(300), 2),
        request: true,
        paymentmethod: 'CreditCard',
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    await app.database.run(async (db) => {
      for (const unitId of lofts.slice(1)) {
        await db.insert(t.unitAllocation).values({
          unitId,
          period:
            sql`tsrange(${`${day(300)} 15:00`}::timestamp, ${`${day(301)} 11:00`}::timestamp, '[)')` as unknown as string,
        });
      }
      // And the first loft is blocked for repairs later on (two nights, as staff block a room).
      await db.insert(t.unitAllocation).values({
        unitId: lofts[0] as number,
        period:
          sql`tsrange(${`${day(310)} 15:00`}::timestamp, ${`${day(312)} 11:00`}::timestamp, '[)')` as unknown as string,
        note: 'Repairs',
      });
    });

    const groupFeed = await readExport(group.body.feedUrl as string);
    expect(groupFeed.events).toEqual([[day(300), day(301), 'Busy']]);
    const unitFeed = await readExport(unit.body.feedUrl as string);
    expect(unitFeed.events).toEqual([
      [day(300), day(302), 'Busy'],
      [day(310), day(312), 'Blocked'],
    ]);
    expect(unitFeed.text).not.toContain(booker.lastname);
    expect(unitFeed.text).not.toContain(booker.email);
    // Read again, every event keeps its UID (a portal updates what it knows).
    expect((await readExport(unit.body.feedUrl as string)).uids).toEqual(unitFeed.uids);
  });

  it('a wrong secret, a revoked feed and another property’s staff get 404', async () => {
    const feed = await addFeed({ direction: 'export', unitgroupId: ids.unitgroup('PENTHOUSE') });
    const path = new URL(feed.body.feedUrl as string).pathname;
    expect((await app.request('GET', path)).status).toBe(200);
    expect((await app.request('GET', `/api/ical/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await app.request('GET', path.replace('.ics', ''))).status).toBe(404);
    const other = await staffToken(app, 'lindenhof');
    expect((await app.request('GET', feedsPath(), { token: other })).status).toBe(404);
    expect((await app.request('DELETE', `${feedsPath()}/${feed.body.id}`, { token: other })).status).toBe(
      404,
    );
    expect((await app.request('GET', path)).status).toBe(200);
    expect((await app.request('DELETE', `${feedsPath()}/${feed.body.id}`, { token: staff })).status).toBe(
      204,
    );
    expect((await app.request('GET', path)).status).toBe(404);
  });

  it('refuses an import URL that is not http(s) or points into the server’s own network', async () => {
    const [penthouse] = await unitsOf('PENTHOUSE');
    for (const url of [
      'ftp://example.com/x.ics',
      'http://10.0.0.7/x.ics',
      'http://localhost:80/x.ics',
      'http://[::1]/x.ics',
      'not a url',
    ]) {
      const res = await addFeed({ direction: 'import', unitId: penthouse, url });
      expect(res.status, url).toBe(422);
    }
    expect((await app.request('GET', feedsPath(), { token: staff })).status).toBe(200);
  });

  it('an imported event becomes a block, a changed one moves it, a removed one releases it', async () => {
    const [penthouse] = await unitsOf('PENTHOUSE');
    foreign = { status: 200, body: calendar(allDay('stay-1@other', day(320), day(322))) };
    const feed = await addFeed({
      direction: 'import',
      name: 'Other channel',
      unitId: penthouse,
      url: `${feedBase}/penthouse.ics`,
    });
    expect(feed.status).toBe(201);
    expect(await penthouseFree(day(320), 1)).toBe(true);

    await runImport(jobs);
    expect(await penthouseFree(day(320), 1)).toBe(false);
    expect(await penthouseFree(day(321), 1)).toBe(false);
    // A guest leaving on the event's first day or arriving on its last is not in the way.
    expect(await penthouseFree(day(319), 1)).toBe(true);
    expect(await penthouseFree(day(322), 1)).toBe(true);
    expect(await feedNamed(feed.body.id)).toMatchObject({ blocks: 1, lastError: null });
    // An ordinary block, as staff see it: sold elsewhere, its history written by the system.
    const [made, ...others] = await penthouseBlocks(penthouse as number, '8');
    expect(others).toEqual([]);
    expect(made).toMatchObject({
      bookingstate: 8,
      reason: 'soldElsewhere',
      note: 'Other channel: Reserved',
      start: `${day(320)} 15:00`,
      end: `${day(322)} 11:00`,
      allowedActions: ['changeBlock', 'release'],
    });
    expect(made?.history.map((h) => [h.action, h.actor, h.userName, h.toState])).toEqual([
      ['block', 'system', null, 8],
    ]);

    // Unchanged: the channel answers 304 to the ETag, nothing moves.
    await runImport(jobs);
    expect(foreignRequests.at(-1)?.ifNoneMatch).toBeTruthy();
    expect(await penthouseFree(day(320), 1)).toBe(false);

    foreign = { status: 200, body: calendar(allDay('stay-1@other', day(330), day(331))) };
    await runImport(jobs);
    expect(await penthouseFree(day(320), 2)).toBe(true);
    expect(await penthouseFree(day(330), 1)).toBe(false);
    expect(await feedNamed(feed.body.id)).toMatchObject({ blocks: 1, lastError: null });

    foreign = { status: 200, body: calendar() };
    await runImport(jobs);
    expect(await penthouseFree(day(330), 1)).toBe(true);
    expect(await feedNamed(feed.body.id)).toMatchObject({ blocks: 0, lastError: null });
    // The same block moved and then released, each step in its history like a staff block's.
    expect(await penthouseBlocks(penthouse as number, '8')).toEqual([]);
    const released = (await penthouseBlocks(penthouse as number, '32')).find((b) =>
      b.start.startsWith(day(330)),
    );
    expect(released).toMatchObject({ bookingstate: 32, end: `${day(331)} 11:00`, allowedActions: [] });
    expect(released?.history.map((h) => [h.action, h.actor, h.userName, h.toState])).toEqual([
      ['block', 'system', null, 8],
      ['changeBlock', 'system', null, 8],
      ['release', 'system', null, 32],
    ]);
    expect((await app.request('DELETE', `${feedsPath()}/${feed.body.id}`, { token: staff })).status).toBe(
      204,
    );
  });

  it('a broken feed records its error and changes nothing; a collision with a booking is named, never overbooked', async () => {
    const [penthouse] = await unitsOf('PENTHOUSE');
    foreign = { status: 200, body: calendar(allDay('stay-2@other', day(340), day(342))) };
    const feed = await addFeed({ direction: 'import', unitId: penthouse, url: `${feedBase}/broken.ics` });
    await runImport(jobs);
    expect(await penthouseFree(day(340), 2)).toBe(false);

    foreign = { status: 200, body: 'this is no calendar' };
    await runImport(jobs);
    const broken = await feedNamed(feed.body.id);
    expect(broken.lastError).toMatch(/invalid line/);
    expect(broken.blocks).toBe(1);
    expect(await penthouseFree(day(340), 2)).toBe(false);

    foreign = { status: 500, body: '' };
    await runImport(jobs);
    expect((await feedNamed(feed.body.id)).lastError).toBe('The feed answered HTTP 500');
    expect(await penthouseFree(day(340), 2)).toBe(false);

    // A guest has the penthouse on nights the other channel now sells too.
    const guest = await app.request('POST', '/api/booking/add', {
      token: await app.login('cityloft'),
      body: {
        ...cityloftRooms(propertyId, ids.unitgroup('PENTHOUSE'), day(350), 2),
        request: true,
        paymentmethod: 'CreditCard',
      },
    });
    expect(guest.status).toBe(201);
    foreign = {
      status: 200,
      body: calendar(
        allDay('stay-2@other', day(340), day(342)),
        allDay('stay-3@other', day(351), day(353), 'Smith'),
      ),
    };
    await runImport(jobs);
    const conflict = await feedNamed(feed.body.id);
    expect(conflict.lastError).toContain('Smith');
    expect(conflict.lastError).toContain(`${day(351)} 15:00`);
    expect(conflict.blocks).toBe(1);
    const holding = await app.database.run((db) =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.unitAllocation)
        .where(
          sql`${t.unitAllocation.unitId} = ${penthouse} and ${t.unitAllocation.holds} and ${t.unitAllocation.period} && tsrange(${`${day(351)} 15:00`}::timestamp, ${`${day(353)} 11:00`}::timestamp, '[)')`,
        ),
    );
    expect(holding[0]?.n).toBe(1);

    // Removing the import releases its blocks, in the name of the staff member who removed it.
    expect((await app.request('DELETE', `${feedsPath()}/${feed.body.id}`, { token: staff })).status).toBe(
      204,
    );
    expect(await penthouseFree(day(340), 2)).toBe(true);
    const released = (await penthouseBlocks(penthouse as number, '32')).find((b) =>
      b.start.startsWith(day(340)),
    );
    expect(released?.history.map((h) => [h.action, h.actor])).toEqual([
      ['block', 'system'],
      ['release', 'staff'],
    ]);
  });

  it('fetches the import feeds on the schedule', async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([CALENDAR_IMPORT_QUEUE, '*/5 * * * *']);
  });
});

/** Queues the import as the schedule does and waits until a worker has run it. */
async function runImport(jobs: Jobs): Promise<unknown> {
  let id: string | null = null;
  // 'stately': while a run is queued (the one every start sends), another is not; wait for it to be taken.
  for (let i = 0; i < 200 && !id; i++) {
    id = await jobs.boss.send(CALENDAR_IMPORT_QUEUE, {});
    if (!id) await new Promise((r) => setTimeout(r, 100));
  }
  if (!id) throw new Error('not queued');
  for (let i = 0; i < 300; i++) {
    const job = await jobs.boss.getJobById(CALENDAR_IMPORT_QUEUE, id);
    if (job?.state === 'completed') return job.output;
    if (job?.state === 'failed') throw new Error(`job failed: ${JSON.stringify(job.output)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the import did not run');
}
