import { randomBytes } from 'node:crypto';
import adyen, { type Types } from '@adyen/api-library';
import { LedgerEntry, openAuthorisations, paymentStatusOf } from '@venue/domain';
import { describe, expect, it } from 'vitest';
import example from './fixtures/notification-authorisation.json' with { type: 'json' };
import {
  type AdyenNotificationItem,
  ledgerEntryOfAdyenItem,
  verifyAdyenNotification,
} from './notification.ts';

/*
 * Items are signed as Adyen signs them, with the library's own HmacValidator, starting from the example body of
 * Adyen's webhook reference (fixtures/notification-authorisation.json).
 */

const HMAC_KEY = randomBytes(32).toString('hex').toUpperCase();
const validator = new adyen.hmacValidator();

type ItemFields = Omit<AdyenNotificationItem, 'additionalData'> & { additionalData?: Record<string, string> };
const exampleItem = example.notificationItems[0]?.NotificationRequestItem as ItemFields;

/** An item like Adyen's example with `fields` changed, signed with `key` (unsigned when key is null). */
function item(fields: Partial<ItemFields>, key: string | null = HMAC_KEY): ItemFields {
  const { hmacSignature: _example, ...additionalData } = {
    ...exampleItem.additionalData,
    ...fields.additionalData,
  };
  const unsigned: ItemFields = { ...exampleItem, ...fields, additionalData };
  if (key === null) return unsigned;
  const hmacSignature = validator.calculateHmac(
    unsigned as unknown as Types.notification.NotificationRequestItem,
    key,
  );
  return { ...unsigned, additionalData: { ...additionalData, hmacSignature } };
}
const body = (...items: ItemFields[]) => ({
  live: 'false',
  notificationItems: items.map((NotificationRequestItem) => ({ NotificationRequestItem })),
});

const automatic = { manualCapture: false } as const;
const manual = { manualCapture: true } as const;

describe('Adyen notifications', () => {
  it('accepts an item signed with the merchant key and gives its payment reference', () => {
    const signed = item({ pspReference: 'QFQTPCQ8HXSKGK82', merchantReference: 'B-1-pay-1' });
    const verified = verifyAdyenNotification(body(signed), HMAC_KEY);
    expect(verified.ok).toBe(true);
    if (!verified.ok) return;
    expect(verified.items.map((i) => i.merchantReference)).toEqual(['B-1-pay-1']);
  });

  it('refuses an item whose amount was changed after signing', () => {
    const signed = item({ amount: { value: 1000, currency: 'EUR' } });
    const tampered = { ...signed, amount: { value: 100, currency: 'EUR' } };
    expect(verifyAdyenNotification(body(tampered), HMAC_KEY)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses an item turned from refused into a success after signing', () => {
    const signed = item({ success: 'false' });
    expect(verifyAdyenNotification(body({ ...signed, success: 'true' }), HMAC_KEY)).toMatchObject({
      ok: false,
    });
  });

  it('refuses an item signed with another key', () => {
    const forged = item({}, randomBytes(32).toString('hex'));
    expect(verifyAdyenNotification(body(forged), HMAC_KEY)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses an unsigned item', () => {
    expect(verifyAdyenNotification(body(item({}, null)), HMAC_KEY)).toEqual({
      ok: false,
      reason: 'unsigned',
    });
  });

  it('refuses the whole body when one of its items is forged', () => {
    const good = item({ pspReference: 'AAAAAAAAAAAAAAA1' });
    const forged = item({ pspReference: 'AAAAAAAAAAAAAAA2' }, randomBytes(32).toString('hex'));
    expect(verifyAdyenNotification(body(good, forged), HMAC_KEY)).toMatchObject({ ok: false });
  });

  it('refuses a body that is not a notification', () => {
    expect(verifyAdyenNotification({ hello: 'world' }, HMAC_KEY)).toEqual({ ok: false, reason: 'shape' });
    expect(verifyAdyenNotification('[accepted]', HMAC_KEY)).toEqual({ ok: false, reason: 'shape' });
  });

  it('an authorisation with automatic capture is the money taken, with the card', () => {
    const mapped = ledgerEntryOfAdyenItem(
      item({
        pspReference: 'PSP0000000000001',
        merchantReference: 'B-1-pay-1',
        amount: { value: 12_900, currency: 'EUR' },
      }),
      automatic,
    );
    expect(mapped).toEqual({
      merchantReference: 'B-1-pay-1',
      originalReference: null,
      entry: {
        kind: 'capture',
        amount: 12_900,
        currency: 'EUR',
        at: exampleItem.eventDate,
        provider: 'adyen',
        reference: 'PSP0000000000001',
        outcome: 'success',
        of: null,
        card: { brand: 'visa', last4: '1111', expiry: '03/30' },
      },
    });
    // The domain reads it as paid.
    const entry = LedgerEntry.parse(mapped?.entry);
    expect(paymentStatusOf([entry], 12_900)).toMatchObject({ state: 'paid', paid: 12_900 });
  });

  it('an authorisation with manual capture takes no money until its capture', () => {
    const authorised = ledgerEntryOfAdyenItem(item({ amount: { value: 20_000, currency: 'EUR' } }), manual);
    expect(authorised?.entry).toMatchObject({ kind: 'authorisation', outcome: 'success', amount: 20_000 });
    const captured = ledgerEntryOfAdyenItem(
      item({
        eventCode: 'CAPTURE',
        pspReference: 'CAPTURE000000001',
        originalReference: 'PSP0000000000001',
        amount: { value: 20_000, currency: 'EUR' },
      }),
      manual,
    );
    expect(captured).toMatchObject({
      originalReference: 'PSP0000000000001',
      entry: { kind: 'capture', outcome: 'success', amount: 20_000, reference: 'CAPTURE000000001' },
    });
    const ledger = [authorised?.entry, captured?.entry].map((e) => LedgerEntry.parse(e));
    expect(paymentStatusOf(ledger.slice(0, 1), 20_000).paid).toBe(0);
    expect(paymentStatusOf(ledger, 20_000)).toMatchObject({ state: 'paid', paid: 20_000 });
  });

  it('a refused authorisation is a refused entry', () => {
    const mapped = ledgerEntryOfAdyenItem(item({ success: 'false', reason: 'Refused' }), automatic);
    expect(mapped?.entry).toMatchObject({ kind: 'capture', outcome: 'refused' });
  });

  it('a card held as a guarantee and a fee charged to it later are a hold and a fee', () => {
    const hold = ledgerEntryOfAdyenItem(item({ amount: { value: 0, currency: 'EUR' } }), {
      ...automatic,
      purpose: 'hold',
    });
    expect(hold?.entry).toMatchObject({
      kind: 'hold',
      amount: 0,
      outcome: 'success',
      card: { last4: '1111' },
    });
    const fee = ledgerEntryOfAdyenItem(item({ amount: { value: 12_900, currency: 'EUR' } }), {
      ...automatic,
      purpose: 'fee',
    });
    expect(fee?.entry).toMatchObject({ kind: 'fee', amount: 12_900, outcome: 'success' });
  });

  it('a capture that failed later is an error on the capture', () => {
    const mapped = ledgerEntryOfAdyenItem(
      item({ eventCode: 'CAPTURE_FAILED', originalReference: 'P1' }),
      manual,
    );
    expect(mapped?.entry).toMatchObject({ kind: 'capture', outcome: 'error' });
  });

  it('a cancellation releases the authorisation it names; a cancellation that failed leaves it open', () => {
    const authorised = LedgerEntry.parse(
      ledgerEntryOfAdyenItem(item({ pspReference: 'P1', amount: { value: 20_000, currency: 'EUR' } }), manual)
        ?.entry,
    );
    const cancelled = ledgerEntryOfAdyenItem(
      item({ eventCode: 'CANCELLATION', pspReference: 'M1', originalReference: 'P1' }),
      manual,
    );
    expect(cancelled?.entry).toMatchObject({ kind: 'authorisation', outcome: 'canceled', of: 'P1' });
    expect(openAuthorisations([authorised, LedgerEntry.parse(cancelled?.entry)])).toEqual([]);
    const failed = ledgerEntryOfAdyenItem(
      item({ eventCode: 'CANCELLATION', success: 'false', pspReference: 'M2', originalReference: 'P1' }),
      manual,
    );
    expect(failed?.entry).toMatchObject({ kind: 'authorisation', outcome: 'refused', of: 'P1' });
    expect(openAuthorisations([authorised, LedgerEntry.parse(failed?.entry)])).toEqual([authorised]);
    expect(paymentStatusOf([authorised, LedgerEntry.parse(failed?.entry)], 20_000)).toMatchObject({
      state: 'authorised',
      authorised: 20_000,
    });
  });

  it('a partial refund and a failed refund are refund entries with their amounts', () => {
    const refund = ledgerEntryOfAdyenItem(
      item({ eventCode: 'REFUND', originalReference: 'P1', amount: { value: 5_000, currency: 'EUR' } }),
      automatic,
    );
    expect(refund?.entry).toMatchObject({ kind: 'refund', amount: 5_000, outcome: 'success' });
    const paid = LedgerEntry.parse(
      ledgerEntryOfAdyenItem(item({ amount: { value: 15_000, currency: 'EUR' } }), automatic)?.entry,
    );
    expect(paymentStatusOf([paid, LedgerEntry.parse(refund?.entry)], 15_000)).toMatchObject({
      state: 'partlyRefunded',
      paid: 10_000,
    });
    const failed = ledgerEntryOfAdyenItem(
      item({ eventCode: 'REFUND_FAILED', originalReference: 'P1' }),
      automatic,
    );
    expect(failed?.entry).toMatchObject({ kind: 'refund', outcome: 'error' });
  });

  it('an event the ledger does not keep gives no entry', () => {
    expect(ledgerEntryOfAdyenItem(item({ eventCode: 'REPORT_AVAILABLE' }), automatic)).toBeNull();
    expect(ledgerEntryOfAdyenItem(item({ eventCode: 'CHARGEBACK' }), automatic)).toBeNull();
  });

  it('records the entry at the time the caller gives', () => {
    const at = '2026-11-29T17:00:00.000Z';
    expect(ledgerEntryOfAdyenItem(item({}), { ...automatic, at })?.entry.at).toBe(at);
  });
});
