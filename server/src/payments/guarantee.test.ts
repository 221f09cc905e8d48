import { paymentStatusOf, BookingState as S } from '@venue/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { staffToken } from '../testing/hotel.ts';
import { booker, catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';

/*
 * docs/rules.md#rate-policies: City Loft's flexible rate holds a card as the guarantee (nothing charged) and is
 * cancelled free until two days before arrival, then at the first night, charged to the held card. The sandbox keeps
 * the card's brand, last four digits and expiry, never its number.
 */

const CITYLOFT = 2; // seed order: lindenhof 1, cityloft 2, workspace 3
const CARD = '4111111111111111';
const REFUSED = '4000000000000002';
const HOLDS_THEN_REFUSES = '4000000000000341';

type Booking = Record<string, unknown> & {
  bookingtoken: string;
  bookingcode: string;
  bookingstate: number;
  allowedActions: string[];
  error?: string;
  details?: unknown[];
};

let t: TestApp;
let guest: string;
let studio: number;
let key = 0;
const logged: string[] = [];

beforeAll(async () => {
  t = await openTestApp();
  guest = await t.login('cityloft');
  studio = (await catalogIds(t, guest)).unitgroup('STUDIO');
  // The server's log: whatever it prints while the tests run.
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' '));
    });
  }
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const call = async (method: string, path: string, body?: unknown) => {
  const res = await t.request(method, path, { token: guest, ...(body !== undefined ? { body } : {}) });
  return { status: res.status, body: (await res.json()) as Booking };
};

/** Two nights in the Studio from `day` at the flexible rate (the default), reserved directly. */
async function reserve(day: string): Promise<Booking> {
  const made = await call('POST', '/api/booking/add', {
    ...cityloftRooms(CITYLOFT, studio, day, 2),
    request: false,
    termsAccepted: true,
    booker,
  });
  expect(made.status).toBe(201);
  return made.body;
}

const ref = (b: Booking) => ({ id: b.bookingcode, token: b.bookingtoken });
const read = async (b: Booking) =>
  (await call('GET', `/api/booking/byTokenAndInternalIdOrExternalId/${b.bookingtoken}/${b.bookingcode}`))
    .body;

/** One attempt at the card fields: a session, the card tokenised, then makepayment. */
async function holdCard(b: Booking, number: string, expiry = '12/30') {
  const session = await call('POST', '/api/payment/sandbox/session', {
    booking: ref(b),
    idempotencyKey: `guarantee-${++key}`,
  });
  expect(session.status).toBe(200);
  const {
    ref: attempt,
    purpose,
    amount,
  } = session.body as unknown as {
    ref: string;
    purpose: string;
    amount: number;
  };
  const card = await call('POST', `/api/payment/sandbox/tokenize/${attempt}`, { number, expiry });
  if (card.status !== 200) return { session: { purpose, amount }, tokenize: card.status, result: null };
  const { transactionId } = card.body as unknown as { transactionId: string };
  const paid = await call('POST', '/api/booking/makepayment', { booking: ref(b), transactionId });
  return { session: { purpose, amount }, tokenize: 200, result: paid.body as unknown as { detail: string } };
}

const cancel = (b: Booking, fee?: number) =>
  call('POST', `/api/booking/cancel/${b.bookingtoken}/${b.bookingcode}`, fee === undefined ? {} : { fee });

describe('a reservation at the flexible rate', () => {
  it('waits for a card, refuses a declined one, and is Confirmed with the card held and nothing paid', async () => {
    const made = await reserve(daysFromNow(40));
    expect(made.bookingstate).toBe(S.Offered);
    expect(made.allowedActions).toContain('pay');

    const declined = await holdCard(made, REFUSED);
    expect(declined.session).toEqual({ purpose: 'hold', amount: 0 });
    expect(declined.result?.detail).toBe('refused');
    expect((await read(made)).bookingstate).toBe(S.Offered);

    // A card to hold needs its expiry: it is charged later.
    expect((await holdCard(made, CARD, '')).tokenize).toBe(400);

    const held = await holdCard(made, CARD, '12/2030');
    expect(held.result?.detail).toBe('success');
    const booking = await read(made);
    expect(booking).toMatchObject({
      bookingstate: S.Confirmed,
      paymenttime: null,
      paymentmethod: 'PM6Hold',
      cardheld: true,
      paymentcreditcardtype: 'VISA',
      paymentcreditcardnumber: '•••• 1111',
      paymentcreditcardexpiry: '12/30',
      cancellation: { free: true, fee: 0, charge: 0 },
    });
    // Held, not paid: no second guarantee or payment.
    expect(booking.allowedActions).not.toContain('pay');
  });

  it('is cancelled free of charge within the free period, and nothing is charged', async () => {
    const made = await reserve(daysFromNow(30));
    await holdCard(made, CARD);
    const res = await cancel(made);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bookingstate: S.Canceled, cancellationfee: null });
    expect(await feeCharges(made)).toEqual([]);
  });

  it('after the free period costs the first night: shown, accepted, then charged to the held card', async () => {
    const made = await reserve(daysFromNow(1));
    await holdCard(made, CARD);
    const before = await read(made);
    const firstNight = 12_900;
    expect(before.cancellation).toEqual({ free: false, fee: firstNight, charge: firstNight });

    // Without the fee the booker saw, nothing happens.
    const unaccepted = await cancel(made);
    expect(unaccepted.status).toBe(409);
    expect(unaccepted.body.error).toBe('error.booking.cancellationfeechanged');
    expect(unaccepted.body.details).toEqual([{ fee: firstNight, charge: firstNight }]);
    expect((await cancel(made, firstNight - 1)).status).toBe(409);
    expect((await read(made)).bookingstate).toBe(S.Confirmed);
    expect(await feeCharges(made)).toEqual([]);

    const done = await cancel(made, firstNight);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ bookingstate: S.Canceled, cancellationfee: firstNight });
    expect(await feeCharges(made)).toEqual([{ amount: firstNight, status: 'success' }]);
    // The hotel sees the held card and what cancelling cost.
    const staff = await t.request('GET', `/api/staff/booking/${made.id}`, {
      token: await staffToken(t, 'cityloft'),
    });
    const detail = await staff.json();
    // docs/rules.md#the-payment-ledger: the held card, then the fee charged to it, as movements of the ledger.
    expect(detail.data.payments.map((e: { kind: string; outcome: string }) => [e.kind, e.outcome])).toEqual([
      ['hold', 'success'],
      ['fee', 'success'],
    ]);
    expect(paymentStatusOf(detail.data.payments, detail.total)).toMatchObject({
      state: 'feeCharged',
      feeCharged: firstNight,
      heldCard: { brand: 'VISA', last4: '1111', expiry: '12/30' },
    });
  });

  it('stays Confirmed, its units held, when the held card refuses the fee', async () => {
    const made = await reserve(daysFromNow(1));
    expect((await holdCard(made, HOLDS_THEN_REFUSES)).result?.detail).toBe('success');
    const fee = (await read(made)).cancellation as { fee: number };
    const refused = await cancel(made, fee.fee);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('error.booking.cancellationfeerefused');
    expect(await read(made)).toMatchObject({ bookingstate: S.Confirmed, cancellationfee: null });
    expect(await feeCharges(made)).toEqual([]);
  });
});

describe('the card number', () => {
  it('is nowhere in the database nor in the server log', async () => {
    const tables = (await t.database.run((db) =>
      db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`),
    )) as unknown as { rows: { table_name: string }[] };
    expect(tables.rows.map((r) => r.table_name)).toContain('payment');
    let dump = '';
    for (const { table_name } of tables.rows) {
      const rows = (await t.database.run((db) =>
        db.execute(sql.raw(`select row_to_json(x)::text as j from "${table_name}" x`)),
      )) as unknown as { rows: { j: string }[] };
      dump += rows.rows.map((r) => r.j).join('\n');
    }
    // The tests above held and charged these cards: what is stored of them is their last four digits.
    expect(dump).toContain('•••• 1111');
    expect(dump).toContain('"card_last4":"0341"');
    for (const number of [CARD, REFUSED, HOLDS_THEN_REFUSES]) {
      expect(dump).not.toContain(number);
      expect(logged.join('\n')).not.toContain(number);
    }
  });
});

/** The cancellation fees charged to a booking's held card. */
async function feeCharges(b: Booking) {
  const result = (await t.database.run((db) =>
    db.execute(
      sql`select p.amount::int as amount, p.status from payment p join booking b on b.id = p.booking_id
          where b.internal_id = ${b.bookingcode} and p.purpose = 'fee' order by p.id`,
    ),
  )) as unknown as { rows: { amount: number; status: string }[] };
  return result.rows;
}
