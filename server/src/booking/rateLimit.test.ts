// @postgres: rate limits kept in the database, shared by all processes
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../testing/harness.ts';
import { catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ guessLimits: { maxFailures: 5, windowSeconds: 60 } });
});
afterAll(() => t.close());

describe('booking code and token guessing', () => {
  it('is refused with 429 after a few wrong guesses, even for the right token and code', async () => {
    const token = await t.login('cityloft');
    const ids = await catalogIds(t, token);
    const created = await t.request('POST', '/api/booking/add', {
      token,
      body: cityloftRooms(2, ids.unitgroup('STUDIO'), daysFromNow(30), 2),
    });
    const { bookingtoken, bookingcode } = (await created.json()) as {
      bookingtoken: string;
      bookingcode: string;
    };
    const path = (tok: string, code: string) =>
      `/api/booking/byTokenAndInternalIdOrExternalId/${tok}/${code}`;

    expect((await t.request('GET', path(bookingtoken, bookingcode), { token })).status).toBe(200);
    const guesses = [];
    for (let i = 0; i < 5; i++) {
      const wrong =
        i % 2 === 0 ? path(bookingtoken, `WRONG-${i}AAAA`) : path(`guess${i}`.padEnd(43, 'x'), bookingcode);
      guesses.push((await t.request('GET', wrong, { token })).status);
    }
    expect(guesses).toEqual([404, 404, 404, 404, 404]);
    const limited = await t.request('GET', path(bookingtoken, bookingcode), { token });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: 'error.ratelimit', details: [] });
    expect(
      (await t.request('POST', `/api/booking/confirm/${bookingtoken}/${bookingcode}`, { token })).status,
    ).toBe(429);
  });

  it('refuses the client in a second server process on the same database too', async () => {
    const first = await openTestApp({ guessLimits: { maxFailures: 3, windowSeconds: 60 } });
    try {
      // A second app over the same database stands for a second server process: the counts are in PostgreSQL.
      const second = createApp({
        staticDir: mkdtempSync(join(tmpdir(), 'static-')),
        database: first.database,
        now: () => TEST_NOW,
        guessLimits: { maxFailures: 3, windowSeconds: 60 },
      });
      const token = await first.login('cityloft');
      const guess = (app: typeof second, i: number) =>
        app.request(`/api/booking/byTokenAndInternalIdOrExternalId/${'y'.repeat(42)}${i}/ANYCODE${i}`, {
          headers: { 'X-Auth-Token': token },
        });
      expect((await guess(second, 0)).status).toBe(404);
      for (let i = 1; i < 3; i++) expect((await guess(first.app, i)).status).toBe(404);
      expect((await guess(second, 4)).status).toBe(429);
    } finally {
      await first.close();
    }
  });
});
