import { announce, clearAnnouncer } from '@react-aria/live-announcer';
import { type CSSProperties, type ReactNode, useEffect, useLayoutEffect } from 'react';
import {
  Cell,
  Checkbox,
  Collection,
  Column,
  type Key,
  Table as RACTable,
  type TableProps as RACTableProps,
  Row,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { useStrings } from '../../i18n/useStrings.ts';
import { box } from '../Checkbox/Checkbox.css.ts';
import { Icon } from '../IconButton/icons.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as css from './DataTable.css.ts';
import { Pagination, type PaginationProps } from './Pagination.tsx';
import { dataTableStrings } from './strings.ts';
import { useOverflows } from './useOverflows.ts';

/** How a column's content lines up; `end` for amounts and counts. Reused by the stories. */
export const dataTableAligns = ['start', 'end'] as const;
export type DataTableAlign = (typeof dataTableAligns)[number];

/** One column: its id (passed to `renderCell` and in the sort descriptor) and its translated header. */
export interface DataTableColumn<C extends string = string> {
  readonly id: C;
  /** The header text, already translated. */
  readonly label: string;
  /** The column that names a row (e.g. the booking code); screen readers announce it on row changes. */
  readonly isRowHeader?: boolean;
  /** Whether pressing the header asks for sorting by this column (`onSortChange`). */
  readonly allowsSorting?: boolean;
  /** @default 'start' */
  readonly align?: DataTableAlign;
  /** A CSS width for the column, e.g. `'8rem'`; otherwise the content decides. */
  readonly width?: string;
}

/** The table needs a name: either a visible heading (`aria-labelledby`) or an `aria-label`. */
type AccessibleName =
  | { 'aria-label': string; 'aria-labelledby'?: string }
  | { 'aria-labelledby': string; 'aria-label'?: string };

interface DataTableOwnProps<R extends { readonly id: Key }, C extends string> {
  columns: readonly DataTableColumn<C>[];
  /** The rows of the current page, in the order the server sorted them. */
  rows: readonly R[];
  /** What one cell shows (format dates and money here, in the app's locale). */
  renderCell: (row: R, columnId: C) => ReactNode;
  /** Opens a row (click, tap, or Enter on a focused row), with the row's id. */
  onRowAction?: (id: R['id']) => void;
  /**
   * Shown in place of the rows when there are none (and nothing is loading).
   * @default 'Nothing to show.' (translated)
   */
  emptyState?: ReactNode | (() => ReactNode);
  /**
   * Rows are on their way: the table is `aria-busy`; with no rows a loading row shows, otherwise the stale rows
   * dim and the pager says "Loading…".
   * @default false
   */
  isLoading?: boolean;
  /** Paging controls under the table (server-side paging). */
  pagination?: Omit<PaginationProps, 'isLoading'>;
}

export type DataTableProps<R extends { readonly id: Key }, C extends string = string> = Omit<
  RACTableProps,
  'children' | 'aria-label' | 'aria-labelledby' | 'onRowAction' | 'className' | 'style'
> &
  AccessibleName &
  DataTableOwnProps<R, C>;

/**
 * A data table (react-aria Table: a keyboard-navigable grid) over typed columns and rows, sorted and paged by
 * the caller (controlled `sortDescriptor`/`onSortChange`, `pagination`). A table whose rows cannot be opened,
 * selected or sorted is a plain HTML table instead: its buttons are ordinary Tab stops. Wider than its container, it scrolls
 * sideways inside a labelled region that takes focus when it overflows, and the row header column stays put.
 */
export function DataTable<R extends { readonly id: Key }, C extends string = string>({
  columns,
  rows,
  renderCell,
  onRowAction,
  emptyState,
  isLoading = false,
  pagination,
  ...tableProps
}: DataTableProps<R, C>) {
  const t = useStrings(dataTableStrings);
  const [scrollerRef, overflows] = useOverflows<HTMLDivElement>();
  useAnnouncerRegion();
  const hasSelection = (tableProps.selectionMode ?? 'none') !== 'none';
  // Only a first-column row header sticks: behind a selection column it would slide over the checkboxes.
  const stickyId = !hasSelection && columns[0]?.isRowHeader ? columns[0].id : undefined;
  const name = { 'aria-label': tableProps['aria-label'], 'aria-labelledby': tableProps['aria-labelledby'] };
  // react-aria caches rendered rows; anything their look depends on must be listed here.
  const dependencies = [renderCell, columns, isLoading, stickyId, onRowAction];
  const widthStyle = (column: DataTableColumn<C>): { style?: CSSProperties } =>
    column.width ? { style: { width: column.width, minWidth: column.width } } : {};

  // Nothing to open, select or sort: a plain table (role table), whose buttons and links are Tab stops of their own
  // (issue 44: a grid keeps them behind the arrow keys, which nothing tells a keyboard user).
  if (!onRowAction && !hasSelection && !columns.some((column) => column.allowsSorting))
    return (
      <div className={css.root} aria-busy={isLoading || undefined}>
        <div
          ref={scrollerRef}
          {...(overflows ? { role: 'region', tabIndex: 0, ...name } : {})}
          className={css.scroller}
        >
          <table {...name} className={css.table}>
            <thead className={css.header}>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.id}
                    scope="col"
                    {...widthStyle(column)}
                    className={css.column({
                      align: column.align ?? 'start',
                      sortable: false,
                      hovered: false,
                      focusVisible: false,
                      sticky: column.id === stickyId,
                    })}
                  >
                    <span className={css.columnLabel({ align: column.align ?? 'start' })}>
                      {column.label}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={css.body}>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length}>
                    <div className={css.emptyState}>
                      {isLoading ? (
                        <span className={css.loading}>
                          <span aria-hidden="true">
                            <Spinner size="small" delay={0} />
                          </span>
                          {t.loading}
                        </span>
                      ) : typeof emptyState === 'function' ? (
                        emptyState()
                      ) : (
                        (emptyState ?? t.empty)
                      )}
                    </div>
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr
                    key={row.id}
                    className={css.row({
                      actionable: false,
                      hovered: false,
                      selected: false,
                      focusVisible: false,
                      stale: isLoading,
                    })}
                  >
                    {columns.map((column) => {
                      const Tag = column.isRowHeader ? 'th' : 'td';
                      return (
                        <Tag
                          key={column.id}
                          {...(column.isRowHeader ? { scope: 'row' } : {})}
                          className={css.cell({
                            align: column.align ?? 'start',
                            rowHeader: Boolean(column.isRowHeader),
                            focusVisible: false,
                            sticky: column.id === stickyId,
                          })}
                        >
                          {renderCell(row, column.id)}
                        </Tag>
                      );
                    })}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        {pagination && !(isLoading && rows.length === 0) && (
          <Pagination {...pagination} isLoading={isLoading} />
        )}
      </div>
    );

  return (
    // aria-busy sits on the wrapper: react-aria's Table does not pass it through to the grid.
    <div className={css.root} aria-busy={isLoading || undefined}>
      {/* Once it overflows, the scroller becomes a named, focusable region so it can be scrolled with the
          keyboard (WCAG 2.1.1); while everything fits it is a plain box and no extra tab stop. */}
      <div
        ref={scrollerRef}
        {...(overflows ? { role: 'region', tabIndex: 0, ...name } : {})}
        className={css.scroller}
      >
        <RACTable
          {...tableProps}
          {...(onRowAction ? { onRowAction: (key: Key) => onRowAction(key as R['id']) } : {})}
          className={css.table}
        >
          <TableHeader className={css.header}>
            {hasSelection && (
              <Column className={css.selectionColumn}>
                {tableProps.selectionMode === 'multiple' && <SelectionBox />}
              </Column>
            )}
            {columns.map((column) => (
              <Column
                key={column.id}
                id={column.id}
                textValue={column.label}
                {...(column.isRowHeader ? { isRowHeader: true } : {})}
                {...(column.allowsSorting ? { allowsSorting: true } : {})}
                {...widthStyle(column)}
                className={(state) =>
                  css.column({
                    align: column.align ?? 'start',
                    sortable: state.allowsSorting,
                    hovered: state.isHovered && state.allowsSorting,
                    focusVisible: state.isFocusVisible,
                    sticky: column.id === stickyId,
                  })
                }
              >
                {({ sortDirection, allowsSorting }) => (
                  <span className={css.columnLabel({ align: column.align ?? 'start' })}>
                    {column === columns[0] && <QuietOpening />}
                    {column.label}
                    {allowsSorting && (
                      <span className={css.sortIcon({ direction: sortDirection ?? 'none' })}>
                        <Icon name="chevronDown" size={16} />
                      </span>
                    )}
                  </span>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody
            className={css.body}
            renderEmptyState={() => (
              <div className={css.emptyState}>
                {isLoading ? (
                  <span className={css.loading}>
                    {/* The text says it; the spinner's own label would say it twice. */}
                    <span aria-hidden="true">
                      <Spinner size="small" delay={0} />
                    </span>
                    {t.loading}
                  </span>
                ) : typeof emptyState === 'function' ? (
                  emptyState()
                ) : (
                  (emptyState ?? t.empty)
                )}
              </div>
            )}
          >
            <Collection items={rows} dependencies={dependencies}>
              {(row) => (
                <Row
                  id={row.id}
                  dependencies={dependencies}
                  className={(state) =>
                    css.row({
                      actionable: Boolean(onRowAction) || hasSelection,
                      hovered: state.isHovered,
                      selected: state.isSelected,
                      focusVisible: state.isFocusVisible,
                      stale: isLoading,
                    })
                  }
                >
                  {hasSelection && (
                    <Cell className={css.selectionCell}>
                      <SelectionBox />
                    </Cell>
                  )}
                  {columns.map((column) => (
                    <Cell
                      key={column.id}
                      className={(state) =>
                        css.cell({
                          align: column.align ?? 'start',
                          rowHeader: Boolean(column.isRowHeader),
                          focusVisible: state.isFocusVisible,
                          sticky: column.id === stickyId,
                        })
                      }
                    >
                      {renderCell(row, column.id)}
                    </Cell>
                  ))}
                </Row>
              )}
            </Collection>
          </TableBody>
        </RACTable>
      </div>
      {/* During the first load the loading row says it all; the pager comes with the rows. */}
      {pagination && !(isLoading && rows.length === 0) && (
        <Pagination {...pagination} isLoading={isLoading} />
      )}
    </div>
  );
}

/**
 * react-aria's table says its sort order (in its assertive live region) whenever the order's description changes, and
 * on every opening it changes once: its columns arrive a render after the first. That cut off the page's heading,
 * read as the page opens (issue 44). The order is on the sorted column's header (aria-sort) all along; only an
 * order the user chooses is said.
 */
function useAnnouncerRegion() {
  // The announcer's first message waits 100 ms for its live region to be in the page (later ones are put there at
  // once): an empty message makes the region before the table's opening message comes, so it can be taken back.
  useLayoutEffect(() => {
    if (!document.querySelector('[data-live-announcer]')) announce('', 'polite');
  }, []);
}

/**
 * Takes back the table's opening sort message: rendered in the first column's header, it mounts in the render that
 * brings the columns, and once that render's effects (react-aria's message among them) have run, in the same task,
 * it empties the assertive region, so no screen reader meets the message.
 */
function QuietOpening() {
  useEffect(() => {
    queueMicrotask(() => clearAnnouncer('assertive'));
  }, []);
  return null;
}

/** A row's (or the header's select-all) checkbox; react-aria names it and wires it to the row through the "selection" slot. */
function SelectionBox() {
  return (
    <Checkbox slot="selection" className={css.checkbox}>
      {({ isSelected, isIndeterminate, isFocusVisible }) => (
        <span className={box({ selected: isSelected || isIndeterminate, focusVisible: isFocusVisible })}>
          {isSelected && <Icon name="check" size={16} />}
          {isIndeterminate && <Icon name="minus" size={16} />}
        </span>
      )}
    </Checkbox>
  );
}
