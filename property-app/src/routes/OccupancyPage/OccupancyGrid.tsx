// biome-ignore-all lint/a11y/useSemanticElements: the grid is a table whose cells take the ARIA grid's roles.
// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: an ARIA grid on a table (gridNav.ts).
// biome-ignore-all lint/a11y/noRedundantRoles: the roles are spelled out, as react-aria's Table did (the tests' selectors).
import type { BlockReason } from '@venue/domain';
import {
  type Dispatch,
  type FocusEvent,
  type KeyboardEvent,
  memo,
  type PointerEvent,
  type SetStateAction,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { type DaySelection, extendSelection, isSelected, markDay } from './daySelection.ts';
import { isGridItem, nextItem, scrollIntoViewport, searchItem } from './gridNav.ts';
import * as css from './OccupancyPage.css.ts';
import type { CellHolder, OccupancyCell, OccupancyGroup, OccupancyView } from './occupancyGrid.ts';
import { useDayFormats } from './useDayFormats.ts';

/** How a holder looks (its colour variant) and the sign that says the same without colour. */
const looks = {
  request: '?',
  offered: '◇',
  optional: '◐',
  booked: '●',
  block: '✕',
  group: '▣',
} as const;
export type Look = keyof typeof looks;
export const lookSign = (look: Look) => looks[look];

/** The look of a booking state (docs/rules.md#booking-states): New, Offered, Optional, else booked. */
export function lookOf(holder: CellHolder): Look {
  if (holder.kind === 'block') return 'block';
  if (holder.kind === 'group') return 'group';
  return holder.state === 1
    ? 'request'
    : holder.state === 2
      ? 'offered'
      : holder.state === 4
        ? 'optional'
        : 'booked';
}

/** The i18n key of a look's word ("booked", "blocked"). */
export const lookWord = (look: Look) =>
  ({
    request: 'occupancy.state.1',
    offered: 'occupancy.state.2',
    optional: 'occupancy.state.4',
    booked: 'occupancy.state.8',
    block: 'occupancy.state.block',
    group: 'occupancy.state.group',
  })[look];

interface OccupancyGridProps {
  readonly groups: readonly OccupancyGroup[];
  readonly days: readonly string[];
  readonly today: string;
  readonly view: OccupancyView;
  readonly label: string;
  /** The id of the keyboard hint under the grid. */
  readonly hintId: string;
  readonly selection: DaySelection | null;
  readonly onSelectionChange: Dispatch<SetStateAction<DaySelection | null>>;
  readonly onOpenBooking: (id: number) => void;
}

const bookingOf = (cell: OccupancyCell | undefined) =>
  cell?.holders.find((h) => h.kind === 'booking' && h.bookingId !== null)?.bookingId ?? null;

/**
 * Focuses a day and brings it out from under the sticky unit column and day headers (WCAG 2.4.11): the browser
 * scrolls a focused element only when none of it is in view, and a day under the unit column counts as in view.
 * Scrolled to the nearest edge, the day's scroll margins (OccupancyPage.css.ts) keep it beside the column and above
 * a stuck action bar.
 */
export function focusDay(day: HTMLElement | null | undefined): void {
  if (!day) return;
  day.focus({ preventScroll: true });
  day.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** One unit's day: what the sighted see (its look, the name over a stay's first day) and its name, unchosen. */
interface DayView {
  readonly look: Look | 'free';
  /** The sign and text over the first day of a stay in the frame, spanning `run` days; else null. */
  readonly label: { readonly sign: string; readonly text: string; readonly run: number } | null;
  /** "booked, Müller" or "free". */
  readonly held: string;
  readonly day: string;
  /** "Monday 7 December" */
  readonly date: string;
  readonly bookingId: number | null;
}

interface UnitRowProps {
  readonly unitId: number;
  readonly unitName: string;
  readonly rowHeaderId: string;
  readonly cells: readonly DayView[];
  /** The choice, when it is of this unit's days; else null (other units' rows are not rendered again). */
  readonly selection: DaySelection | null;
  readonly name: (unit: string, date: string, held: string, chosen: boolean) => string;
  readonly events: RowEvents;
}

interface RowEvents {
  pointerDown(e: PointerEvent, unitId: number, index: number, free: boolean): void;
  pointerEnter(unitId: number, index: number): void;
  open(bookingId: number): void;
}

/** A unit's row: rendered again only when its cells, its chosen days or the language change. */
const UnitRow = memo(function UnitRow({
  unitId,
  unitName,
  rowHeaderId,
  cells,
  selection,
  name,
  events,
}: UnitRowProps) {
  return (
    <tr role="row" tabIndex={-1} aria-labelledby={rowHeaderId}>
      <td role="rowheader" id={rowHeaderId} tabIndex={-1} className={css.unitCell}>
        {unitName}
      </td>
      {cells.map((cell, index) => {
        const chosen = isSelected(selection, unitId, index);
        const { bookingId, label } = cell;
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a booking opens it (onKeyDownCapture).
          <td
            key={cell.day}
            role="gridcell"
            tabIndex={-1}
            className={`${css.dayCell} ${css.holder[cell.look]}`}
            data-unit-id={unitId}
            data-day-index={index}
            data-chosen={chosen || undefined}
            aria-selected={chosen}
            onPointerDown={(e) => events.pointerDown(e, unitId, index, cell.look === 'free')}
            onPointerEnter={() => events.pointerEnter(unitId, index)}
            onClick={bookingId !== null ? () => events.open(bookingId) : undefined}
          >
            {label && (
              <span
                aria-hidden="true"
                className={css.label}
                style={{ maxInlineSize: `calc(${label.run * 100}% + ${label.run - 1} * 0.5rem)` }}
              >
                <span className={css.sign}>{label.sign}</span>
                {label.text}
              </span>
            )}
            <span className={css.visuallyHidden}>{name(unitName, cell.date, cell.held, chosen)}</span>
          </td>
        );
      })}
    </tr>
  );
});

/**
 * The occupancy grid (role grid on a table: a row header per unit and per unit group, a column header per day,
 * arrow keys between cells as react-aria's Table had them, gridNav.ts). Each day cell is named for screen readers
 * ("Loft 2, Friday 12 March: booked, Müller"); free days of one unit are chosen with Shift+Left/Right, Space on
 * the first and the last day, a click (or tap) on the first and then the last day, or a drag; Enter (or a click)
 * on a booking opens it. The grid is multiselectable and every day cell says whether it is chosen
 * (`aria-selected`, and in its name: "…: free, selected"), as the ARIA grid pattern has it (WCAG 4.1.2, 1.3.1).
 *
 * Performance (docs/performance.md, "Occupancy grid keys"): react-aria's Table kept the focused cell in React
 * state that every cell read by context, so each arrow key rendered all cells again (about 1,800 in a month).
 * Here the focus moves on the DOM with a roving tabindex and renders nothing; a choice renders the rows of the
 * unit it concerns (UnitRow is memoized on its own chosen days), and what each day says is worked out once per
 * frame and language.
 */
export function OccupancyGrid({
  groups,
  days,
  today,
  view,
  label,
  hintId,
  selection,
  onSelectionChange,
  onOpenBooking,
}: OccupancyGridProps) {
  const { t } = useTranslation();
  const formats = useDayFormats();
  const root = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const gridId = useId();
  /**
   * A mouse press on a free day: its unit and day, whether the pointer has since moved to another day (a drag),
   * and the choice before it (a click without a drag marks a day like a tap: WCAG 2.5.7).
   */
  const press = useRef<{ unitId: number; index: number; moved: boolean; before: DaySelection | null } | null>(
    null,
  );
  const latest = useRef({ selection, onSelectionChange, onOpenBooking });
  latest.current = { selection, onSelectionChange, onOpenBooking };

  // What each day shows and says, worked out once per frame and language, not on every render.
  const views = useMemo(() => {
    const holderText = (h: CellHolder) => {
      const state = t(lookWord(lookOf(h)));
      const who =
        h.kind === 'block'
          ? h.reason
            ? t(`blocks.reason.${h.reason satisfies BlockReason}`)
            : ''
          : h.kind === 'group'
            ? h.eventName
            : h.who;
      return who ? t('occupancy.holder', { state, who }) : state;
    };
    const free = t('occupancy.state.free');
    // Each day's long name once, not once per unit.
    const longDays = new Map<string, string>();
    const longDay = (day: string) => {
      const known = longDays.get(day);
      if (known !== undefined) return known;
      const made = formats.longDay(day);
      longDays.set(day, made);
      return made;
    };
    const byUnit = new Map<number, readonly DayView[]>();
    for (const g of groups)
      for (const row of g.rows)
        byUnit.set(
          row.unitId,
          row.cells.map((cell): DayView => {
            const first = cell.holders[0];
            return {
              look: first ? lookOf(first) : 'free',
              label:
                first && first.run > 0
                  ? {
                      sign: lookSign(lookOf(first)),
                      text:
                        first.kind === 'booking'
                          ? first.who
                          : first.kind === 'group'
                            ? first.eventName
                            : first.reason
                              ? t(`blocks.reason.${first.reason}`)
                              : '',
                      run: first.run,
                    }
                  : null,
              held: cell.holders.length ? cell.holders.map(holderText).join('; ') : free,
              day: cell.day,
              date: longDay(cell.day),
              bookingId: bookingOf(cell),
            };
          }),
        );
    return byUnit;
    // Not on `days`: the page computes them anew on each render, and the rows' cells carry their days.
  }, [groups, t, formats]);

  // The cell's name: "SGL-1, Monday 7 December 2026: free" (or "…: free, selected").
  const name = useCallback(
    (unit: string, date: string, held: string, chosen: boolean) =>
      t('occupancy.cell', { unit, date, what: chosen ? t('occupancy.chosen', { what: held }) : held }),
    [t],
  );

  useEffect(() => {
    const stop = () => {
      press.current = null;
    };
    const release = () => {
      const pressed = press.current;
      press.current = null;
      if (pressed && !pressed.moved)
        latest.current.onSelectionChange(markDay(pressed.before, pressed.unitId, pressed.index));
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', stop);
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', stop);
    };
  }, []);

  // The row handlers, the same functions for the grid's life: a row's memo holds across the page's renders.
  const events = useMemo<RowEvents>(
    () => ({
      pointerDown(e, unitId, index, free) {
        if (e.button !== 0 || !free) return;
        const change = latest.current.onSelectionChange;
        if (e.pointerType === 'touch') {
          // A finger scrolls the grid; a tap marks the first, another tap the last day.
          change((s) => markDay(s, unitId, index));
          return;
        }
        press.current = { unitId, index, moved: false, before: latest.current.selection };
        change({ unitId, anchor: index, focus: index });
      },
      pointerEnter(unitId, index) {
        const pressed = press.current;
        if (pressed?.unitId !== unitId) return;
        if (index !== pressed.index) pressed.moved = true;
        latest.current.onSelectionChange((s) => extendSelection(s, unitId, index));
      },
      open: (id) => latest.current.onOpenBooking(id),
    }),
    [],
  );

  /*
   * The roving tabindex: the item last focused is the grid's one tab stop (tabindex 0), the others -1; before
   * any, the table itself, which hands its focus on to the first row (to the last, entered backwards). Kept on
   * the DOM: React renders every item with -1 and never again, so a focus move renders nothing.
   */
  const current = useRef<HTMLElement | null>(null);
  // Whether the last input was a key (react-aria's modality): only then does a focus move scroll the window.
  const byKeyboard = useRef(false);
  const frame = useRef(0);
  useEffect(() => {
    const keyed = (e: globalThis.KeyboardEvent) => {
      if (!e.metaKey && !e.ctrlKey && !e.altKey) byKeyboard.current = true;
    };
    const pointed = () => {
      byKeyboard.current = false;
    };
    document.addEventListener('keydown', keyed, true);
    document.addEventListener('pointerdown', pointed, true);
    return () => {
      document.removeEventListener('keydown', keyed, true);
      document.removeEventListener('pointerdown', pointed, true);
      cancelAnimationFrame(frame.current);
    };
  }, []);
  const onFocus = (e: FocusEvent<HTMLTableElement>) => {
    const table = e.currentTarget;
    if (e.target === table) {
      const rows = table.tBodies[0]?.rows;
      const from = e.relatedTarget;
      const back =
        from instanceof Node && table.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING;
      const item = current.current?.isConnected
        ? current.current
        : ((back ? rows?.[rows.length - 1] : rows?.[0]) ?? null);
      item?.focus({ preventScroll: true });
      if (item && byKeyboard.current) scrollIntoViewport(item, table);
      return;
    }
    const item = e.target as Element;
    if (!isGridItem(item)) return;
    if (byKeyboard.current) {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => scrollIntoViewport(item, table));
    }
    if (item === current.current) return;
    if (current.current) current.current.tabIndex = -1;
    item.tabIndex = 0;
    table.tabIndex = -1;
    current.current = item;
  };
  // A new frame or a block may take the focused item away: the table is the tab stop again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows and days are what may remove it.
  useLayoutEffect(() => {
    if (current.current?.isConnected === false) {
      current.current = null;
      if (tableRef.current) tableRef.current.tabIndex = 0;
    }
  }, [groups, days]);

  const typed = useRef<{ search: string; timer: ReturnType<typeof setTimeout> | undefined }>({
    search: '',
    timer: undefined,
  });
  // react-aria's keys (gridNav.ts), after the choosing keys below.
  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const table = e.currentTarget;
    const from = document.activeElement;
    if (!isGridItem(from) || !table.contains(from)) return;
    if (e.altKey) return;
    const rtl = getComputedStyle(table).direction === 'rtl';
    const to = nextItem(table, from, e, rtl);
    if (to) {
      e.preventDefault();
      e.stopPropagation();
      // Scrolled in the next frame (onFocus), as react-aria did.
      to.focus({ preventScroll: true });
      return;
    }
    const search = typed.current;
    const key = e.key;
    if (key.length !== 1 || e.ctrlKey || e.metaKey || (search.search === '' && key === ' ')) return;
    search.search += key;
    const found = searchItem(table, from, search.search);
    if (found) {
      e.preventDefault();
      e.stopPropagation();
      found.focus({ preventScroll: true });
    }
    clearTimeout(search.timer);
    search.timer = setTimeout(() => {
      search.search = '';
    }, 1000);
  };

  const focusCell = (unitId: number, index: number) =>
    focusDay(
      root.current?.querySelector<HTMLElement>(`[data-unit-id="${unitId}"][data-day-index="${index}"]`),
    );

  // Runs before the grid's own keys: Shift+Left/Right, Space, Enter and Escape mean choosing and opening here.
  const onKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = (e.target as HTMLElement).closest<HTMLElement>('[data-day-index]');
    if (!target) return;
    const unitId = Number(target.dataset.unitId);
    const index = Number(target.dataset.dayIndex);
    const handled = () => {
      e.preventDefault();
      e.stopPropagation();
    };
    if (e.shiftKey && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) {
      handled();
      const rtl = getComputedStyle(target).direction === 'rtl';
      const step = (e.key === 'ArrowRight') !== rtl ? 1 : -1;
      const next = Math.min(days.length - 1, Math.max(0, index + step));
      // From the focused day: a choice the focus has left starts again here.
      onSelectionChange((s) =>
        extendSelection(s?.unitId === unitId && s.focus === index ? s : null, unitId, index),
      );
      onSelectionChange((s) => extendSelection(s, unitId, next));
      focusCell(unitId, next);
    } else if (e.key === ' ' && !e.shiftKey) {
      handled();
      onSelectionChange((s) => markDay(s, unitId, index));
    } else if (e.key === 'Enter') {
      const id = views.get(unitId)?.[index]?.bookingId ?? null;
      if (id !== null) {
        handled();
        onOpenBooking(id);
      }
    } else if (e.key === 'Escape' && selection) {
      handled();
      onSelectionChange(null);
    }
  };

  const headerId = (id: string) => `${gridId}-${id}`;

  return (
    <div ref={root} className={css.scroller} onKeyDownCapture={onKeyDownCapture}>
      <table
        ref={tableRef}
        role="grid"
        aria-multiselectable="true"
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={0}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        className={[css.table, view === 'week' ? css.weekTable : ''].join(' ')}
        // A fixed layout: a name on a stay's first day runs on over its days instead of widening the column.
        style={{ width: `calc(var(--occupancy-unit) + ${days.length} * var(--occupancy-day))` }}
      >
        <thead role="rowgroup">
          <tr role="row">
            <th
              role="columnheader"
              tabIndex={-1}
              aria-colindex={1}
              className={[css.unitHeader, css.unitColumn].join(' ')}
            >
              {t('occupancy.unit')}
            </th>
            {days.map((day, i) => (
              <th
                role="columnheader"
                key={day}
                tabIndex={-1}
                aria-colindex={i + 2}
                className={[css.columnHeader, css.dayColumn, day === today ? css.todayHeader : ''].join(' ')}
              >
                <span aria-hidden="true">
                  {formats.weekdayShort(day)}
                  <br />
                  {formats.dayOfMonth(day)}
                </span>
                <span className={css.visuallyHidden}>
                  {day === today
                    ? t('occupancy.isToday', { date: formats.longDay(day) })
                    : formats.longDay(day)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {groups.flatMap((g) => [
            <tr key={`g${g.id}`} role="row" tabIndex={-1} aria-labelledby={headerId(`g${g.id}`)}>
              <td
                id={headerId(`g${g.id}`)}
                role="rowheader"
                tabIndex={-1}
                colSpan={days.length + 1}
                aria-colspan={days.length + 1}
                className={css.groupCell}
              >
                <span className={css.groupName}>{g.name}</span>
              </td>
            </tr>,
            ...g.rows.map((row) => (
              <UnitRow
                key={`u${row.unitId}`}
                unitId={row.unitId}
                unitName={row.unitName}
                rowHeaderId={headerId(`u${row.unitId}`)}
                cells={views.get(row.unitId) ?? []}
                selection={selection?.unitId === row.unitId ? selection : null}
                name={name}
                events={events}
              />
            )),
          ])}
        </tbody>
      </table>
    </div>
  );
}
