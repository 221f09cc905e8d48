import { TEXT_CHARACTER_ERROR } from '@venue/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../db/inspect.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { booker, daysFromNow } from '../testing/payloads.ts';

/*
 * Hostile input never gives a 500 and never writes a row: every answer is a 4xx with the one error shape,
 * and the database fingerprint (row counts and digests of every table) is unchanged.
 */

let t: TestApp;
let token: string;
let before: Record<string, string>;
let booking: { id: number; bookingtoken: string; bookingcode: string };
const MB = 'x'.repeat(1024 * 1024);

const hostileStrings = [
  "' OR 1=1 --",
  '1; DROP TABLE booking; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0007b',
  '\u007f',
  '\u0085',
  'NaN',
  '-1',
  '1e308',
  '99999999999999999999',
  '0x10',
  '🙂'.repeat(50),
  '{"$ne":null}',
  MB,
];
const hostileString = fc.oneof(fc.constantFrom(...hostileStrings), fc.string({ maxLength: 40 }));
const hostileNumber = fc.constantFrom(-1, -2_147_483_649, 1e308, Number.MAX_SAFE_INTEGER + 2, 0.5, -0);
const hostileValue = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
  fc.boolean(),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

async function expectErrorShape(res: Response, context: string) {
  const text = await res.text();
  const status = res.status;
  if (status < 400 || status >= 500) throw new Error(`${context}: status ${status} ${text.slice(0, 300)}`);
  expect(res.headers.get('Content-Type') ?? '', context).toContain('application/json');
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(Object.keys(body).sort(), context).toEqual(['details', 'error', 'message']);
  expect(body.error, context).toMatch(/^error\.[a-z.]+$/);
  expect(typeof body.message, context).toBe('string');
  expect(Array.isArray(body.details), context).toBe(true);
}

function validBooking() {
  const date = daysFromNow(120);
  return {
    propertyId: 2,
    startdate: date,
    enddate: daysFromNow(122),
    booker,
    people: 2,
    personsperroom: 2,
    bookingUnitgroupList: [
      {
        unitgroup: { id: 7 },
        itemcount: 1,
        start: `${date} 15:00`,
        end: `${daysFromNow(122)} 11:00`,
        personcount: 2,
      },
    ],
    bookingServiceList: [],
    request: true,
  };
}

/**
 * A text with one character the API refuses (docs/api.md#texts): a C0 control other than tab and line breaks, DEL
 * or a C1 control, or a lone surrogate (the ASCII around it can never pair with it).
 */
const refusedText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc
      .oneof(
        fc.integer({ min: 0, max: 0x1f }).filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d),
        fc.integer({ min: 0x7f, max: 0x9f }),
        fc.integer({ min: 0xd800, max: 0xdfff }),
      )
      .map((c) => String.fromCharCode(c)),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, refused, after]) => before + refused + after);

/** The free texts of a booking: a refused character in any of them is a 422 naming it. */
const bookingTexts = [
  'booker.firstname',
  'booker.lastname',
  'booker.company',
  'booker.phone',
  'booker.street',
  'booker.zip',
  'booker.city',
  'eventtitle',
  'description',
  'info',
  'promocode',
  'customeraccountnumber',
] as const;

/** Field paths of a valid booking with values that are certainly invalid there (wrong type, range or id). */
const bookingMutations: [string, readonly unknown[]][] = [
  ['propertyId', ['2', -1, 0, 1e308, 2 ** 31, null, 999_999, "2' OR 1=1"]],
  ['booker', [null, 'ada', [], 5]],
  [
    'booker.email',
    [123, '<script>', "a' OR 1=1", `${MB}@x.de`, '', 'ada\u0000@example.org', 'ada@ex\ud800.org'],
  ],
  ['booker.lastname', ['', 5, null, 'x'.repeat(300), MB, 'Love\u0000lace', 'Lovelace\udc00']],
  ['people', [-1, 1e12, '10', 1.5, null]],
  ['personsperroom', [-3, 'two', 1e9]],
  ['bookingUnitgroupList', ['rooms', null, {}, [null], Array.from({ length: 101 }, () => ({}))]],
  ['bookingUnitgroupList.0.itemcount', [-1, 0, 1.5, 1e9, '1', null]],
  ['bookingUnitgroupList.0.unitgroup.id', [999_999, -5, 'abc', '1; DROP TABLE booking', 1]],
  [
    'bookingUnitgroupList.0.start',
    ['2030-13-01 10:00', "'; DROP TABLE unit --", '<b>', 12, '2031-02-30 10:00', 'now'],
  ],
  ['bookingUnitgroupList.0.end', ['1999-01-01 10:00', '2030-01-01', null]],
  ['bookingUnitgroupList.0.personcount', [-1, 1e6, '2']],
  [
    'bookingServiceList',
    ['none', [{ service: { id: 999_999 } }], [{ service: { id: 1 }, start: 'x', end: 'y' }]],
  ],
  ['paymentmethod', ['Bitcoin', 5, '<script>']],
  ['tags', [[{ id: 999_999 }], 'lake', [{ id: -1 }]]],
  ['promocode', ['NO-SUCH-CODE', 42, MB]],
  ['customeraccountnumber', ['<script>alert(1)</script>', 7]],
  ['timeslicedefinition', [{ id: 999_999 }, 'morning']],
  ['info', [MB, 17, {}]],
  ['type', ['vip', 1]],
];

function mutate(base: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    // An earlier mutation replaced a parent with a non-object: the payload is invalid already.
    if (typeof next !== 'object' || next === null) return copy;
    node = next as Record<string, unknown>;
  }
  node[keys[keys.length - 1] as string] = value;
  return copy;
}

beforeAll(async () => {
  t = await openTestApp();
  token = await t.login('cityloft');
  const created = await t.request('POST', '/api/booking/add', { token, body: validBooking() });
  expect(created.status).toBe(201);
  booking = (await created.json()) as typeof booking;
  // Login for the checks above writes a session; from here on, nothing may be written.
  before = await t.database.run((db) => databaseFingerprint(db));
});
afterAll(() => t.close());

const unchanged = async () => expect(await t.database.run((db) => databaseFingerprint(db))).toEqual(before);

describe('hostile input', () => {
  it('a valid booking mutated with invalid fields is refused with 4xx and writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: bookingMutations.length - 1 }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.nat(),
        async (fields, pick) => {
          let body: Record<string, unknown> = validBooking();
          for (const i of fields) {
            const [path, values] = bookingMutations[i] as [string, readonly unknown[]];
            body = mutate(body, path, values[pick % values.length]);
          }
          const res = await t.request('POST', '/api/booking/add', { token, body });
          await expectErrorShape(res, `add ${JSON.stringify(fields)}`);
        },
      ),
      { numRuns: 60 },
    );
    await unchanged();
  });

  it('a control character or lone surrogate in any booking text is a 422 naming the field', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bookingTexts), refusedText, async (path, value) => {
        const res = await t.request('POST', '/api/booking/add', {
          token,
          body: mutate(validBooking(), path, value),
        });
        expect(res.status, `${path} ${JSON.stringify(value)}`).toBe(422);
        const body = (await res.json()) as { details: { path: string; code: string }[] };
        expect(body.details).toContainEqual(expect.objectContaining({ path, code: TEXT_CHARACTER_ERROR }));
      }),
      { numRuns: 60 },
    );
    await unchanged();
  });

  it('arbitrary JSON, malformed JSON and oversized bodies to every POST endpoint get 4xx', async () => {
    const { bookingtoken: bt, bookingcode: bc, id } = booking;
    const posts = [
      '/api/propertylogin',
      '/api/booking/add',
      `/api/booking/update/${id}`,
      '/api/unitgroup/availability',
      `/api/booking/edit/${bt}/${bc}`,
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...posts),
        fc.oneof(
          hostileValue.map((v) => JSON.stringify(v)),
          fc.constantFrom('{', '{"key":', 'null', '[]', '"lindenhof"', JSON.stringify({ key: MB }), MB),
          fc
            .record({ key: hostileString, id: hostileNumber, code: hostileString })
            .map((v) => JSON.stringify(v)),
        ),
        async (path, raw) => {
          const res = await t.request('POST', path, { token, rawBody: raw });
          await expectErrorShape(res, `${path} ${raw.slice(0, 60)}`);
        },
      ),
      { numRuns: 80 },
    );
    // Wrong content type.
    await expectErrorShape(
      await t.request('POST', '/api/booking/add', {
        token,
        rawBody: 'a=b',
        headers: { 'Content-Type': 'text/plain' },
      }),
      'text/plain',
    );
    await unchanged();
  });

  it('hostile path parameters get 4xx on every endpoint with an id or token', async () => {
    const routes: [string, (x: string, y: string) => string][] = [
      ['GET', (x) => `/api/unitgroup/${x}`],
      ['GET', (x) => `/api/service/${x}`],
      ['GET', (x) => `/api/property/${x}`],
      ['GET', (x) => `/api/property/css/${x}`],
      ['GET', (x) => `/api/property/manifest/${x}`],
      ['GET', (x) => `/api/property/i18n/${x}`],
      ['GET', (x) => `/api/unitgroup/i18n/${x}`],
      ['GET', (x) => `/api/setup/${x}`],
      ['GET', (x, y) => `/api/document/${x}/${y}`],
      ['GET', (x, y) => `/api/booking/byTokenAndInternalIdOrExternalId/${x}/${y}`],
      ['POST', (x, y) => `/api/booking/confirm/${x}/${y}`],
      ['POST', (x, y) => `/api/booking/cancel/${x}/${y}`],
      ['POST', (x, y) => `/api/booking/setPaymentmethod/${x}/${y}/CreditCard`],
      [
        'POST',
        (_x, y) => `/api/booking/setPaymentmethod/${booking.bookingtoken}/${booking.bookingcode}/${y}`,
      ],
    ];
    const notAnId = fc.oneof(
      // Short numbers may be real ids of this property: ids here are hostile strings or far out of range.
      hostileString.filter((s) => s.length > 0 && !/^\d{1,5}$/.test(s)),
      fc.integer({ min: 100_000, max: 2_000_000_000 }).map(String),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), notAnId, notAnId, async ([method, path], x, y) => {
        const url = path(encodeURIComponent(x), encodeURIComponent(y));
        const res = await t.request(method, url, { token });
        await expectErrorShape(res, `${method} ${url.slice(0, 80)}`);
      }),
      { numRuns: 120 },
    );
    await unchanged();
  });

  it('hostile query parameters get 4xx on every list', async () => {
    const lists = [
      '/api/unitgroup/list',
      '/api/service/list',
      '/api/propertysetting/list',
      '/api/language/list',
      '/api/country/list',
      '/api/salutation/list',
      '/api/academictitle/list',
      '/api/portal/search/tag/list',
      '/api/timeslicedefinition/list',
      '/api/servicetype/list',
      '/api/servicegroup/list',
      '/api/herodocument/list',
      '/api/setup/list',
      '/api/calendar/unitgroup/unavailability/list',
      '/api/customeraccount/check',
      '/api/promocode/check',
    ];
    const badParams: [string, readonly string[]][] = [
      ['p.s', ['-1', '0', 'abc', '1e20', '10001', MB]],
      ['p.i', ['-1', '1.5', 'x', '99999999999']],
      ['o.sort', ['name;drop table', 'password', '<x>', 'id|asc']],
      ['lazylist', ['yes', '2']],
      ['f.evil', ['1']],
      ['f.configCheckinDate', ['2026-01-01', '20261301', "';--", '99999999']],
      ['f.tagId', ['abc', '1,,2', '-1', "1' OR '1'='1"]],
      ['f.configUnitgroup', ['not json', '[{"id":-1}]', '{"id":1}', '[{"id":1,"evil":2}]']],
      ['f.personcount', ['-1', 'x', '1e99']],
      ['f.dateframeFrom', ['yesterday', '2026']],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...lists),
        fc.constantFrom(...badParams),
        fc.nat(),
        async (list, [name, values], pick) => {
          const value = values[pick % values.length] as string;
          const url = `${list}?${new URLSearchParams({ [name]: value })}`;
          const res = await t.request('GET', url, { token });
          await expectErrorShape(res, url.slice(0, 100));
        },
      ),
      { numRuns: 150 },
    );
    await unchanged();
  });

  it('hostile availability bodies get 4xx', async () => {
    const item = { itemcount: 1, start: '2030-01-01 08:00', end: '2030-01-01 12:00' };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<[string, unknown][]>(
          [['unitgroupId', 999_999]],
          [['unitgroupId', -1]],
          [['availabilities', []]],
          [['availabilities', [{ ...item, itemcount: -1 }]]],
          [['availabilities', [{ ...item, end: '2029-12-31 08:00' }]]],
          [['availabilities', Array.from({ length: 401 }, () => item)]],
          [['tagIds', ['<script>']]],
          [['starttime', '25:00']],
        ),
        async (changes) => {
          const body: Record<string, unknown> = { unitgroupId: 7, availabilities: [item] };
          for (const [k, v] of changes) body[k] = v;
          await expectErrorShape(
            await t.request('POST', '/api/unitgroup/availability', { token, body }),
            JSON.stringify(changes).slice(0, 80),
          );
        },
      ),
      { numRuns: 30 },
    );
    await unchanged();
  });
});
