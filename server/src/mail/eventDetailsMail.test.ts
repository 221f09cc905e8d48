import { addDaysToIsoDate } from '@venue/domain';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogCache } from '../catalog/cache.ts';
import { type Jobs, startJobs } from '../jobs/jobs.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { hotelAction } from '../testing/hotel.ts';
import { booker, catalogIds, cityloftRooms } from '../testing/payloads.ts';
import { payByCard } from '../testing/payments.ts';
import { type SmtpServer, startSmtpServer } from '../testing/smtp.ts';
import { newLinkKey } from './linkSeal.ts';
import { Mailer } from './mailer.ts';

/*
 * docs/api.md#mails: the event's title, reason and purpose, as the booker entered them, in every booking mail (the
 * reason named in the mail's language) and in the confirmed booking's .ics, through a real SMTP server.
 */

const TODAY = '2026-11-23';
const clock = new Date('2026-11-23T09:00:00Z');
const PUBLIC_URL = 'https://hotel.test';

type Sent = { id: number; version: number; bookingtoken: string; bookingcode: string };
type Reason = { id: number; name: string };

/** An .ics property's value: unfolded (RFC 5545 §3.1) and unescaped. */
function icsValue(ics: string, name: string): string {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const line = unfolded.split('\r\n').find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  const raw = line?.slice(line.indexOf(':') + 1) ?? '';
  return raw.replace(/\\([\\;,nN])/g, (_, ch: string) => (ch.toLowerCase() === 'n' ? '\n' : ch));
}

describe('the event’s details in the booking mails and the .ics', () => {
  let t: TestApp;
  let jobs: Jobs;
  let smtp: SmtpServer;
  let mailer: Mailer;
  let ids: Awaited<ReturnType<typeof catalogIds>>;
  let conference: Reason;

  beforeAll(async () => {
    t = await openTestApp({ now: () => clock });
    smtp = await startSmtpServer();
    mailer = new Mailer({
      smtpUrl: smtp.url,
      mailFrom: 'Cityloft <hotel@hotel.test>',
      outboxDir: '/nonexistent',
    });
    jobs = await startJobs(
      {
        database: t.database,
        catalogs: new CatalogCache(t.database),
        now: () => clock,
        mail: { mailer, publicUrl: PUBLIC_URL, linkKey: newLinkKey() },
      },
      { pollingIntervalSeconds: 0.5, mailRetry: { limit: 2, delaySeconds: 1 } },
    );
    const guest = await t.login('cityloft');
    ids = await catalogIds(t, guest);
    const list = await t.request('GET', '/api/bookingreason/list', { token: guest });
    conference = ((await list.json()) as { items: Reason[] }).items.find(
      (r) => r.name === 'Conference',
    ) as Reason;
  }, 60_000);
  afterAll(async () => {
    await jobs?.stop();
    mailer?.close();
    await smtp?.close();
    await t?.close();
  });

  const received = async (address: string, subject: string): Promise<ParsedMail> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mail = smtp.received.find(
        (m) =>
          m.subject?.includes(subject) &&
          (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).some((to) =>
            to.value.some((v) => v.address === address),
          ),
      );
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${address}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('the booker reads them in German, the hotel in English; the confirmed booking’s .ics is named by the title', async () => {
    const res = await t.request('POST', '/api/booking/add', {
      token: await t.login('cityloft'),
      headers: { 'App-Language': 'de' },
      body: {
        ...cityloftRooms(2, ids.unitgroup('PENTHOUSE'), addDaysToIsoDate(TODAY, 45), 3),
        paymentmethod: 'CreditCard',
        eventtitle: 'Strategieklausur <Nord>',
        description: 'Jahresplanung des Vorstands\nmit Abendessen',
        bookingreason: { id: conference.id },
      },
    });
    expect(res.status).toBe(201);
    const sent = (await res.json()) as Sent;

    const mail = await received(booker.email, `Ihre Buchung ${sent.bookingcode} ist eingegangen`);
    expect(mail.text).toContain('Veranstaltung: Strategieklausur <Nord>');
    expect(mail.text).toContain('Anlass: Konferenz');
    expect(mail.text).toContain('Zur Veranstaltung: Jahresplanung des Vorstands\nmit Abendessen');
    // The HTML escapes the title and keeps the purpose's lines.
    expect(mail.html).toContain('Strategieklausur &#60;Nord&#62;');
    expect(mail.html).toContain('Jahresplanung des Vorstands<br>mit Abendessen');
    // Cityloft's own language is English: its staff read the reason in English.
    const notice = await received('staff@cityloft.example', `New request ${sent.bookingcode}`);
    expect(notice.text).toContain('Event: Strategieklausur <Nord>');
    expect(notice.text).toContain('Reason: Conference');
    expect(notice.text).toContain('About the event: Jahresplanung des Vorstands\nmit Abendessen');

    const offer = await hotelAction(t, 'cityloft', sent, 'sendOffer', addDaysToIsoDate(TODAY, 10));
    expect(offer.status).toBe(200);
    const held = await payByCard(t, await t.login('cityloft'), {
      bookingcode: sent.bookingcode,
      bookingtoken: sent.bookingtoken,
    });
    expect(held).toMatchObject({ purpose: 'hold', detail: 'success' });
    const confirmed = await received(booker.email, `Buchung ${sent.bookingcode} bestätigt`);
    const ics = confirmed.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    const calendar = ics?.content.toString('utf8') ?? '';
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(icsValue(calendar, 'SUMMARY')).toBe('Strategieklausur <Nord> (Cityloft Hotel)');
    const description = icsValue(calendar, 'DESCRIPTION').split('\n');
    expect(description.slice(0, 5)).toEqual([
      `Buchungscode: ${sent.bookingcode}`,
      'Veranstaltung: Strategieklausur <Nord>',
      'Anlass: Konferenz',
      'Zur Veranstaltung: Jahresplanung des Vorstands',
      'mit Abendessen',
    ]);
  }, 60_000);
});
