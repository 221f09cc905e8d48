/** Booking states with their numeric values (docs/rules.md#booking-states). */
export const BookingState = {
  New: 1,
  Offered: 2,
  Optional: 4,
  Confirmed: 8,
  Cleared: 16,
  Canceled: 32,
  Deleted: 64,
} as const;
export type BookingState = (typeof BookingState)[keyof typeof BookingState];

/**
 * Label keys of the booking states as the booker reads them. Optional has none of its own in the spec: to the booker
 * it is the hotel's offer, held until its option date (which the booking's page says), so it reads as OFFERED.
 */
export type BookingStateLabel =
  | 'NEW'
  | 'OFFERED'
  | 'CONFIRMED'
  | 'CLEARED'
  | 'CANCELED'
  | 'DELETED'
  | 'UNKNOWN';

const labels: Readonly<Record<number, BookingStateLabel>> = {
  [BookingState.New]: 'NEW',
  [BookingState.Offered]: 'OFFERED',
  [BookingState.Optional]: 'OFFERED',
  [BookingState.Confirmed]: 'CONFIRMED',
  [BookingState.Cleared]: 'CLEARED',
  [BookingState.Canceled]: 'CANCELED',
  [BookingState.Deleted]: 'DELETED',
};

/** The label key for a state value; any value without a label gives UNKNOWN. */
export const bookingStateLabel = (state: number | null | undefined): BookingStateLabel =>
  (state != null ? labels[state] : undefined) ?? 'UNKNOWN';
