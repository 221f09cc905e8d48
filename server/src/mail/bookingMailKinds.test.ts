import { BookingState as S } from '@venue/domain';
import { describe, expect, it } from 'vitest';
import { mailsForEvent } from './bookingMailKinds.ts';

const kinds = (action: string, actor: string, fromState: number | null, toState: number) =>
  mailsForEvent({ action, actor, fromState, toState }).map((m) => `${m.recipient}:${m.kind}`);

describe('which booking events send which mails (docs/api.md#mails)', () => {
  it('a new request or reservation tells the booker and the property', () => {
    expect(kinds('request', 'guest', null, S.New)).toEqual(['booker:received', 'property:newRequest']);
    expect(kinds('request', 'guest', null, S.Offered)).toEqual(['booker:offer', 'property:newRequest']);
    expect(kinds('reserve', 'guest', null, S.Offered)).toEqual([
      'booker:received',
      'property:newReservation',
    ]);
    expect(kinds('reserve', 'guest', null, S.Confirmed)).toEqual([
      'booker:confirmed',
      'property:newReservation',
    ]);
  });

  it('a booking the staff entered themselves tells only the booker', () => {
    expect(kinds('reserve', 'staff', null, S.Confirmed)).toEqual(['booker:confirmed']);
    expect(kinds('request', 'staff', null, S.New)).toEqual(['booker:received']);
    // A reservation whose rate asks a payment or a card first: the offer, whose link takes it.
    expect(kinds('reserve', 'staff', null, S.Offered)).toEqual(['booker:offer']);
    // The guest's own reservation awaiting its payment is received (the payment dialog is open).
    expect(kinds('reserve', 'guest', null, S.Offered)).toEqual([
      'booker:received',
      'property:newReservation',
    ]);
  });

  it('offers, confirmations and cancellations tell the booker; a booker cancelling tells the property', () => {
    expect(kinds('sendOffer', 'staff', S.New, S.Optional)).toEqual(['booker:offer']);
    expect(kinds('confirm', 'booker', S.Optional, S.Confirmed)).toEqual(['booker:confirmed']);
    expect(kinds('pay', 'booker', S.Offered, S.Confirmed)).toEqual(['booker:confirmed']);
    expect(kinds('cancel', 'staff', S.Confirmed, S.Canceled)).toEqual(['booker:canceled']);
    expect(kinds('cancel', 'booker', S.Optional, S.Canceled)).toEqual([
      'booker:canceled',
      'property:canceledByBooker',
    ]);
    expect(kinds('lapse', 'system', S.Optional, S.Canceled)).toEqual(['booker:lapsed']);
    // A reservation whose payment never came is canceled, not an offer that lapsed.
    expect(kinds('lapse', 'system', S.Offered, S.Canceled)).toEqual(['booker:canceled']);
  });

  it('edits, clearing and deleting send nothing', () => {
    expect(kinds('edit', 'booker', S.Optional, S.New)).toEqual([]);
    expect(kinds('clear', 'staff', S.Confirmed, S.Cleared)).toEqual([]);
    expect(kinds('delete', 'staff', S.Canceled, S.Deleted)).toEqual([]);
  });

  it('the hotel’s message tells the booker; the booker’s own tells nobody by mail', () => {
    const message = { action: 'message', fromState: null, toState: 0 };
    expect(mailsForEvent({ ...message, actor: 'staff' })).toEqual([{ recipient: 'booker', kind: 'message' }]);
    expect(mailsForEvent({ ...message, actor: 'booker' })).toEqual([]);
  });

  it('the hotel’s payment request mails the booker the link to pay, whatever the state', () => {
    expect(kinds('paymentRequest', 'staff', S.Optional, S.Optional)).toEqual(['booker:paymentRequest']);
    expect(kinds('paymentRequest', 'staff', S.Offered, S.Offered)).toEqual(['booker:paymentRequest']);
  });

  it('blocks tell nobody: made, changed or released, a block has no booker', () => {
    expect(kinds('block', 'staff', null, S.Confirmed)).toEqual([]);
    expect(kinds('changeBlock', 'staff', S.Confirmed, S.Confirmed)).toEqual([]);
    expect(kinds('release', 'staff', S.Confirmed, S.Canceled)).toEqual([]);
  });
});
