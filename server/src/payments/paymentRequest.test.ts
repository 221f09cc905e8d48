import type { StaffBookingDetail } from '@venue/contract';
import { BookingState as S } from '@venue/domain';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogCache } from '../catalog/cache.ts';
import { type Jobs, startJobs } from '../jobs/jobs.ts';
import { newLinkKey } from '../mail/linkSeal.ts';
import { Mailer } from '../mail/mailer.ts';
import { TEST_NOW } from '../testing/clock.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { hotelAction, staffToken } from '../testing/hotel.ts';
import { booker, catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';
import { payByCard } from '../testing/payments.ts';
import { type SmtpServer, startSmtpServer } from '../testing/smtp.ts';

/*
 * Issue 39, docs/api.md#staff-actions-on-a-booking: staff ask the booker to pay what is due now. The mail goes
 * through the mail queue to a real SMTP server; its link opens the configurator's payment dialog of the booking
 * with the booker's access (docs/api.md#mails). City Loft's non-refundable rate is paid in full once offered.
 */

const PUBLIC_URL = 'https://hotel.test';
const CITYLOFT = 2;
const PAYER = 'payer@example.org';
const SUBJECT = 'Bitte bezahlen Sie Ihre Buchung';

type Answer = {
  id: number;
  version: number;
  bookingcode: string;
  bookingtoken: string;
  bookingstate: number;
  total: number;
  error?: string;
};

describe('a payment request from the property app', () => {
  let t: TestApp;
  let jobs: Jobs;
  let smtp: SmtpServer;
  let mailer: Mailer;
  let guest: string;
  let nonRefundable: number;
  let studio: number;

  beforeAll(async () => {
    t = await openTestApp();
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
        now: () => TEST_NOW,
        mail: { mailer, publicUrl: PUBLIC_URL, linkKey: newLinkKey() },
      },
      { pollingIntervalSeconds: 0.5, mailRetry: { limit: 2, delaySeconds: 1 } },
    );
    guest = await t.login('cityloft');
    studio = (await catalogIds(t, guest)).unitgroup('STUDIO');
    const rates = await t.request('GET', `/api/staff/rateplan/list?f.propertyId=${CITYLOFT}`, {
      token: await staffToken(t, 'cityloft'),
    });
    const items = ((await rates.json()) as { items: { id: number; code: string }[] }).items;
    nonRefundable = items.find((r) => r.code === 'NONREF')?.id ?? 0;
  }, 60_000);
  afterAll(async () => {
    await jobs?.stop();
    mailer?.close();
    await smtp?.close();
    await t?.close();
  });

  /** A German booker's request for the Studio at the non-refundable rate, for the hotel to answer. */
  const request = async (): Promise<Answer> => {
    const payload = cityloftRooms(CITYLOFT, studio, daysFromNow(50), 2);
    const res = await t.request('POST', '/api/booking/add', {
      token: guest,
      headers: { 'App-Language': 'de' },
      body: {
        ...payload,
        bookingUnitgroupList: payload.bookingUnitgroupList.map((l) => ({
          ...l,
          rateplan: { id: nonRefundable },
        })),
        request: true,
        termsAccepted: true,
        paymentmethod: 'CreditCard',
        booker: { ...booker, email: PAYER },
      },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Answer;
  };
  const ask = async (id: number, version: number, key = 'cityloft') => {
    const res = await t.request('POST', `/api/staff/booking/${id}/payment-request`, {
      token: await staffToken(t, key),
      body: { version },
    });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const detail = async (id: number) => {
    const res = await t.request('GET', `/api/staff/booking/${id}`, {
      token: await staffToken(t, 'cityloft'),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as StaffBookingDetail;
  };
  const requestMails = (code: string) =>
    smtp.received.filter((m: ParsedMail) => m.subject?.includes(`${SUBJECT} ${code}`));

  it('is refused while nothing can be paid, and mails nothing', async () => {
    const sent = await request();
    // An unanswered request: the booker cannot pay it yet.
    expect((await detail(sent.id)).paymentDue).toBeNull();
    const refused = await ask(sent.id, sent.version);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('error.booking.nothingtopay');
    const page = await detail(sent.id);
    expect(page.history.map((h) => h.action)).toEqual(['request']);
    expect(page.mails.map((m) => m.kind)).not.toContain('paymentRequest');
  });

  it('mails the booker once the link to pay the offer, records it, and refuses other properties and stale versions', async () => {
    const sent = await request();
    const offer = await hotelAction(t, 'cityloft', sent, 'sendOffer');
    expect(offer.body.bookingstate).toBe(S.Offered);
    const before = await detail(sent.id);
    expect(before.paymentDue).toBe(sent.total);

    // Staff of another property do not see it; a version older than the page's is a conflict; neither records.
    expect((await ask(sent.id, offer.body.version, 'lindenhof')).status).toBe(404);
    const stale = await ask(sent.id, sent.version);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('error.conflict');

    const asked = await ask(sent.id, offer.body.version);
    expect(asked.status).toBe(200);
    // The booking does not change: the same version and state.
    expect(asked.body).toMatchObject({ version: offer.body.version, bookingstate: S.Offered });
    const page = await detail(sent.id);
    expect(page.history.map((h) => h.action)).toEqual(['request', 'sendOffer', 'paymentRequest']);
    expect(page.history.at(-1)).toMatchObject({
      actor: 'staff',
      userName: expect.any(String),
      details: { amount: sent.total, currency: 'EUR' },
    });

    // Once the queue has sent it, exactly one payment request reached the booker, in the booker's language.
    await expect
      .poll(async () => (await detail(sent.id)).mails.find((m) => m.kind === 'paymentRequest')?.status, {
        timeout: 20_000,
      })
      .toBe('sent');
    const mails = requestMails(sent.bookingcode);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as ParsedMail;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((v) => v.address) : []).toEqual([PAYER]);
    expect(mail.subject).toBe(`Cityloft Hotel: ${SUBJECT} ${sent.bookingcode}`);
    const due = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(
      sent.total / 100,
    );
    expect(mail.text).toContain(`Zu zahlen: ${due}`);
    expect(mail.text).toContain(`bittet Sie, für Ihre Buchung jetzt ${due} zu bezahlen`);
    expect(mail.html).toContain('Jetzt bezahlen');

    // The link opens the booking's payment dialog with the booker's access: its id and token, never its code.
    const match = mail.text?.match(/https:\/\/hotel\.test\/\S+/);
    const link = new URL(match?.[0] ?? '');
    expect(link.pathname).toBe(`/cityloft/payment/${sent.id}`);
    expect(link.searchParams.get('loadBooking')).toBe(String(sent.id));
    expect(link.searchParams.get('lang')).toBe('de');
    expect(link.toString()).not.toContain(sent.bookingcode);
    const token = link.searchParams.get('bookingtoken') ?? '';
    // That access pays the whole total, as the payment dialog would.
    const paid = await payByCard(t, guest, { bookingcode: sent.bookingcode, bookingtoken: token });
    expect(paid).toMatchObject({ purpose: 'charge', amount: sent.total, detail: 'success' });
    const after = await detail(sent.id);
    expect(after.bookingstate).toBe(S.Confirmed);
    // Paid: nothing more to ask for.
    expect(after.paymentDue).toBeNull();
    expect((await ask(sent.id, after.version)).status).toBe(422);
  }, 60_000);
});
