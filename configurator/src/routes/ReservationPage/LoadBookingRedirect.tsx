import { Redirect, useSearch } from 'wouter';

/**
 * docs/pages.md#reopening-a-booking: a link carrying loadBooking and bookingtoken opens the booking-code prompt, whatever page it
 * names; any other unknown path goes to `fallback`.
 */
export function LoadBookingRedirect({ fallback }: { fallback: string }) {
  const search = useSearch();
  const params = new URLSearchParams(search);
  if (params.has('bookingtoken') && params.has('loadBooking'))
    return <Redirect to={`/reservation?${search}`} replace />;
  return <Redirect to={fallback} replace />;
}
