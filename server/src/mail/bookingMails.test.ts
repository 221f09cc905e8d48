import type { AddressInfo } from 'node:net';
import type { StaffBookingDetail } from '@venue/contract';
import { addDaysToIsoDate, BookingState as S } from '@venue/domain';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lapseOptions } from '../booking/lifecycle.ts';
import { CatalogCache } from '../catalog/cache.ts';
import { type Jobs, startJobs } from '../jobs/jobs.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { hotelAction, staffToken } from '../testing/hotel.ts';
import { booker, catalogIds, cityloftRooms, lindenhofMeetingDay } from '../testing/payloads.ts';
import { payByCard } from '../testing/payments.ts';
import { type SmtpServer, startSmtpServer } from '../testing/smtp.ts';
import { newLinkKey } from './linkSeal.ts';
import { type Mail, Mailer } from './mailer.ts';

// docs/api.md#mails, on one clock: 23 Nov 2026, 10:00 in Berlin.
const TODAY = '2026-11-23';
const day = (n: number) => addDaysToIsoDate(TODAY, n);
let clock = new Date('2026-11-23T09:00:00Z');
const PUBLIC_URL = 'https://hotel.test';
const REFUSED = 'refused@example.org';

type Sent = { id: number; version: number; bookingtoken: string; bookingcode: string; bookingstate: number };

/** An SMTP server that refuses every recipient, as a mail server does for an unknown mailbox. */
async function startRefusingSmtpServer() {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('booking mails through the mail queue', () => {
  let t: TestApp;
  let jobs: Jobs;
  let smtp: SmtpServer;
  let refusing: Awaited<ReturnType<typeof startRefusingSmtpServer>>;
  let good: Mailer;
  let bad: Mailer;
  let ids: Awaited<ReturnType<typeof catalogIds>>;

  beforeAll(async () => {
    t = await openTestApp({ now: () => clock });
    smtp = await startSmtpServer();
    refusing = await startRefusingSmtpServer();
    const from = 'Cityloft <hotel@hotel.test>';
    good = new Mailer({ smtpUrl: smtp.url, mailFrom: from, outboxDir: '/nonexistent' });
    bad = new Mailer({ smtpUrl: refusing.url, mailFrom: from, outboxDir: '/nonexistent' });
    // One queue; mails to REFUSED go to the server that refuses them.
    const mailer = { send: (mail: Mail) => (mail.to === REFUSED ? bad : good).send(mail) };
    jobs = await startJobs(
      {
        database: t.database,
        catalogs: new CatalogCache(t.database),
        now: () => clock,
        mail: { mailer, publicUrl: PUBLIC_URL, linkKey: newLinkKey() },
      },
      { pollingIntervalSeconds: 0.5, mailRetry: { limit: 2, delaySeconds: 1 } },
    );
    ids = await catalogIds(t, await t.login('cityloft'));
  }, 60_000);
  afterAll(async () => {
    await jobs?.stop();
    good?.close();
    bad?.close();
    await smtp?.close();
    await refusing?.close();
    await t?.close();
  });

  const request = async (start: string, headers: Record<string, string> = {}, email = booker.email) => {
    const res = await t.request('POST', '/api/booking/add', {
      token: await t.login('cityloft'),
      headers,
      body: {
        ...cityloftRooms(2, ids.unitgroup('PENTHOUSE'), start, 3),
        booker: { ...booker, email },
        paymentmethod: 'CreditCard',
      },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Sent;
  };

  /** The first received mail to `address` whose subject contains `subject`, waiting up to 20 s. */
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

  /** The reopen link of a booker's mail. */
  const linkOf = (mail: ParsedMail): URL => {
    const match = mail.text?.match(/https:\/\/hotel\.test\/\S+/);
    if (!match) throw new Error(`no link in the mail: ${mail.text}`);
    return new URL(match[0]);
  };

  /** What the configurator loads once the booker has typed `code`: the booking by the link's token and the code. */
  const openLink = async (link: URL, code: string) => {
    const token = link.searchParams.get('bookingtoken') ?? '';
    const res = await t.request('GET', `/api/booking/byTokenAndInternalIdOrExternalId/${token}/${code}`, {
      token: await t.login('cityloft'),
    });
    return { status: res.status, body: (await res.json()) as Sent };
  };

  const staffDetail = async (id: number) => {
    const res = await t.request('GET', `/api/staff/booking/${id}`, {
      token: await staffToken(t, 'cityloft'),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as StaffBookingDetail;
  };

  it('a request mails the booker the link that reopens it, and the property its staff link', async () => {
    const sent = await request(day(40), { 'App-Language': 'en' });
    const mail = await received(booker.email, `we received your booking ${sent.bookingcode}`);
    expect(mail.subject).toBe(`Cityloft Hotel: we received your booking ${sent.bookingcode}`);
    expect(mail.text).toContain('Hello Ada Lovelace,');
    expect(mail.html).toContain('Open your booking');
    // The property's contact (seeded settings contact.email and contact.phone) signs it, and a reply reaches it.
    expect(mail.text).toContain('Cityloft Hotel\nPhone: +49 30 2847 1190\nE-mail: stay@cityloft.example');
    expect(mail.html).toContain('<a href="tel:+493028471190">+49 30 2847 1190</a>');
    expect(mail.html).toContain('<a href="mailto:stay@cityloft.example">stay@cityloft.example</a>');
    expect(mail.replyTo?.value.map((v) => v.address)).toEqual(['stay@cityloft.example']);
    const link = linkOf(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/cityloft/reservation`);
    // docs/pages.md#reopening-a-booking: the booking's id and token in the booker's language, never the code, which
    // the configurator asks for (the mail's text gives it); the link's id alone opens nothing.
    expect(link.searchParams.get('loadBooking')).toBe(String(sent.id));
    expect(link.searchParams.get('lang')).toBe('en');
    expect([...link.searchParams.values()]).not.toContain(sent.bookingcode);
    expect(mail.text).toContain(`Booking code: ${sent.bookingcode}`);
    // The lines as the one view of the booking reads them: the Penthouse for its three nights.
    expect(mail.text).toMatch(/^1 × Penthouse, 3 nights, 2 people: €/m);
    expect((await openLink(link, String(sent.id))).status).toBe(404);
    const opened = await openLink(link, sent.bookingcode);
    expect(opened.status).toBe(200);
    expect(opened.body.id).toBe(sent.id);

    for (const staff of ['owner@cityloft.example', 'staff@cityloft.example']) {
      const notice = await received(staff, `New request ${sent.bookingcode}`);
      expect(notice.subject).toBe(`New request ${sent.bookingcode} from Ada Lovelace`);
      expect(notice.text).toContain(`${PUBLIC_URL}/app/bookings/${sent.id}`);
      // Staff answer the booker from the booking's page, not by replying to the notice.
      expect(notice.replyTo).toBeUndefined();
      expect(notice.text).not.toContain('stay@cityloft.example');
    }
    // The booking's page lists both as sent.
    await expect
      .poll(async () => (await staffDetail(sent.id)).mails.map((m) => m.status))
      .toEqual(['sent', 'sent']);
    const mails = (await staffDetail(sent.id)).mails;
    expect(mails.map((m) => [m.recipient, m.kind, m.attempts, m.lastError])).toEqual([
      ['booker', 'received', 1, null],
      ['property', 'newRequest', 1, null],
    ]);
  }, 60_000);

  it('the offer mails the option date and a link that still opens it; confirming mails a calendar file', async () => {
    const sent = await request(day(45));
    await received(booker.email, `we received your booking ${sent.bookingcode}`);
    const offer = await hotelAction(t, 'cityloft', sent, 'sendOffer', day(10));
    expect(offer.body.bookingstate).toBe(S.Optional);
    const offerMail = await received(booker.email, `your offer ${sent.bookingcode}`);
    expect(offerMail.text).toContain('The offer is held for you until 3 December 2026.');
    const link = linkOf(offerMail);
    expect((await openLink(link, sent.bookingcode)).body.bookingstate).toBe(S.Optional);

    // The booker confirms through the link's token, holding a card as the flexible rate asks.
    const token = link.searchParams.get('bookingtoken') ?? '';
    const held = await payByCard(t, await t.login('cityloft'), {
      bookingcode: sent.bookingcode,
      bookingtoken: token,
    });
    expect(held).toMatchObject({ purpose: 'hold', detail: 'success' });
    expect((await openLink(link, sent.bookingcode)).body.bookingstate).toBe(S.Confirmed);
    const confirmed = await received(booker.email, `booking ${sent.bookingcode} confirmed`);
    // docs/rules.md#the-payment-ledger: the mail says what the ledger holds: the card held, nothing charged.
    expect(confirmed.text).toContain(
      'Your card VISA •••• 1111 is held as the guarantee; nothing has been charged',
    );
    const ics = confirmed.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics?.filename).toBe(`booking-${sent.bookingcode}.ics`);
    const calendar = ics?.content.toString('utf8') ?? '';
    expect(calendar).toMatch(/^BEGIN:VCALENDAR/);
    expect(calendar).toContain('BEGIN:VEVENT');
    // Arrival 7 Jan 2027 15:00 and departure 10 Jan 11:00 in Berlin (UTC+1 in winter).
    expect(calendar).toMatch(/\r\nDTSTART:20270107T140000Z\r\n/);
    expect(calendar).toMatch(/\r\nDTEND:20270110T100000Z\r\n/);
    expect(calendar).toContain(`UID:booking-${sent.id}@hotel.test`);
  }, 60_000);

  it("an English booking at a German hotel: the hotel's and the lines' names are English too", async () => {
    const lindenhof = await catalogIds(t, await t.login('lindenhof'));
    const res = await t.request('POST', '/api/booking/add', {
      token: await t.login('lindenhof'),
      headers: { 'App-Language': 'en' },
      body: lindenhofMeetingDay(lindenhof, day(45), 20),
    });
    expect(res.status).toBe(201);
    const sent = (await res.json()) as Sent;
    const mail = await received(booker.email, `we received your booking ${sent.bookingcode}`);
    expect(mail.subject).toBe(`Lindenhof Lakeside Hotel: we received your booking ${sent.bookingcode}`);
    expect(mail.text).toMatch(/^Plenary hall, \d+ \w+ \d{4}, 08:00–18:00, 20 people: €/m);
    // The option the guest chose, named too.
    expect(mail.text).toMatch(/^Lunch buffet \(\w+.*\), 20 people: €/m);
    expect(mail.text).not.toMatch(/Seehotel|Plenarsaal|Mittagsbuffet/);
    // The hotel's own mail is in its language, German, with its German names.
    const notice = await received('staff@lindenhof.example', sent.bookingcode);
    expect(notice.text).toMatch(/^Plenarsaal Seeblick, .*, 20 Personen: /m);
    expect(notice.text).toMatch(/^Mittagsbuffet \(\w+.*\), 20 Personen: /m);
  }, 60_000);

  it('a German booking gets German mails; the property gets its own language', async () => {
    const sent = await request(day(50), { 'App-Language': 'de-DE' });
    const mail = await received(booker.email, `Ihre Buchung ${sent.bookingcode} ist eingegangen`);
    expect(mail.text).toContain('Hallo Ada Lovelace,');
    expect(mail.text).toContain('Gesamtbetrag');
    expect(linkOf(mail).searchParams.get('lang')).toBe('de');
    expect(linkOf(mail).searchParams.get('loadBooking')).toBe(String(sent.id));
    // Cityloft's own language is English.
    await received('staff@cityloft.example', `New request ${sent.bookingcode}`);
    // Staff cancel it: the booker hears of it in German too.
    await hotelAction(t, 'cityloft', sent, 'cancel');
    await received(booker.email, `Buchung ${sent.bookingcode} storniert`);
  }, 60_000);

  it('a mail server that refuses the mail is retried, then the mail shows as failed on the booking page', async () => {
    const sent = await request(day(60), {}, REFUSED);
    // The property's mail is not held up by the booker's.
    await received('staff@cityloft.example', `New request ${sent.bookingcode}`);
    await expect
      .poll(async () => (await staffDetail(sent.id)).mails.find((m) => m.recipient === 'booker')?.status, {
        timeout: 30_000,
        interval: 500,
      })
      .toBe('failed');
    const failed = (await staffDetail(sent.id)).mails.find((m) => m.recipient === 'booker');
    expect(failed?.attempts).toBe(3);
    expect(failed?.sentAt).toBeNull();
    expect(failed?.lastError).toContain('550');
    expect(failed?.lastError).not.toContain(sent.bookingtoken);
    // The booking itself went through.
    expect((await staffDetail(sent.id)).bookingstate).toBe(S.New);
  }, 60_000);

  it('an offer whose option date passes: the booker hears it has lapsed', async () => {
    const sent = await request(day(70));
    await hotelAction(t, 'cityloft', sent, 'sendOffer', day(5));
    await received(booker.email, `your offer ${sent.bookingcode}`);
    clock = new Date(`${day(6)}T08:00:00Z`);
    const catalogs = new CatalogCache(t.database);
    expect(await lapseOptions({ database: t.database, catalogs, now: () => clock })).toContain(sent.id);
    const mail = await received(booker.email, `offer ${sent.bookingcode} expired`);
    expect(mail.text).toContain('the option date of your offer has passed');
  }, 60_000);
});
