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

/** Label keys of the booking states; Optional has none of its own in the spec and reads as UNKNOWN. */
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
  [BookingState.Confirmed]: 'CONFIRMED',
  [BookingState.Cleared]: 'CLEARED',
  [BookingState.Canceled]: 'CANCELED',
  [BookingState.Deleted]: 'DELETED',
};

/** The label key for a state value; any value without a label gives UNKNOWN. */
export const bookingStateLabel = (state: number | null | undefined): BookingStateLabel =>
  (state != null ? labels[state] : undefined) ?? 'UNKNOWN';
