/*
 * The occupancy grid's keyboard model, on the DOM of its table: the model react-aria's Table gave it (its
 * TableKeyboardDelegate and useSelectableCollection, react-aria 1.x), kept key for key, without a React state per
 * focus move. A table's items are its column headers, its body rows and their cells (a unit group's row has one
 * cell over all columns):
 * - Down/Up: the cell in the same column of the next/previous row (a group's cell covers every column), or that
 *   row itself when a row is focused; Up from the first row goes to the column header of the cell's column (the
 *   first one from a row); Down from a column header to the first row's cell in its column.
 * - Right/Left (mirrored right to left): the next/previous cell of the row; past its last/first cell, the row
 *   itself; from a row, its first/last cell; between column headers, wrapping around.
 * - Home/End: the first/last cell of the row (with Ctrl: of the first/last row); from a row, the first/last row.
 * - PageDown/PageUp: down/up by about the window's height, in the same column.
 * - Typing a unit's or a group's name (typeahead, a second apart starts again): its row header (its row, when a
 *   row is focused), searching from the focused row on, then from the top.
 */

/** Whether `el` is an item of the grid: a row, a row header or day cell, a column header. */
export const isGridItem = (el: Element | null): el is HTMLElement =>
  el instanceof HTMLElement &&
  ['row', 'gridcell', 'rowheader', 'columnheader'].includes(el.getAttribute('role') ?? '');

const isRow = (el: HTMLElement) => el.tagName === 'TR';
const isColumnHeader = (el: HTMLElement) => el.getAttribute('role') === 'columnheader';
const bodyRows = (table: HTMLTableElement) => [...(table.tBodies[0]?.rows ?? [])];
const headerCells = (table: HTMLTableElement) => [...(table.tHead?.rows[0]?.cells ?? [])];

/** The column a cell starts in (a cell over several columns counts as one, as react-aria's index does). */
const columnOf = (cell: HTMLTableCellElement) => cell.cellIndex;

/** The cell of `row` in column `index`: a cell over several columns covers each of them. */
function cellAt(row: HTMLTableRowElement, index: number): HTMLElement | null {
  let i = 0;
  for (const cell of row.cells) {
    if (cell.colSpan > 1 && cell.colSpan + i > index) return cell;
    if (cell.colSpan > 1) i += cell.colSpan - 1;
    if (i === index) return cell;
    i++;
  }
  return null;
}

function below(table: HTMLTableElement, from: HTMLElement): HTMLElement | null {
  const rows = bodyRows(table);
  if (isColumnHeader(from)) {
    const first = rows[0];
    return first ? cellAt(first, (from as HTMLTableCellElement).cellIndex) : null;
  }
  const row = (isRow(from) ? from : from.parentElement) as HTMLTableRowElement;
  const next = rows[rows.indexOf(row) + 1];
  if (!next) return null;
  return isRow(from) ? next : cellAt(next, columnOf(from as HTMLTableCellElement));
}

function above(table: HTMLTableElement, from: HTMLElement): HTMLElement | null {
  if (isColumnHeader(from)) return null;
  const rows = bodyRows(table);
  const row = (isRow(from) ? from : from.parentElement) as HTMLTableRowElement;
  const previous = rows[rows.indexOf(row) - 1];
  if (previous) return isRow(from) ? previous : cellAt(previous, columnOf(from as HTMLTableCellElement));
  const headers = headerCells(table);
  return (isRow(from) ? headers[0] : headers[(from as HTMLTableCellElement).cellIndex]) ?? null;
}

/** The item after `from` in reading order (`forward`), or before it. */
function beside(table: HTMLTableElement, from: HTMLElement, forward: boolean): HTMLElement | null {
  if (isColumnHeader(from)) {
    const headers = headerCells(table);
    const i = headers.indexOf(from as HTMLTableCellElement);
    return (forward ? (headers[i + 1] ?? headers[0]) : (headers[i - 1] ?? headers.at(-1))) ?? null;
  }
  if (isRow(from)) {
    const cells = [...(from as HTMLTableRowElement).cells];
    return (forward ? cells[0] : cells.at(-1)) ?? null;
  }
  const row = from.parentElement as HTMLTableRowElement;
  const cells = [...row.cells];
  const i = cells.indexOf(from as HTMLTableCellElement);
  return cells[forward ? i + 1 : i - 1] ?? row;
}

function edge(
  table: HTMLTableElement,
  from: HTMLElement,
  last: boolean,
  global: boolean,
): HTMLElement | null {
  const rows = bodyRows(table);
  const pick = <T>(list: readonly T[]) => (last ? list.at(-1) : list[0]) ?? null;
  if (!isRow(from) && !global) return pick([...(from.parentElement as HTMLTableRowElement).cells]);
  const row = pick(rows);
  if (!row) return null;
  return !isRow(from) && global ? pick([...row.cells]) : row;
}

function page(table: HTMLTableElement, from: HTMLElement, down: boolean): HTMLElement | null {
  const step = down ? below : above;
  const start = from.getBoundingClientRect();
  const height = window.innerHeight;
  let key: HTMLElement | null = from;
  let next = step(table, from);
  while (next && !isColumnHeader(next)) {
    key = next;
    const rect = next.getBoundingClientRect();
    if (down ? rect.bottom >= start.top + height : rect.top <= start.bottom - height) break;
    next = step(table, next);
  }
  return key === from ? null : key;
}

/** Where an arrow, Home, End, PageUp or PageDown key moves the focus from `from`; null: not a key of the grid. */
export function nextItem(
  table: HTMLTableElement,
  from: HTMLElement,
  e: { key: string; ctrlKey: boolean; metaKey: boolean },
  rtl: boolean,
): HTMLElement | null {
  switch (e.key) {
    case 'ArrowDown':
      return below(table, from);
    case 'ArrowUp':
      return above(table, from);
    case 'ArrowRight':
      return beside(table, from, !rtl);
    case 'ArrowLeft':
      return beside(table, from, rtl);
    case 'Home':
      return edge(table, from, false, e.ctrlKey || e.metaKey);
    case 'End':
      return edge(table, from, true, e.ctrlKey || e.metaKey);
    case 'PageDown':
      return page(table, from, true);
    case 'PageUp':
      return page(table, from, false);
    default:
      return null;
  }
}

const collator = new Intl.Collator(undefined, { usage: 'search', sensitivity: 'base' });

/** Typeahead: the row header (or, from a row, the row) whose name starts with `search`, from `from` on. */
export function searchItem(
  table: HTMLTableElement,
  from: HTMLElement | null,
  search: string,
): HTMLElement | null {
  const rows = bodyRows(table);
  const start = from && !isColumnHeader(from) ? (isRow(from) ? from : from.parentElement) : null;
  const at = Math.max(0, rows.indexOf(start as HTMLTableRowElement));
  for (const row of [...rows.slice(at), ...rows.slice(0, at)]) {
    const header = [...row.cells].find((c) => c.getAttribute('role') === 'rowheader');
    const text = header?.textContent ?? '';
    if (header && text && collator.compare(text.slice(0, search.length), search) === 0)
      return from && isRow(from) ? row : header;
  }
  return null;
}

/**
 * After a focus move by keyboard, in the next frame: the item scrolled into the window as react-aria's collections
 * do it (its scrollIntoViewport): to the nearest edge (honouring the scroll margins, OccupancyPage.css.ts), and,
 * where that scrolled, the grid centred first and the item brought to the nearest edge again, so that it ends up
 * clear of the sticky day headers.
 */
export function scrollIntoViewport(item: HTMLElement, grid: HTMLElement): void {
  if (!item.isConnected) return;
  const root = document.scrollingElement ?? document.documentElement;
  if (getComputedStyle(root).overflow === 'hidden') return;
  const before = item.getBoundingClientRect();
  item.scrollIntoView({ block: 'nearest' });
  const after = item.getBoundingClientRect();
  if (Math.abs(before.left - after.left) > 1 || Math.abs(before.top - after.top) > 1) {
    grid.scrollIntoView({ block: 'center', inline: 'center' });
    item.scrollIntoView({ block: 'nearest' });
  }
}
