import { type BookingRecord, isBlockRecord } from '@venue/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { staffToken } from '../testing/hotel.ts';
import { catalogIds, daysFromNow, lindenhofMeetingDay } from '../testing/payloads.ts';
import { upgradeBookingRecords } from './recordUpgrade.ts';

/*
 * docs/rules.md#the-booking-record: bookings stored before the record kept what was agreed are upgraded once, at
 * start: the seeded (demo) database's bookings and blocks, a booking the old server wrote, and a row made by hand.
 */

let t: TestApp;
const rows = async <R>(query: ReturnType<typeof sql>) =>
  ((await t.database.run((db) => db.execute(query))) as unknown as { rows: R[] }).rows;

/** A stored record as the server before the snapshot wrote it: no names, rates, setup names or language. */
function asOldRecord(record: Record<string, unknown>) {
  const { language: _, ...rest } = record;
  const strip = (line: Record<string, unknown>) => {
    const { names: _n, rate: _r, setupNames: _s, ...old } = line;
    return {
      ...old,
      ...(Array.isArray(old.serviceOptionList)
        ? {
            serviceOptionList: old.serviceOptionList.map((o: { serviceOption: unknown }) => ({
              serviceOption: o.serviceOption,
            })),
          }
        : {}),
    };
  };
  return {
    ...rest,
    bookingUnitgroupList: (rest.bookingUnitgroupList as Record<string, unknown>[]).map(strip),
    bookingServiceList: (rest.bookingServiceList as Record<string, unknown>[]).map(strip),
  };
}

/** The staff's view of a booking's record. */
async function recordOf(id: number): Promise<BookingRecord> {
  const res = await t.request('GET', `/api/staff/booking/${id}`, { token: await staffToken(t, 'lindenhof') });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: BookingRecord }).data;
}

beforeAll(async () => {
  t = await openTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('upgrading old booking records', () => {
  it('leaves the seeded database alone: its blocks are records already', async () => {
    expect(await upgradeBookingRecords(t.database)).toBe(0);
  });

  it('fills in names in both languages, the rate’s terms, the setup and the options, and the booker’s language', async () => {
    const guest = await t.login('lindenhof');
    const ids = await catalogIds(t, guest);
    const [setup] = await rows<{ id: number }>(
      sql`select id from setup where property_id = 1 order by id limit 1`,
    );
    const day = daysFromNow(40);
    const meeting = lindenhofMeetingDay(ids, day, 20);
    const created = await t.request('POST', '/api/booking/add', {
      token: guest,
      headers: { 'App-Language': 'en' },
      body: {
        ...meeting,
        bookingUnitgroupList: meeting.bookingUnitgroupList.map((l) => ({ ...l, setup: { id: setup?.id } })),
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const written = await recordOf(id);
    // As the server writes it now: the snapshot is there.
    expect(isBlockRecord(written)).toBe(false);
    if (isBlockRecord(written)) return;
    expect(written.language).toBe('en');
    const hall = written.bookingUnitgroupList[0];
    expect(hall?.names).toMatchObject({ de: expect.any(String), en: expect.any(String) });
    expect(hall?.setupNames).not.toBeNull();
    expect(hall?.rate?.policy.prepayment).toMatch(/^(none|deposit|full)$/);
    const lunch = written.bookingServiceList[0];
    expect(lunch?.serviceOptionList[0]?.names.de).toBeTruthy();

    // The same booking as the old server stored it, and a row made by hand in the old shape.
    const old = asOldRecord(written as unknown as Record<string, unknown>);
    await t.database.run((db) =>
      db.execute(sql`update booking set data = ${JSON.stringify(old)}::jsonb where id = ${id}`),
    );
    const [made] = await rows<{ id: number }>(sql`
      insert into booking (property_id, internal_id, token_hash, state, currency, total, start_at, end_at, data)
      values (1, 'OLD-ROW-1', 'old-row-hash-1', 1, 'EUR', ${hall?.price ?? 0}, ${`${day} 08:00`}, ${`${day} 18:00`},
              ${JSON.stringify({ ...old, total: hall?.price ?? 0, bookingServiceList: [] })}::jsonb)
      returning id`);
    expect(await upgradeBookingRecords(t.database)).toBe(2);

    for (const upgradedId of [id, made?.id ?? 0]) {
      const record = await recordOf(upgradedId);
      if (isBlockRecord(record)) throw new Error('a booking, not a block');
      const line = record.bookingUnitgroupList[0];
      expect(line?.names).toEqual(hall?.names);
      expect(line?.setupNames).toEqual(hall?.setupNames);
      expect(line?.rate).toEqual(hall?.rate);
    }
    const again = await recordOf(id);
    if (isBlockRecord(again)) throw new Error('a booking, not a block');
    expect(again.language).toBe('en');
    expect(again.bookingServiceList[0]?.serviceOptionList[0]?.names).toEqual(
      lunch?.serviceOptionList[0]?.names,
    );
    // The hand-made row has no link: its language is the property's.
    const hand = await recordOf(made?.id ?? 0);
    expect(!isBlockRecord(hand) && hand.language).toBeNull();

    // Once: nothing is left to upgrade.
    expect(await upgradeBookingRecords(t.database)).toBe(0);
  });

  it('leaves a record it cannot read as it is, and says so', async () => {
    const [bad] = await rows<{ id: number }>(sql`
      insert into booking (property_id, internal_id, token_hash, state, currency, total, start_at, end_at, data)
      values (1, 'OLD-ROW-2', 'old-row-hash-2', 1, 'EUR', 0, '2027-01-01 08:00', '2027-01-01 18:00', '{"x": 1}'::jsonb)
      returning id`);
    expect(await upgradeBookingRecords(t.database)).toBe(0);
    const [row] = await rows<{ data: unknown }>(sql`select data from booking where id = ${bad?.id ?? 0}`);
    expect(row?.data).toEqual({ x: 1 });
    // Read through the record's schema, it is refused rather than shown half.
    const res = await t.request('GET', `/api/staff/booking/${bad?.id}`, {
      token: await staffToken(t, 'lindenhof'),
    });
    expect(res.status).toBe(500);
    await t.database.run((db) => db.execute(sql`delete from booking where id = ${bad?.id ?? 0}`));
  });
});
