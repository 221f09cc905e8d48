import { CalendarDate } from '@internationalized/date';
import type { CartSummaryProps } from './CartSummary.tsx';

/** A two-day meeting with a room, lunch, a price-on-request item and a minimum-spend line. */
export const twoDayMeeting: CartSummaryProps = {
  days: [
    {
      id: 'd1',
      date: new CalendarDate(2026, 12, 1),
      lines: [
        { id: 'room', name: 'Conference room Linde', quantity: 1, amount: 45000, currency: 'EUR' },
        {
          id: 'lunch',
          name: 'Business lunch',
          quantity: 12,
          note: '12 people',
          amount: 35400,
          currency: 'EUR',
        },
        {
          id: 'tech',
          name: 'Interpreting booth',
          quantity: 1,
          amount: null,
          onRequest: true,
          currency: 'EUR',
        },
      ],
    },
    {
      id: 'd2',
      date: new CalendarDate(2026, 12, 2),
      lines: [
        { id: 'room2', name: 'Conference room Linde', quantity: 1, amount: 45000, currency: 'EUR' },
        { id: 'min', name: 'Minimum spend', amount: 10000, currency: 'EUR', kind: 'minimumSales' },
      ],
    },
    { id: 'd3', date: new CalendarDate(2026, 12, 3), lines: [] },
  ],
  vat: [
    { rate: 19, amount: 15966, currency: 'EUR' },
    { rate: 7, amount: 2316, currency: 'EUR' },
  ],
  totals: [{ amount: 135400, currency: 'EUR' }],
};
