import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { type SortDescriptor, useLocale } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

/** One booking as the property app's inbox lists it. */
interface Booking {
  id: string;
  code: string;
  booker: string;
  arrival: string;
  nights: number;
  state: 'request' | 'confirmed' | 'offer' | 'cancelled';
  amount: number;
}

const stateLabels: Record<Booking['state'], { en: string; de: string }> = {
  request: { en: 'Request', de: 'Anfrage' },
  confirmed: { en: 'Confirmed', de: 'Bestätigt' },
  offer: { en: 'Offer sent', de: 'Angebot gesendet' },
  cancelled: { en: 'Cancelled', de: 'Storniert' },
};

const bookings: readonly Booking[] = [
  {
    id: '1',
    code: 'LH-2611-042',
    booker: 'Anna Berger',
    arrival: '2026-11-23',
    nights: 2,
    state: 'request',
    amount: 1240,
  },
  {
    id: '2',
    code: 'LH-2611-043',
    booker: 'Jonas Keller (Keller & Partner GmbH)',
    arrival: '2026-11-24',
    nights: 1,
    state: 'confirmed',
    amount: 380,
  },
  {
    id: '3',
    code: 'LH-2611-044',
    booker: 'Sophie Martin',
    arrival: '2026-11-27',
    nights: 3,
    state: 'offer',
    amount: 2915.5,
  },
  {
    id: '4',
    code: 'LH-2611-045',
    booker: 'Lukas Schmid',
    arrival: '2026-12-01',
    nights: 2,
    state: 'confirmed',
    amount: 640,
  },
  {
    id: '5',
    code: 'LH-2611-046',
    booker: 'Emma Novak',
    arrival: '2026-12-02',
    nights: 1,
    state: 'cancelled',
    amount: 0,
  },
  {
    id: '6',
    code: 'LH-2611-047',
    booker: 'Daniel Wagner',
    arrival: '2026-12-04',
    nights: 4,
    state: 'request',
    amount: 3480,
  },
  {
    id: '7',
    code: 'LH-2611-048',
    booker: 'Mia Hoffmann',
    arrival: '2026-12-05',
    nights: 2,
    state: 'confirmed',
    amount: 720,
  },
  {
    id: '8',
    code: 'LH-2611-049',
    booker: 'Paul Fischer',
    arrival: '2026-12-08',
    nights: 1,
    state: 'offer',
    amount: 410,
  },
  {
    id: '9',
    code: 'LH-2611-050',
    booker: 'Lea Zimmermann',
    arrival: '2026-12-10',
    nights: 5,
    state: 'confirmed',
    amount: 4150,
  },
  {
    id: '10',
    code: 'LH-2611-051',
    booker: 'Felix Braun',
    arrival: '2026-12-11',
    nights: 2,
    state: 'request',
    amount: 860,
  },
  {
    id: '11',
    code: 'LH-2611-052',
    booker: 'Clara Wolf',
    arrival: '2026-12-15',
    nights: 3,
    state: 'confirmed',
    amount: 1395,
  },
  {
    id: '12',
    code: 'LH-2611-053',
    booker: 'Max Richter',
    arrival: '2026-12-18',
    nights: 1,
    state: 'cancelled',
    amount: 0,
  },
];

type ColumnId = 'code' | 'booker' | 'arrival' | 'state' | 'amount';

const columnLabels = {
  en: {
    code: 'Code',
    booker: 'Booker',
    arrival: 'Arrival',
    state: 'State',
    amount: 'Amount',
    name: 'Bookings',
  },
  de: {
    code: 'Code',
    booker: 'Bucher',
    arrival: 'Anreise',
    state: 'Status',
    amount: 'Betrag',
    name: 'Buchungen',
  },
};

/** The story's stand-in for the server: sorts and pages the demo rows as the API would. */
function serverPage(sort: SortDescriptor, page: number, pageSize: number): Booking[] {
  const key = sort.column as keyof Booking;
  const sorted = [...bookings].sort((a, b) => {
    const order = String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true });
    return sort.direction === 'ascending' ? order : -order;
  });
  return sorted.slice((page - 1) * pageSize, page * pageSize);
}

interface BookingsInboxProps {
  /** Which rows the "server" answers with; `none` for an empty result. */
  data: 'bookings' | 'none';
  isLoading: boolean;
  initialSort: SortDescriptor;
  /** Rows per page; 0 shows every row without a pager. */
  pageSize: number;
  initialPage: number;
  selectionMode: 'none' | 'single' | 'multiple';
  onRowAction: (id: string) => void;
  onSortChange: (descriptor: SortDescriptor) => void;
  onPageChange: (page: number) => void;
}

/** The bookings inbox as the property app builds it: sort and page held by the screen, rows from the server. */
function BookingsInbox(props: BookingsInboxProps) {
  const { locale } = useLocale();
  const lang = locale.startsWith('de') ? 'de' : 'en';
  const text = columnLabels[lang];
  const [sort, setSort] = useState(props.initialSort);
  const [page, setPage] = useState(props.initialPage);
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const columns: DataTableColumn<ColumnId>[] = [
    { id: 'code', label: text.code, isRowHeader: true, allowsSorting: true },
    { id: 'booker', label: text.booker, allowsSorting: true },
    { id: 'arrival', label: text.arrival, allowsSorting: true },
    { id: 'state', label: text.state },
    { id: 'amount', label: text.amount, align: 'end', allowsSorting: true, width: '8rem' },
  ];
  const total = props.data === 'none' ? 0 : bookings.length;
  const pageSize = props.pageSize || bookings.length;
  const rows = props.data === 'none' ? [] : serverPage(sort, page, pageSize);
  return (
    <DataTable
      aria-label={text.name}
      columns={columns}
      rows={props.isLoading && props.data === 'none' ? [] : rows}
      isLoading={props.isLoading}
      selectionMode={props.selectionMode}
      sortDescriptor={sort}
      onSortChange={(next) => {
        props.onSortChange(next);
        setSort(next);
        setPage(1);
      }}
      onRowAction={props.onRowAction}
      renderCell={(row, column) => {
        switch (column) {
          case 'arrival':
            return `${date.format(new Date(`${row.arrival}T12:00:00Z`))} · ${row.nights}×`;
          case 'state':
            return stateLabels[row.state][lang];
          case 'amount':
            return money.format(row.amount);
          default:
            return row[column];
        }
      }}
      {...(props.pageSize
        ? {
            pagination: {
              page,
              pageSize,
              total,
              onPageChange: (next: number) => {
                props.onPageChange(next);
                setPage(next);
              },
            },
          }
        : {})}
    />
  );
}

const meta = {
  title: 'Data/DataTable',
  component: BookingsInbox,
  argTypes: { selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] } },
  args: {
    data: 'bookings',
    isLoading: false,
    initialSort: { column: 'arrival', direction: 'ascending' },
    pageSize: 5,
    initialPage: 1,
    selectionMode: 'none',
    onRowAction: fn(),
    onSortChange: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof BookingsInbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The inbox's first page, by arrival; pressing a header asks the server for another order. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const booker = canvas.getByRole('columnheader', { name: /Booker/ });
    await userEvent.click(booker);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'booker', direction: 'ascending' });
    await waitFor(() => expect(booker).toHaveAttribute('aria-sort', 'ascending'));
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('LH-2611-042');
  },
};

/** Sorted by amount, largest first: the arrow on the column says which way. */
export const Sorted: Story = {
  args: { initialSort: { column: 'amount', direction: 'descending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('LH-2611-050');
  },
};

/** Paging with Previous and Next; the buttons are disabled at the ends. */
export const Paging: Story = {
  play: async ({ args, canvasElement }) => {
    const pager = within(within(canvasElement).getByRole('navigation', { name: 'Pages' }));
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(pager.getByText('Page 3 of 3')).toBeVisible();
    await expect(pager.getByRole('status')).toHaveTextContent('Rows 11–12 of 12');
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Opening a booking from the keyboard: focus a row, Enter. */
export const OpenWithKeyboard: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith('2');
    await expect(canvas.getAllByRole('row')[2]).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { data: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'Nothing to show.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** The first load: one loading row. */
export const Loading: Story = { args: { data: 'none', isLoading: true } };

/** Another page or order on its way: the stale rows dim, the pager says so. */
export const LoadingNextPage: Story = { args: { isLoading: true } };

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('checkbox')[1] as HTMLElement;
    await userEvent.click(first);
    await expect(first).toBeChecked();
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/** A phone (390 px): the table scrolls sideways in a named, focusable region; the booking code stays put. */
export const NarrowViewport: Story = {
  decorators: [(Story) => <div style={{ width: '390px', maxWidth: '100%' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Bookings' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { initialPage: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Buchungen' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Seiten' })).toHaveTextContent('Seite 2 von 3');
  },
};

const team = [
  { id: 'u1', name: 'Anna Berger', role: 'Owner' },
  { id: 'u2', name: 'Jonas Keller', role: 'Staff' },
];

/**
 * Nothing to open, select or sort (the property app's team): a plain table, whose buttons are Tab stops of their
 * own instead of a grid's arrow-key cells.
 */
export const PlainTableWithActions: Story = {
  render: () => (
    <DataTable
      aria-label="Team"
      columns={[
        { id: 'name', label: 'Name', isRowHeader: true },
        { id: 'role', label: 'Role' },
        { id: 'actions', label: 'Actions' },
      ]}
      rows={team}
      renderCell={(row, column) =>
        column === 'actions' ? (
          <Button variant="secondary" aria-label={`Remove ${row.name}`}>
            Remove
          </Button>
        ) : (
          row[column]
        )
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Team' })).toBeVisible();
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'Remove Anna Berger' });
    await expect(remove).toHaveFocus();
    // The look without a focus ring (the visual baseline).
    remove.blur();
  },
};
