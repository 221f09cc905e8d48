import { addDaysToIsoDate } from '@venue/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogCache } from '../catalog/cache.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { holdingAllocations } from '../db/inspect.ts';
import * as s from '../db/schema.ts';
import { Mailer } from '../mail/mailer.ts';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { openTestDatabase } from '../testing/harness.ts';
import { catalogIds, cityloftRooms, daysFromRealToday } from '../testing/payloads.ts';
import { type ServerClient as Client, clientOf, serverProcesses } from '../testing/serverProcess.ts';
import { type SmtpServer, startSmtpServer } from '../testing/smtp.ts';
import { releaseJob } from './releaseMails.ts';

/*
 * docs/rules.md#group-blocks on two server processes (src/main.ts, each with its own pool and job queue) over one
 * PostgreSQL database, the requests spread over both: 50 attendees asking for the last 3 rooms of a block get
 * exactly 3 and the others 422 soldOut; a block confirmed while guests book its nights never overbooks; two groups
 * made at once with one pickup code give one group and a 422; and two release job runs at once (two pools) mail a
 * block's pickup summary once. The servers run on the real clock: the stays lie months after its today.
 */

const CITYLOFT = 2;
const servers = serverProcesses();
let database: Database;
let second: Database;
let drop: () => Promise<void>;
let a: Client;
let b: Client;
let guest: string;
let staff: string;
let loft: number; // six units
let rateplan: number;
let organiser: number;

type Json = Record<string, unknown> & { error?: string; details?: unknown[] };
interface GroupView {
  id: number;
  pickupCode: string;
  blocks: { id: number; version: number; status: string }[];
}

const json = async <T = Json>(res: Response) => ({
  status: res.status,
  body: (await res.json()) as T & Json,
});
/** The i-th of many requests goes to one process or the other. */
const either = (i: number) => (i % 2 ? a : b);

beforeAll(async () => {
  const opened = await openTestDatabase();
  database = opened.database;
  drop = opened.drop;
  if (!opened.url) throw new Error('DATABASE_URL is needed');
  // A second pool stands for the job queue of another process (the release mails).
  second = await openDatabase({ databaseUrl: opened.url });
  const [first, other] = await Promise.all([
    servers.start(opened.url, { WORKERS: '1' }),
    servers.start(opened.url, { WORKERS: '1' }),
  ]);
  a = clientOf(first.base);
  b = clientOf(other.base);
  guest = (
    await json<{ token: string }>(
      await a.request('POST', '/api/propertylogin', { body: { key: 'cityloft' } }),
    )
  ).body.token;
  staff = (
    await json<{ token: string }>(
      await b.request('POST', '/api/login', {
        body: { username: 'owner@cityloft.example', password: DEMO_PASSWORD },
      }),
    )
  ).body.token;
  loft = (await catalogIds(a, guest)).unitgroup('LOFT');
  const [plan] = await database.run((db) =>
    db.select({ id: s.rateplan.id }).from(s.rateplan).where(eq(s.rateplan.propertyId, CITYLOFT)),
  );
  rateplan = plan?.id ?? 0;
  const booked = await json<{ id: number }>(
    await a.request('POST', '/api/booking/add', {
      token: guest,
      body: cityloftRooms(CITYLOFT, loft, daysFromRealToday(300), 2),
    }),
  );
  expect(booked.body).toMatchObject({ id: expect.any(Number) });
  organiser = booked.body.id;
}, 200_000);
afterAll(async () => {
  await servers.stopAll();
  servers.cleanup();
  await second?.close();
  await drop?.();
});

/** A group with one tentative block of lofts: `units` each of the nights from `day`. */
async function tentativeGroup(
  day: string,
  nights: number,
  units: number,
  body: Record<string, unknown> = {},
  client: Client = a,
) {
  return json<GroupView>(
    await client.request('POST', '/api/staff/group/add', {
      token: staff,
      body: {
        organiserBookingId: organiser,
        eventName: 'Rush',
        blocks: [
          {
            unitgroupId: loft,
            rateplanId: rateplan,
            unitPrice: 100,
            nights: Array.from({ length: nights }, (_, i) => ({ night: addDaysToIsoDate(day, i), units })),
            release: { kind: 'none' },
          },
        ],
        ...body,
      },
    }),
  );
}

const confirm = (client: Client, group: GroupView) => {
  const block = group.blocks[0] as { id: number; version: number };
  return client.request('POST', `/api/staff/group/${group.id}/block/${block.id}`, {
    token: staff,
    body: { action: 'confirm', version: block.version },
  });
};

const pickUp = (client: Client, group: GroupView, nights: readonly string[], i: number) =>
  client.request('POST', '/api/bookingunitgroup/pickup', {
    token: guest,
    body: {
      code: group.pickupCode,
      blockId: group.blocks[0]?.id,
      nights,
      personcount: 2,
      booker: { lastname: `Attendee ${i}`, email: `attendee${i}@example.org` },
    },
  });

/** Units of the lofts held by bookings over the nights from `day` (two). */
const lofts = (day: string) =>
  database.run((db) => holdingAllocations(db, loft, `${day} 15:00`, `${addDaysToIsoDate(day, 2)} 11:00`));

describe('group blocks on two server processes over one PostgreSQL database', () => {
  it('gives 50 attendees asking at once for the last 3 rooms of a block exactly 3; the others hear soldOut', async () => {
    const day = daysFromRealToday(200);
    const nights = [day, addDaysToIsoDate(day, 1)];
    const made = await tentativeGroup(day, 2, 5);
    expect(made.status).toBe(201);
    expect((await confirm(b, made.body)).status).toBe(200);
    // Two attendees came first: 3 rooms remain.
    for (const i of [0, 1]) expect((await pickUp(either(i), made.body, nights, i)).status).toBe(201);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => pickUp(either(i), made.body, nights, 100 + i).then(json)),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(47);
    for (const r of refused) {
      expect(r.status).toBe(422);
      expect(r.body.details).toEqual([{ code: 'soldOut', nights }]);
    }
    expect(await lofts(day)).toBe(5);
    const pickups = await database.run((db) =>
      db
        .select()
        .from(s.groupBlockPickup)
        .where(eq(s.groupBlockPickup.blockId, made.body.blocks[0]?.id ?? 0)),
    );
    expect(pickups).toHaveLength(5);
  });

  it('never overbooks when a block is confirmed while guests book the same nights', async () => {
    // Six lofts, a block of 4, six guests asking for one each at the same moment, through both processes.
    for (const [round, offset] of [210, 215, 220].entries()) {
      const day = daysFromRealToday(offset);
      const made = await tentativeGroup(day, 2, 4, { eventName: `Round ${round}` });
      expect(made.status).toBe(201);
      const [confirmed, ...bookings] = await Promise.all([
        confirm(round % 2 ? a : b, made.body),
        ...Array.from({ length: 6 }, (_, i) =>
          either(i + round).request('POST', '/api/booking/add', {
            token: guest,
            body: cityloftRooms(CITYLOFT, loft, day, 2),
          }),
        ),
      ]);
      const booked = bookings.filter((r) => r?.status === 201).length;
      for (const r of bookings) expect([201, 409]).toContain(r?.status);
      expect(await lofts(day)).toBe(booked);
      if (confirmed?.status === 200) {
        // The block took 4: exactly the other 2 went to guests, whoever came first.
        expect(booked).toBe(2);
      } else {
        // Guests took more than 2 before the block: it was refused with the nights short, and all 6 were sold.
        expect(confirmed?.status).toBe(409);
        expect(((await (confirmed as Response).json()) as Json).error).toBe('error.availability');
        expect(booked).toBe(6);
      }
      // Nothing is left for the public either way.
      const left = await json<{ availabilities: { maxquantity: number }[] }>(
        await a.request('POST', '/api/unitgroup/availability', {
          token: guest,
          body: {
            unitgroupId: loft,
            availabilities: [
              {
                itemcount: 1,
                start: `${day} 15:00`,
                end: `${addDaysToIsoDate(day, 2)} 11:00`,
                personcount: 2,
              },
            ],
          },
        }),
      );
      expect(left.body.availabilities[0]?.maxquantity).toBe(0);
    }
  });

  it('answers two groups made at once with one pickup code with one group and a 422, as one after the other', async () => {
    const day = daysFromRealToday(230);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        tentativeGroup(day, 2, 1, { pickupCode: 'SAMECODE', eventName: `Twin ${i}` }, either(i)),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const later = await tentativeGroup(day, 2, 1, { pickupCode: 'same-code' });
    expect(later.status).toBe(422);
    for (const r of answers.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(422);
      expect(r.body).toEqual(later.body);
    }
    const groups = await database.run((db) =>
      db
        .select({ id: s.bookingGroup.id })
        .from(s.bookingGroup)
        .where(and(eq(s.bookingGroup.propertyId, CITYLOFT), eq(s.bookingGroup.pickupCode, 'SAMECODE'))),
    );
    expect(groups).toHaveLength(1);
  });
});

describe('the release mails with two job queues at once', () => {
  let smtp: SmtpServer;
  let mailer: Mailer;
  let made: GroupView;
  const day = daysFromRealToday(250);
  const release = addDaysToIsoDate(day, -20);
  beforeAll(async () => {
    const answer = await tentativeGroup(day, 2, 2, {
      eventName: 'Twice Told',
      blocks: [
        {
          unitgroupId: loft,
          rateplanId: rateplan,
          unitPrice: 100,
          nights: [0, 1].map((i) => ({ night: addDaysToIsoDate(day, i), units: 2 })),
          release: { kind: 'date', date: release },
        },
      ],
    });
    made = answer.body;
    expect((await confirm(b, made)).status).toBe(200);
    // The servers' own job queues would send what these runs queue (to their outboxes): only the two pools act.
    await servers.stopAll();
    smtp = await startSmtpServer();
    mailer = new Mailer({
      smtpUrl: smtp.url,
      mailFrom: 'Cityloft <hotel@hotel.test>',
      outboxDir: '/nonexistent',
    });
  });
  afterAll(async () => {
    mailer?.close();
    await smtp?.close();
  });

  it('decides and sends a block’s summary once, before and at release', async () => {
    const runAt = (when: string) => {
      const now = () => new Date(`${when}T09:00:00Z`);
      return Promise.all(
        [database, second, database, second].map((db) =>
          releaseJob({ database: db, now, catalogs: new CatalogCache(db), mailer }),
        ),
      );
    };
    const runs = await runAt(addDaysToIsoDate(release, -7));
    expect(runs.reduce((sum, r) => sum + r.mailed, 0)).toBe(2);
    await smtp.nth(2);
    const atRelease = await runAt(release);
    expect(atRelease.flatMap((r) => r.released)).toEqual([made.blocks[0]?.id]);
    expect(atRelease.reduce((sum, r) => sum + r.mailed, 0)).toBe(2);
    await smtp.nth(4);
    const subjects = smtp.received.map((m) => m.subject ?? '');
    expect(subjects.filter((x) => x.startsWith('Twice Told: unbooked rooms go back on sale'))).toHaveLength(
      2,
    );
    expect(subjects.filter((x) => x === 'Twice Told: the room block was released')).toHaveLength(2);
    expect(smtp.received).toHaveLength(4);
  });
});
