// @postgres: a migration's SQL
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PaymentLedger, paymentStatusOf } from '@venue/domain';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, it } from 'vitest';

// Migration 0020 (docs/rules.md#the-payment-ledger): the payments a booking had become its ledger, and the columns
// that said "paid" beside it go.
const migrations = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The migrations folder as it was before 0020. */
function before0020(): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journal = JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx < 20);
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}

it('turns the finished payments of old bookings into their ledgers, oldest first; blocks get none', async () => {
  const client = await PGlite.create(undefined, { extensions: { btree_gist } });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: before0020() });
  await client.exec(`
    insert into property (key, code, name, currency, timezone, default_language) values
      ('a', 'A', 'A', 'EUR', 'Europe/Berlin', 'de');
    insert into booking (property_id, internal_id, token_hash, state, currency, total, start_at, end_at, data,
                         paymenttime, paymentcard, cancellation_fee) values
      -- Paid in full after a refused card.
      (1, 'P1', 'h1', 8, 'EUR', 25800, now(), now(), '{"total":25800}', '2026-11-20T10:00:00Z',
       '{"type":"VISA","number":"•••• 1111","expiry":"12/30"}', null),
      -- A card held, then the first night charged to it on cancellation.
      (1, 'P2', 'h2', 32, 'EUR', 25800, now(), now(), '{"total":25800}', null,
       '{"type":"MC","number":"•••• 4444","expiry":"01/29","held":true,"reference":"pay_hold"}', 12900),
      -- Nothing paid; and a block.
      (1, 'P3', 'h3', 1, 'EUR', 5000, now(), now(), '{"total":5000}', null, null, null),
      (1, 'B1', 'h4', 8, 'EUR', 0, now(), now(), '{"block":{"reason":"maintenance"}}', null, null, null);
    insert into payment (booking_id, ref, idempotency_key, kind, purpose, amount, currency, status, card_last4,
                         card_brand, card_expiry, created_at, completed_at) values
      (1, 'pay_ok', 'k2', 'cardfields', 'charge', 25800, 'EUR', 'success', '1111', 'VISA', '12/30',
       '2026-11-20T09:59:00Z', '2026-11-20T10:00:00Z'),
      (1, 'pay_no', 'k1', 'cardfields', 'charge', 25800, 'EUR', 'refused', '0002', 'VISA', null,
       '2026-11-20T09:58:00Z', '2026-11-20T09:58:30Z'),
      (1, 'pay_open', 'k3', 'cardfields', 'charge', 25800, 'EUR', 'open', null, null, null, now(), null),
      (2, 'pay_hold', 'k4', 'cardfields', 'hold', 0, 'EUR', 'success', '4444', 'MC', '01/29',
       '2026-11-21T08:00:00Z', '2026-11-21T08:00:00Z'),
      (2, 'pay_fee', 'k5', 'cardfields', 'fee', 12900, 'EUR', 'success', '4444', 'MC', null,
       '2026-11-25T08:00:00Z', '2026-11-25T08:00:00Z');
  `);
  await migrate(db, { migrationsFolder: migrations });
  const rows = (
    await client.query<{ code: string; data: Record<string, unknown>; total: string }>(
      `select internal_id as code, data, total from booking order by id`,
    )
  ).rows;
  const ledgers = Object.fromEntries(rows.map((r) => [r.code, r.data.payments]));
  // Every ledger is one the domain reads.
  for (const code of ['P1', 'P2', 'P3']) expect(PaymentLedger.safeParse(ledgers[code]).success).toBe(true);
  expect(ledgers.P1).toEqual([
    {
      kind: 'capture',
      amount: 25800,
      currency: 'EUR',
      at: '2026-11-20T09:58:30.000Z',
      provider: 'sandbox',
      reference: 'pay_no',
      outcome: 'refused',
      card: { brand: 'VISA', last4: '0002', expiry: '' },
      method: null,
      by: null,
    },
    expect.objectContaining({
      kind: 'capture',
      reference: 'pay_ok',
      outcome: 'success',
      at: '2026-11-20T10:00:00.000Z',
    }),
  ]);
  expect(paymentStatusOf(PaymentLedger.parse(ledgers.P1), 25800)).toMatchObject({
    state: 'paid',
    paid: 25800,
  });
  expect(paymentStatusOf(PaymentLedger.parse(ledgers.P2), 25800)).toMatchObject({
    state: 'feeCharged',
    feeCharged: 12900,
    heldCard: { brand: 'MC', last4: '4444', expiry: '01/29', reference: 'pay_hold' },
  });
  expect(ledgers.P3).toEqual([]);
  expect(ledgers.B1).toBeUndefined();
  const columns = (
    await client.query<{ name: string }>(
      `select column_name as name from information_schema.columns where table_name = 'booking'`,
    )
  ).rows.map((r) => r.name);
  expect(columns).not.toContain('paymenttime');
  expect(columns).not.toContain('paymentcard');
  expect(columns).not.toContain('cancellation_fee');
  await client.close();
});
