import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartSummary } from './CartSummary.tsx';
import { twoDayMeeting } from './cartFixture.ts';

const meta = {
  title: 'Booking/CartSummary',
  component: CartSummary,
  args: twoDayMeeting,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('table')).toHaveLength(2);
    await expect(canvas.getByText('Total').nextElementSibling).toHaveTextContent('€1,354.00');
  },
};

export const TwoCurrencies: Story = {
  args: {
    totals: [
      { amount: 135400, currency: 'EUR' },
      { amount: 5000, currency: 'CHF' },
    ],
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const Empty: Story = { args: { days: [], vat: [], totals: [] } };

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    title: 'Zusammenfassung Ihrer Veranstaltungsanfrage',
    days: [
      {
        id: 'd1',
        date: new CalendarDate(2026, 12, 1),
        lines: [
          {
            id: 'a',
            name: 'Ganztägige Tagungspauschale mit Kaffeepausen, Mittagessen und Getränken',
            quantity: 24,
            note: '24 Personen',
            amount: 189600,
            currency: 'EUR',
          },
          {
            id: 'b',
            name: 'Dolmetscherkabine mit Technikbetreuung',
            quantity: 1,
            amount: null,
            onRequest: true,
            currency: 'EUR',
          },
          {
            id: 'c',
            name: 'Mindestumsatz Veranstaltungssaal',
            amount: 25000,
            currency: 'EUR',
            kind: 'minimumSales',
          },
        ],
      },
    ],
  },
};
