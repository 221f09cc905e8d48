import { TEST_NOW } from './clock.ts';
import type { TestApp } from './harness.ts';

/** Looks up catalog ids by code through the API, as a client would. */
export async function catalogIds(t: Pick<TestApp, 'request'>, token: string) {
  const ug = (await (await t.request('GET', '/api/unitgroup/list', { token })).json()) as {
    items: { id: number; code: string }[];
  };
  const sv = (await (await t.request('GET', '/api/service/list', { token })).json()) as {
    items: { id: number; code: string; serviceOptionList: { id: number }[] }[];
  };
  const unitgroup = (code: string) => {
    const found = ug.items.find((u) => u.code === code);
    if (!found) throw new Error(`no unit group ${code}`);
    return found.id;
  };
  const service = (code: string) => {
    const found = sv.items.find((s) => s.code === code);
    if (!found) throw new Error(`no service ${code}`);
    return found;
  };
  return { unitgroup, service };
}

export const booker = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.org',
  company: 'Analytical Engines Ltd',
};

/**
 * A Lindenhof meeting day as the configurator requests it: the plenary hall from 08:00 to 18:00 for `people`, with
 * the lunch buffet (its first option) at noon; `extra` replaces top-level fields.
 */
export function lindenhofMeetingDay(
  ids: Awaited<ReturnType<typeof catalogIds>>,
  date: string,
  people: number,
  extra: Record<string, unknown> = {},
) {
  const buffet = ids.service('LUNCH-BUFFET');
  return {
    propertyId: 1,
    startdate: date,
    enddate: date,
    booker,
    people,
    paymentmethod: 'Company',
    bookingUnitgroupList: [
      {
        unitgroup: { id: ids.unitgroup('PLENUM') },
        itemcount: 1,
        start: `${date} 08:00`,
        end: `${date} 18:00`,
        personcount: people,
      },
    ],
    bookingServiceList: [
      {
        service: { id: buffet.id },
        itemcount: 1,
        personcount: people,
        start: `${date} 12:00`,
        end: `${date} 13:00`,
        serviceOptionList: [{ serviceOption: { id: buffet.serviceOptionList[0]?.id } }],
        bookingUnitgroup: { index: 0 },
      },
    ],
    request: true,
    ...extra,
  };
}

/** A date some days after the tests' today (TEST_NOW's UTC date), 'YYYY-MM-DD'. */
export function daysFromNow(days: number): string {
  const d = new Date(TEST_NOW);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A date some days after the real clock's today (UTC), 'YYYY-MM-DD', for the tests that start `src/main.ts`: that
 * server runs on the real clock, and a stay must lie within its booking horizon (docs/rules.md#stay-rules: 1095 days
 * by default), which TEST_NOW, years ahead, may not.
 */
export function daysFromRealToday(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A cityloft room booking (group-booking-only property): rooms for `people` from `date` for `nights`. */
export function cityloftRooms(
  propertyId: number,
  unitgroupId: number,
  date: string,
  nights: number,
  itemcount = 1,
) {
  const end = new Date(`${date}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + nights);
  const enddate = end.toISOString().slice(0, 10);
  return {
    propertyId,
    startdate: date,
    enddate,
    booker,
    people: 2 * itemcount,
    personsperroom: 2,
    bookingUnitgroupList: [
      {
        unitgroup: { id: unitgroupId },
        itemcount,
        start: `${date} 15:00`,
        end: `${enddate} 11:00`,
        personcount: 2 * itemcount,
      },
    ],
    bookingServiceList: [],
    request: true,
  };
}
