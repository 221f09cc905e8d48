import { BookingState, isBlockAction } from '@venue/domain';

/** docs/api.md#mails: what a mail to the booker says. */
const BOOKER_MAIL_KINDS = [
  'received',
  'offer',
  'confirmed',
  'canceled',
  'lapsed',
  'message',
  'paymentRequest',
] as const;
/** docs/api.md#mails: what a mail to the property's staff says. */
const PROPERTY_MAIL_KINDS = ['newRequest', 'newReservation', 'canceledByBooker'] as const;
export type BookerMailKind = (typeof BOOKER_MAIL_KINDS)[number];
export type PropertyMailKind = (typeof PROPERTY_MAIL_KINDS)[number];

/** The event of a message written in a booking's conversation (not a row of the booking's history). */
export const MESSAGE_ACTION = 'message';

/** docs/api.md#staff-actions-on-a-booking: the history's event of staff asking the booker to pay (no state change). */
export const PAYMENT_REQUEST_ACTION = 'paymentRequest';

/** One mail to queue for a booking event. */
export type BookingMailOrder =
  | { readonly recipient: 'booker'; readonly kind: BookerMailKind }
  | { readonly recipient: 'property'; readonly kind: PropertyMailKind };

/** What the booking's history recorded (docs/rules.md#booking-lifecycle). */
export interface MailEvent {
  readonly action: string;
  readonly actor: string;
  readonly fromState: number | null;
  readonly toState: number;
}

/**
 * docs/api.md#mails: the mails a booking event sends. Decided from the event the history records, so every path
 * that changes a booking (guest, booker, staff, payment, lapse job) sends the same mails without knowing of them.
 */
export function mailsForEvent(event: MailEvent): BookingMailOrder[] {
  const { action, actor, fromState, toState } = event;
  // A block (docs/api.md#blocks-and-unavailability) has no booker and tells nobody.
  if (isBlockAction(action)) return [];
  // docs/api.md#messages: the hotel's message tells the booker (with the link to read it); the booker's own
  // message is in the staff's inbox and live stream already.
  if (action === MESSAGE_ACTION) return actor === 'staff' ? [{ recipient: 'booker', kind: 'message' }] : [];
  // The hotel's payment request is the booker's mail with the link to pay.
  if (action === PAYMENT_REQUEST_ACTION) return [{ recipient: 'booker', kind: 'paymentRequest' }];
  if (fromState === null && (action === 'request' || action === 'reserve')) {
    // A request the settings offer at once, and the hotel's reservation whose rate asks a payment or a card
    // first, are offers: the booker pays or confirms from the offer mail's link.
    const offeredAtOnce =
      (action === 'request' || actor === 'staff') &&
      (toState === BookingState.Offered || toState === BookingState.Optional);
    const kind: BookerMailKind =
      toState === BookingState.Confirmed ? 'confirmed' : offeredAtOnce ? 'offer' : 'received';
    const booker: BookingMailOrder = { recipient: 'booker', kind };
    // docs/rules.md#staff-bookings: a booking the staff entered themselves is news to the guest only.
    if (actor === 'staff') return [booker];
    return [booker, { recipient: 'property', kind: action === 'request' ? 'newRequest' : 'newReservation' }];
  }
  if (action === 'sendOffer') return [{ recipient: 'booker', kind: 'offer' }];
  if (toState === BookingState.Confirmed && fromState !== BookingState.Confirmed)
    return [{ recipient: 'booker', kind: 'confirmed' }];
  if (toState === BookingState.Canceled && fromState !== BookingState.Canceled) {
    // An offer whose option date passed has lapsed; a reservation whose payment never came is canceled.
    if (action === 'lapse')
      return [{ recipient: 'booker', kind: fromState === BookingState.Optional ? 'lapsed' : 'canceled' }];
    return actor === 'booker'
      ? [
          { recipient: 'booker', kind: 'canceled' },
          { recipient: 'property', kind: 'canceledByBooker' },
        ]
      : [{ recipient: 'booker', kind: 'canceled' }];
  }
  return [];
}
