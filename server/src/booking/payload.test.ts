import { bookingPayload, type Cart, createCart, parseIsoDate, readSettings } from '@venue/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, TEST_NOW, type TestApp } from '../testing/harness.ts';
import { booker, daysFromNow } from '../testing/payloads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

describe('the configurator payload', () => {
  it('a booking built by @venue/domain bookingPayload is accepted as it is', async () => {
    const token = await t.login('cityloft');
    const get = async (path: string) =>
      (await (await t.request('GET', path, { token })).json()) as { items: never[] };
    const settings = readSettings(
      (await get('/api/propertysetting/list?f.propertyId=2&p.s=500')).items,
    ).settings;
    const unitgroups = (await get('/api/unitgroup/list')).items as { id: number; code: string }[];
    const catalog = {
      unitgroups: unitgroups as never[],
      services: [],
      servicetypes: [],
      servicegroups: [],
      timeslicedefinitions: (await get('/api/timeslicedefinition/list')).items,
      tags: (await get('/api/portal/search/tag/list')).items,
    };
    const start = daysFromNow(45);
    const today = parseIsoDate(daysFromNow(0));
    if (!today) throw new Error('no today');
    const base = createCart({
      propertyId: 2,
      modeKey: '',
      today,
      now: TEST_NOW.toISOString(),
      settings,
      catalog,
      currency: 'EUR',
    });
    const studio = unitgroups.find((u) => u.code === 'STUDIO')?.id as number;
    const cart: Cart = {
      ...base,
      started: true,
      startdate: start,
      enddate: daysFromNow(47),
      people: 2,
      personsperroom: 2,
      contact: {
        ...base.contact,
        salutationId: null,
        academictitleId: null,
        phone: '',
        street: '',
        zip: '',
        city: '',
        countryId: null,
        ...booker,
      },
      unitgroups: [
        {
          key: 'ug-1',
          slotIndex: 0,
          unitgroupId: studio,
          itemcount: 1,
          personcount: 2,
          personsperroom: 2,
          origin: { kind: 'guest' },
          bookingLineId: null,
        },
      ],
    };
    const payload = bookingPayload(cart, catalog, null, settings, { request: true });
    const res = await t.request('POST', '/api/booking/add', { token, body: payload });
    const body = (await res.json()) as { total: number; details?: unknown };
    expect(body.details ?? []).toEqual([]);
    expect(res.status).toBe(201);
    expect(body.total).toBe(2 * 12900);
  });
});
