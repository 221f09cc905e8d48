import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@venue/contract';
import { type BookingRecord, BookingState, isBlockAction, viewOfBooking } from '@venue/domain';

/** What the booking's history recorded (docs/rules.md#booking-lifecycle), as the webhooks read it. */
export interface HistoryEvent {
  readonly action: string;
  readonly actor: string;
  readonly fromState: number | null;
  readonly toState: number;
}

/** The history's payment actions that tell of money taken or given back (payments/capture.ts, lateMovements.ts). */
const PAID_ACTIONS: readonly string[] = ['pay', 'capturePayment'];
const REFUND_ACTIONS: readonly string[] = ['refundPayment'];

/**
 * docs/integrations.md#events: the webhook events one history event sends, decided from the history alone (as
 * the mails are, server/src/mail/bookingMailKinds.ts), so every path that changes a booking tells the
 * endpoints without knowing of them. A change of state says `booking.state_changed`, a cancellation
 * `booking.canceled` too; a change that keeps the state is `booking.changed`.
 */
export function webhookEventsOf(event: HistoryEvent): WebhookEventType[] {
  const { action, fromState, toState } = event;
  if (isBlockAction(action)) return [fromState === null ? 'block.created' : 'block.changed'];
  if (fromState === null) return ['booking.created'];
  const types: WebhookEventType[] = [];
  if (PAID_ACTIONS.includes(action)) types.push('payment.succeeded');
  if (REFUND_ACTIONS.includes(action)) types.push('payment.refunded');
  if (fromState !== toState) {
    types.push('booking.state_changed');
    if (toState === BookingState.Canceled) types.push('booking.canceled');
  }
  if (!types.length) types.push('booking.changed');
  return types;
}

/** A new event id (`webhook-id`): the same for every endpoint that gets the event. */
export const newEventId = (): string => `msg_${randomUUID().replaceAll('-', '')}`;

/** The booking as a webhook carries it: its ids and state, and the booking record's one view of it. */
export interface WebhookBookingSource {
  readonly id: number;
  readonly internalId: string;
  readonly state: number;
  readonly version: number;
  readonly currency: string;
  readonly total: number;
  readonly optionDate: string | null;
  readonly reservationcode: string | null;
  readonly data: BookingRecord;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/**
 * docs/integrations.md#the-body: the JSON body of an event, `{ id, type, timestamp, data }` as the Standard
 * Webhooks specification suggests. `data.booking.view` is the booking as docs/rules.md#the-booking-record says
 * a reader sees it (the domain's `viewOfBooking`, in the property's language: what mails and the .ics show).
 */
export function webhookBody(input: {
  readonly id: string;
  readonly type: WebhookEventType;
  readonly at: Date;
  readonly property: { readonly key: string; readonly language: string };
  readonly booking: WebhookBookingSource;
  readonly event?: HistoryEvent & { readonly details?: Record<string, unknown> | null | undefined };
  readonly extra?: Record<string, unknown>;
}): Record<string, unknown> {
  const b = input.booking;
  return {
    id: input.id,
    type: input.type,
    timestamp: input.at.toISOString(),
    data: {
      property: input.property.key,
      booking: {
        id: b.id,
        code: b.internalId,
        state: b.state,
        version: b.version,
        currency: b.currency,
        total: b.total,
        optionDate: b.optionDate,
        reservationcode: b.reservationcode,
        language: input.property.language,
        createdAt: b.createdAt.toISOString(),
        updatedAt: b.updatedAt.toISOString(),
        view: viewOfBooking(b.data, input.property.language),
      },
      ...(input.event
        ? {
            event: {
              action: input.event.action,
              actor: input.event.actor,
              fromState: input.event.fromState,
              toState: input.event.toState,
              details: input.event.details ?? null,
            },
          }
        : {}),
      ...input.extra,
    },
  };
}
