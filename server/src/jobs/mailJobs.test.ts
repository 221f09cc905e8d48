// @postgres: mails sent through the pg-boss job queue
import { addDaysToIsoDate } from '@venue/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogCache } from '../catalog/cache.ts';
import { newLinkKey } from '../mail/linkSeal.ts';
import { Mailer } from '../mail/mailer.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { booker, catalogIds, cityloftRooms } from '../testing/payloads.ts';
import { type SmtpServer, startSmtpServer } from '../testing/smtp.ts';
import { type Jobs, startJobs } from './jobs.ts';

// docs/api.md#mails, on one clock: 23 Nov 2026, 10:00 in Berlin.
const clock = new Date('2026-11-23T09:00:00Z');

describe('the mail worker does not wait for its polling interval when there is mail', () => {
  let t: TestApp;
  let jobs: Jobs;
  let smtp: SmtpServer;
  let mailer: Mailer;

  beforeAll(async () => {
    t = await openTestApp({ now: () => clock });
    smtp = await startSmtpServer();
    mailer = new Mailer({
      smtpUrl: smtp.url,
      mailFrom: 'Cityloft <hotel@hotel.test>',
      outboxDir: '/nonexistent',
    });
    // An hour between polls: the worker's first look finds the queue empty, so only this process queueing a
    // mail can wake it, and only fetching again at once after a mail sends the rest of a burst.
    jobs = await startJobs(
      {
        database: t.database,
        catalogs: new CatalogCache(t.database),
        now: () => clock,
        mail: { mailer, publicUrl: 'https://hotel.test', linkKey: newLinkKey() },
      },
      { pollingIntervalSeconds: 3600 },
    );
  }, 60_000);
  afterAll(async () => {
    await jobs?.stop();
    mailer?.close();
    await smtp?.close();
    await t?.close();
  });

  it('a new request sends both its mails (to the booker and to the staff) one after the other', async () => {
    const ids = await catalogIds(t, await t.login('cityloft'));
    const res = await t.request('POST', '/api/booking/add', {
      token: await t.login('cityloft'),
      body: {
        ...cityloftRooms(2, ids.unitgroup('PENTHOUSE'), addDaysToIsoDate('2026-11-23', 30), 2),
        booker,
        paymentmethod: 'CreditCard',
      },
    });
    expect(res.status).toBe(201);
    const { bookingcode } = (await res.json()) as { bookingcode: string };
    // Two mails: one to the booker, one to the property's staff.
    await smtp.nth(2);
    const to = smtp.received.map((m) =>
      (Array.isArray(m.to) ? m.to : m.to ? [m.to] : [])
        .flatMap((a) => a.value.map((v) => v.address))
        .join(', '),
    );
    expect(to.sort()).toEqual([booker.email, 'owner@cityloft.example, staff@cityloft.example'].sort());
    expect(smtp.received.every((m) => m.subject?.includes(bookingcode))).toBe(true);
  }, 30_000);
});
