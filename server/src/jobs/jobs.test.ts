// @postgres: the pg-boss job queue and its schedules
import { addDaysToIsoDate, BookingState as S } from '@venue/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogCache } from '../catalog/cache.ts';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { hotelAction } from '../testing/hotel.ts';
import { catalogIds, cityloftRooms } from '../testing/payloads.ts';
import { JOB, type Jobs, startJobs } from './jobs.ts';

// docs/rules.md#booking-lifecycle: 23 Nov 2026, 10:00 in Berlin; the option date is ten days later.
const TODAY = '2026-11-23';
const day = (n: number) => addDaysToIsoDate(TODAY, n);
let clock = new Date('2026-11-23T09:00:00Z');

describe('the job queue (pg-boss in the database)', () => {
  let t: TestApp;
  let jobs: Jobs;
  beforeAll(async () => {
    t = await openTestApp({ now: () => clock });
    jobs = await startJobs(
      { database: t.database, catalogs: new CatalogCache(t.database), now: () => clock },
      { pollingIntervalSeconds: 0.5 },
    );
  }, 60_000);
  afterAll(async () => {
    await jobs?.stop();
    await t.close();
  });

  it('schedules the option-date check every five minutes', async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([JOB.lapseOptions, '*/5 * * * *']);
  });

  it('a queued check cancels an offer whose option date has passed and frees its Penthouse', async () => {
    const token = await t.login('cityloft');
    const ids = await catalogIds(t, token);
    const penthouse = {
      ...cityloftRooms(2, ids.unitgroup('PENTHOUSE'), day(40), 3),
      request: true,
      paymentmethod: 'CreditCard',
    };
    const add = async () =>
      t.request('POST', '/api/booking/add', { token: await t.login('cityloft'), body: penthouse });
    const sent = (await (await add()).json()) as {
      id: number;
      version: number;
      bookingtoken: string;
      bookingcode: string;
    };
    const offer = await hotelAction(t, 'cityloft', sent, 'sendOffer', day(10));
    expect(offer.body.bookingstate).toBe(S.Optional);
    expect((await add()).status).toBe(409);

    // A guest session lasts hours, not days: the booker opens the link again on a later day.
    const read = async () => {
      const res = await t.request(
        'GET',
        `/api/booking/byTokenAndInternalIdOrExternalId/${sent.bookingtoken}/${sent.bookingcode}`,
        { token: await t.login('cityloft') },
      );
      return ((await res.json()) as { bookingstate: number }).bookingstate;
    };
    // On the option date itself the offer still holds.
    clock = new Date(`${day(10)}T21:00:00Z`);
    await runJob(jobs);
    expect(await read()).toBe(S.Optional);
    // The next morning it has lapsed.
    clock = new Date(`${day(11)}T08:00:00Z`);
    const output = await runJob(jobs);
    expect(output).toEqual({ lapsed: [sent.id] });
    expect(await read()).toBe(S.Canceled);
    expect((await add()).status).toBe(201);
  }, 60_000);

  it('a server starting after an option date passed lapses the offer at once, without waiting for the schedule', async () => {
    clock = new Date('2026-11-23T09:00:00Z');
    const token = await t.login('cityloft');
    const ids = await catalogIds(t, token);
    const res = await t.request('POST', '/api/booking/add', {
      token,
      body: {
        ...cityloftRooms(2, ids.unitgroup('LOFT'), day(50), 2),
        request: true,
        paymentmethod: 'CreditCard',
      },
    });
    const sent = (await res.json()) as { id: number; version: number };
    expect((await hotelAction(t, 'cityloft', sent, 'sendOffer', day(5))).body.bookingstate).toBe(S.Optional);
    // The server is down over the option date; it starts again a week later.
    await jobs.stop();
    clock = new Date(`${day(7)}T08:00:00Z`);
    jobs = await startJobs(
      { database: t.database, catalogs: new CatalogCache(t.database), now: () => clock },
      { pollingIntervalSeconds: 0.5 },
    );
    // A week later the staff user signs in anew (a session does not last that long).
    const login = await t.request('POST', '/api/login', {
      body: { username: 'staff@cityloft.example', password: DEMO_PASSWORD },
    });
    const { token: staff } = (await login.json()) as { token: string };
    const state = async () => {
      const detail = await t.request('GET', `/api/staff/booking/${sent.id}`, { token: staff });
      return ((await detail.json()) as { bookingstate: number }).bookingstate;
    };
    await expect.poll(state, { timeout: 20_000 }).toBe(S.Canceled);
  }, 60_000);
});

/** Queues the check as the schedule does and waits until a worker has run it; its output. */
async function runJob(jobs: Jobs): Promise<unknown> {
  let id: string | null = null;
  // 'stately': while a check is queued (the one every start sends), another is not; wait for it to be taken.
  for (let i = 0; i < 100 && !id; i++) {
    id = await jobs.boss.send(JOB.lapseOptions, {});
    if (!id) await new Promise((r) => setTimeout(r, 100));
  }
  if (!id) throw new Error('not queued');
  for (let i = 0; i < 200; i++) {
    const job = await jobs.boss.getJobById(JOB.lapseOptions, id);
    if (job?.state === 'completed') return job.output;
    if (job?.state === 'failed') throw new Error(`job failed: ${JSON.stringify(job.output)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the job did not run');
}
