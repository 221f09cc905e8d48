import { readFileSync } from 'node:fs';
import { TEXT_CHARACTER_ERROR } from '@venue/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../db/inspect.ts';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { staffToken } from '../testing/hotel.ts';
import { catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';

/*
 * docs/api.md#texts: a NUL, another control character or a lone surrogate in any text is a 422 naming the field
 * (code FORM.ERROR.CHARACTERS, which the apps translate), never a 500, and nothing is written. Umlauts, emoji and
 * line breaks in multi-line texts stay welcome.
 */

const LINDENHOF = 1;
const NUL = '\u0000';
const LONE = '\ud800';

let t: TestApp;
let guest: string;
let staff: string;
let bookingBody: Record<string, unknown>;
let booking: { id: number; bookingtoken: string; bookingcode: string };

interface Refusal {
  readonly error: string;
  readonly details: readonly { path: string; code: string }[];
}

beforeAll(async () => {
  t = await openTestApp();
  guest = await t.login('cityloft');
  staff = await staffToken(t, 'lindenhof');
  const ids = await catalogIds(t, guest);
  bookingBody = cityloftRooms(2, ids.unitgroup('STUDIO'), daysFromNow(40), 2);
  const created = await t.request('POST', '/api/booking/add', { token: guest, body: bookingBody });
  expect(created.status).toBe(201);
  booking = await created.json();
});
afterAll(() => t.close());

const fingerprint = () => t.database.run((db) => databaseFingerprint(db));

/** The answer is 422 error.validation naming `path` with the one code, and the database did not change. */
async function expectRefused(call: () => Response | Promise<Response>, path: string) {
  const before = await fingerprint();
  const res = await call();
  expect(res.status).toBe(422);
  const body = (await res.json()) as Refusal;
  expect(body.error).toBe('error.validation');
  expect(body.details).toContainEqual(expect.objectContaining({ path, code: TEXT_CHARACTER_ERROR }));
  expect(await fingerprint()).toEqual(before);
}

const withName = (lastname: string) => ({
  ...bookingBody,
  booker: { ...(bookingBody.booker as object), lastname },
});

describe('a control character or lone surrogate in a text is refused by name', () => {
  it('a booker name with NUL or a lone surrogate is refused, in German too, and no booking is made', async () => {
    for (const lastname of [
      `Love${NUL}lace`,
      `Lovelace${LONE}`,
      'Love\udc00lace',
      'Love\u0085lace',
      'Love\nlace',
    ]) {
      await expectRefused(
        () => t.request('POST', '/api/booking/add', { token: guest, body: withName(lastname) }),
        'booker.lastname',
      );
    }
    await expectRefused(
      () =>
        t.request('POST', '/api/booking/add', {
          token: guest,
          body: withName(`Love${NUL}lace`),
          headers: { 'App-Language': 'de' },
        }),
      'booker.lastname',
    );
  });

  it('the refusal code has a text in English and in German for the apps to show', () => {
    const locale = (language: string) =>
      JSON.parse(
        readFileSync(
          new URL(`../../../property-app/src/i18n/locales/${language}/translation.json`, import.meta.url),
          'utf8',
        ),
      ) as Record<string, string>;
    const en = locale('en')[TEXT_CHARACTER_ERROR];
    const de = locale('de')[TEXT_CHARACTER_ERROR];
    expect(en).toMatch(/characters/);
    expect(de).toMatch(/Zeichen/);
  });

  it('a name with umlauts and emoji and notes with line breaks are still booked', async () => {
    const res = await t.request('POST', '/api/booking/add', {
      token: guest,
      body: {
        ...withName('Zoë 🎉 Müller'),
        info: 'Arriving late.\nPlease leave the key\r\n\tat the desk.',
      },
    });
    expect(res.status).toBe(201);
  });

  it('a tag name or translation with a control character is refused and no tag is added', async () => {
    const add =
      (name: string, i18n: Record<string, Record<string, string>> = {}) =>
      () =>
        t.request('POST', '/api/staff/tag/add', {
          token: staff,
          body: { propertyId: LINDENHOF, name, i18n },
        });
    await expectRefused(add(`garden${NUL}`), 'name');
    await expectRefused(add(`garden${LONE}`), 'name');
    await expectRefused(add('garden', { de: { name: `Garten${NUL}` } }), 'i18n.de.name');
    expect((await add('garden 🌳')()).status).toBe(201);
  });

  it('a search with a control character is refused on the bookings inbox and on a resource list', async () => {
    const search = (path: string, value: string) => () =>
      t.request('GET', `${path}?${new URLSearchParams({ 'f.search': value })}`, { token: staff });
    await expectRefused(search('/api/staff/booking/list', `Ada${NUL}`), 'f.search');
    await expectRefused(search('/api/staff/booking/list', 'Ada\u0085'), 'f.search');
    await expectRefused(search('/api/staff/tag/list', `gar${NUL}`), 'f.search');
    expect((await search('/api/staff/booking/list', 'Zoë')()).status).toBe(200);
  });

  it('a promotion code with a control character is refused by the availability check', async () => {
    const item = { itemcount: 1, start: `${daysFromNow(40)} 15:00`, end: `${daysFromNow(42)} 11:00` };
    const check = (promotioncode: string) => () =>
      t.request('POST', '/api/unitgroup/availability', {
        token: guest,
        body: { unitgroupId: 7, promotioncode, availabilities: [item] },
      });
    await expectRefused(check(`SUMMER${NUL}`), 'promotioncode');
    await expectRefused(check(`SUMMER${LONE}`), 'promotioncode');
  });

  it('a staff login with a control character in the e-mail or password is refused, not a 500', async () => {
    const login = (username: string, password: string) => () =>
      t.request('POST', '/api/login', { body: { username, password } });
    await expectRefused(login(`owner@lindenhof.example${NUL}`, DEMO_PASSWORD), 'username');
    await expectRefused(login(`owner@lindenhof.example${LONE}`, DEMO_PASSWORD), 'username');
    await expectRefused(login('owner@lindenhof.example', `${DEMO_PASSWORD}${NUL}`), 'password');
    await expectRefused(login('owner@lindenhof.example', `${DEMO_PASSWORD}${LONE}`), 'password');
  });

  it('a message with a control character is refused; one with line breaks is sent', async () => {
    const send = (text: string) => () =>
      t.request('POST', `/api/booking/messages/${booking.bookingtoken}/${booking.bookingcode}`, {
        token: guest,
        body: { text, category: 3 },
      });
    await expectRefused(send(`Hello${NUL}`), 'text');
    await expectRefused(send(`Hello ${LONE}`), 'text');
    await expectRefused(send('Hello\u0007'), 'text');
    expect((await send('Hello,\nwe arrive late.\r\nThanks 🙂')()).status).toBe(201);
  });
});
