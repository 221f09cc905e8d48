import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider, type SortDescriptor } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

interface Booking {
  id: string;
  code: string;
  booker: string;
  amount: string;
}

const columns: DataTableColumn<'code' | 'booker' | 'amount'>[] = [
  { id: 'code', label: 'Code', isRowHeader: true, allowsSorting: true },
  { id: 'booker', label: 'Booker', allowsSorting: true },
  { id: 'amount', label: 'Amount', align: 'end' },
];

const bookings: Booking[] = [
  { id: 'b1', code: 'LH-1042', booker: 'Anna Berger', amount: '€ 1,240.00' },
  { id: 'b2', code: 'LH-1043', booker: 'Jonas Keller', amount: '€ 380.00' },
];

function Bookings(props: {
  rows?: Booking[];
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  onRowAction?: (id: string) => void;
  isLoading?: boolean;
  pagination?: { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };
}) {
  const { rows = bookings, ...rest } = props;
  return (
    <DataTable
      aria-label="Bookings"
      columns={columns}
      rows={rows}
      renderCell={(row, column) => row[column]}
      {...rest}
    />
  );
}

/** A table whose page state lives in the test, as the app would hold it. */
function PagedBookings({ total, onPageChange }: { total: number; onPageChange: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <Bookings
      pagination={{
        page,
        pageSize: 25,
        total,
        onPageChange: (next) => {
          onPageChange(next);
          setPage(next);
        },
      }}
    />
  );
}

describe('DataTable', () => {
  it('shows the rows under named column headers, the row header naming each row @wcag-1.3.1', () => {
    render(<Bookings />);
    const table = screen.getByRole('grid', { name: 'Bookings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Code', 'Booker', 'Amount']);
    expect(within(table).getByRole('rowheader', { name: 'LH-1042' })).toBeInTheDocument();
    expect(within(table).getByRole('gridcell', { name: '€ 380.00' })).toBeInTheDocument();
  });

  it('asks for descending order when the sorted column is pressed again', async () => {
    const onSortChange = vi.fn();
    render(
      <Bookings sortDescriptor={{ column: 'code', direction: 'ascending' }} onSortChange={onSortChange} />,
    );
    const code = screen.getByRole('columnheader', { name: /Code/ });
    expect(code).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(code);
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'code', direction: 'descending' });
  });

  it('asks for ascending order by another column, from the keyboard too', async () => {
    const onSortChange = vi.fn();
    render(
      <Bookings sortDescriptor={{ column: 'code', direction: 'ascending' }} onSortChange={onSortChange} />,
    );
    const user = userEvent.setup();
    await user.tab();
    // Focus lands in the body; up reaches the header row, right the next column.
    await user.keyboard('{ArrowUp}');
    const code = screen.getByRole('columnheader', { name: /Code/ });
    expect(code).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('columnheader', { name: /Booker/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'booker', direction: 'ascending' });
  });

  it('says nothing of its sort order when it opens, and says a new order the user chose @wcag-4.1.3', async () => {
    // react-aria's live announcer (an assertive log) is where a sort change is said.
    const assertive = () =>
      document.querySelector('[data-live-announcer] [aria-live="assertive"]')?.textContent ?? '';
    function Sorted() {
      const [sort, setSort] = useState<SortDescriptor>({ column: 'code', direction: 'ascending' });
      return <Bookings sortDescriptor={sort} onSortChange={setSort} />;
    }
    render(<Sorted />);
    // What the region holds once the task that opened the table is over (a screen reader reads it after that).
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The page's heading is read on arrival; the table's order, on its column header, is not said over it.
    expect(screen.getByRole('columnheader', { name: /Code/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(assertive()).toBe('');
    await userEvent.click(screen.getByRole('columnheader', { name: /Booker/ }));
    expect(assertive()).toMatch(/Booker/);
  });

  it('does not offer sorting on a column that does not allow it', async () => {
    const onSortChange = vi.fn();
    render(<Bookings onSortChange={onSortChange} />);
    const amount = screen.getByRole('columnheader', { name: 'Amount' });
    expect(amount).not.toHaveAttribute('aria-sort');
    await userEvent.click(amount);
    expect(onSortChange).not.toHaveBeenCalled();
  });

  it('opens the focused row with Enter and a clicked row with the pointer', async () => {
    const onRowAction = vi.fn();
    render(<Bookings onRowAction={onRowAction} />);
    const user = userEvent.setup();
    await user.tab();
    const rows = within(screen.getByRole('grid')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith('b2');
    await user.click(screen.getByRole('rowheader', { name: 'LH-1042' }));
    expect(onRowAction).toHaveBeenLastCalledWith('b1');
  });

  it('says there is nothing to show, in the locale, or what the caller gives', () => {
    const { unmount } = render(
      <I18nProvider locale="de-DE">
        <Bookings rows={[]} />
      </I18nProvider>,
    );
    expect(screen.getByRole('rowheader', { name: 'Keine Einträge.' })).toBeInTheDocument();
    unmount();
    render(
      <DataTable
        aria-label="Bookings"
        columns={columns}
        rows={[] as Booking[]}
        renderCell={(row, column) => row[column]}
        emptyState={() => <p>No bookings match these filters.</p>}
      />,
    );
    expect(screen.getByText('No bookings match these filters.')).toBeInTheDocument();
  });

  it('shows a loading row and is busy while the first rows load', () => {
    render(
      <Bookings
        rows={[]}
        isLoading
        pagination={{ page: 1, pageSize: 25, total: 0, onPageChange: () => {} }}
      />,
    );
    const table = screen.getByRole('grid', { name: 'Bookings' });
    expect(table.closest('[aria-busy="true"]')).not.toBeNull();
    expect(within(table).getByRole('rowheader', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps the rows and says "Loading…" in the pager while another page loads', () => {
    render(<Bookings isLoading pagination={{ page: 1, pageSize: 2, total: 5, onPageChange: () => {} }} />);
    expect(screen.getByRole('grid').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('rowheader', { name: 'LH-1042' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

describe('DataTable without row actions, selection or sorting', () => {
  const members = [
    { id: 'u1', name: 'Anna Berger' },
    { id: 'u2', name: 'Jonas Keller' },
  ];
  it('is a plain table whose buttons are Tab stops, in row order @wcag-2.1.1 @wcag-1.3.1', async () => {
    render(
      <>
        <button type="button">Add user</button>
        <DataTable
          aria-label="Team"
          columns={[
            { id: 'name', label: 'Name', isRowHeader: true },
            { id: 'actions', label: 'Actions' },
          ]}
          rows={members}
          renderCell={(row, column) =>
            column === 'name' ? row.name : <button type="button">{`Remove ${row.name}`}</button>
          }
        />
      </>,
    );
    const table = screen.getByRole('table', { name: 'Team' });
    expect(screen.queryByRole('grid')).toBeNull();
    expect(within(table).getByRole('rowheader', { name: 'Jonas Keller' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Actions']);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Add user' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove Anna Berger' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove Jonas Keller' })).toHaveFocus();
  });
  it('says there is nothing to show', () => {
    render(
      <DataTable
        aria-label="Team"
        columns={[{ id: 'name', label: 'Name', isRowHeader: true }]}
        rows={[]}
        renderCell={() => null}
        emptyState="Nobody yet."
      />,
    );
    expect(screen.getByRole('table', { name: 'Team' })).toHaveTextContent('Nobody yet.');
  });
});

describe('Pagination', () => {
  it('pages forward and back, with the buttons disabled at the ends', async () => {
    const onPageChange = vi.fn();
    render(<PagedBookings total={60} onPageChange={onPageChange} />);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    const previous = within(pager).getByRole('button', { name: 'Previous' });
    const next = within(pager).getByRole('button', { name: 'Next' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('status')).toHaveTextContent('Rows 1–25 of 60');
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await userEvent.click(next);
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(previous).toBeEnabled();

    await userEvent.click(next);
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    expect(within(pager).getByRole('status')).toHaveTextContent('Rows 51–60 of 60');
    expect(next).toBeDisabled();
    // Focus does not fall to the page when the pressed button turns disabled.
    expect(previous).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('has one empty page when there are no rows', () => {
    render(<Bookings rows={[]} pagination={{ page: 1, pageSize: 25, total: 0, onPageChange: () => {} }} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('navigation')).toHaveTextContent('No rows');
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 1 of 1');
  });

  it('speaks German with German number formats', () => {
    render(
      <I18nProvider locale="de-DE">
        <Bookings pagination={{ page: 2, pageSize: 500, total: 1234, onPageChange: () => {} }} />
      </I18nProvider>,
    );
    const pager = screen.getByRole('navigation', { name: 'Seiten' });
    expect(pager).toHaveTextContent('Seite 2 von 3');
    expect(within(pager).getByRole('status')).toHaveTextContent('Zeilen 501–1.000 von 1.234');
    expect(within(pager).getByRole('button', { name: 'Zurück' })).toBeEnabled();
    expect(within(pager).getByRole('button', { name: 'Weiter' })).toBeEnabled();
  });
});
