import type { BlockReason } from '@venue/domain';
import {
  type ComponentProps,
  type Dispatch,
  type KeyboardEvent,
  type PointerEvent,
  type SetStateAction,
  useEffect,
  useRef,
} from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type DaySelection, extendSelection, isSelected, markDay } from './daySelection.ts';
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
} as const;
export type Look = keyof typeof looks;
export const lookSign = (look: Look) => looks[look];

/** The look of a booking state (docs/rules.md#booking-states): New, Offered, Optional, else booked. */
export function lookOf(holder: CellHolder): Look {
  if (holder.kind === 'block') return 'block';
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
 * The occupancy grid (a react-aria Table: role grid, a row header per unit and per unit group, a column header
 * per day, arrow keys between cells). Each day cell is named for screen readers ("Loft 2, Friday 12 March:
 * booked, Müller"); free days of one unit are chosen with Shift+Left/Right, Space on the first and the last day,
 * a click (or tap) on the first and then the last day, or a drag; Enter (or a click) on a booking opens it.
 * The grid is multiselectable and every day cell says whether it is chosen (`aria-selected`, and in its name:
 * "…: free, selected"), as the ARIA grid pattern has it (WCAG 4.1.2, 1.3.1). react-aria's own selection is of
 * rows, and its components pass no aria-selected through: the attributes are added by their `render` props.
 */
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
  /**
   * A mouse press on a free day: its unit and day, whether the pointer has since moved to another day (a drag),
   * and the choice before it (a click without a drag marks a day like a tap: WCAG 2.5.7).
   */
  const press = useRef<{ unitId: number; index: number; moved: boolean; before: DaySelection | null } | null>(
    null,
  );
  const latest = useRef({ selection, onSelectionChange });
  latest.current = { selection, onSelectionChange };
  const rows = groups.flatMap((g) => g.rows);
  const cellAt = (unitId: number, index: number) => rows.find((r) => r.unitId === unitId)?.cells[index];

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

  const focusCell = (unitId: number, index: number) =>
    focusDay(
      root.current?.querySelector<HTMLElement>(`[data-unit-id="${unitId}"][data-day-index="${index}"]`),
    );

  // Runs before react-aria's own keys: Shift+Left/Right, Space, Enter and Escape mean choosing and opening here.
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
      const id = bookingOf(cellAt(unitId, index));
      if (id !== null) {
        handled();
        onOpenBooking(id);
      }
    } else if (e.key === 'Escape' && selection) {
      handled();
      onSelectionChange(null);
    }
  };

  const onPointerDown = (e: PointerEvent, unitId: number, index: number, free: boolean) => {
    if (e.button !== 0 || !free) return;
    if (e.pointerType === 'touch') {
      // A finger scrolls the grid; a tap marks the first, another tap the last day.
      onSelectionChange((s) => markDay(s, unitId, index));
      return;
    }
    press.current = { unitId, index, moved: false, before: latest.current.selection };
    onSelectionChange({ unitId, anchor: index, focus: index });
  };
  const onPointerEnter = (unitId: number, index: number) => {
    const pressed = press.current;
    if (pressed?.unitId !== unitId) return;
    if (index !== pressed.index) pressed.moved = true;
    onSelectionChange((s) => extendSelection(s, unitId, index));
  };

  const holderText = (h: CellHolder) => {
    const state = t(lookWord(lookOf(h)));
    const who =
      h.kind === 'block' ? (h.reason ? t(`blocks.reason.${h.reason satisfies BlockReason}`) : '') : h.who;
    return who ? t('occupancy.holder', { state, who }) : state;
  };

  return (
    <div ref={root} className={css.scroller} onKeyDownCapture={onKeyDownCapture}>
      <Table
        render={(props) => (
          // biome-ignore lint/a11y/useAriaPropsSupportedByRole: react-aria gives it role="grid" (in props).
          <table {...(props as ComponentProps<'table'>)} aria-multiselectable="true" />
        )}
        aria-label={label}
        aria-describedby={hintId}
        className={[css.table, view === 'week' ? css.weekTable : ''].join(' ')}
        // A fixed layout: a name on a stay's first day runs on over its days instead of widening the column.
        style={{ width: `calc(var(--occupancy-unit) + ${days.length} * var(--occupancy-day))` }}
      >
        <TableHeader>
          <Column isRowHeader className={[css.unitHeader, css.unitColumn].join(' ')}>
            {t('occupancy.unit')}
          </Column>
          {days.map((day) => (
            <Column
              key={day}
              id={day}
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
            </Column>
          ))}
        </TableHeader>
        <TableBody>
          {groups.flatMap((g) => [
            <Row key={`g${g.id}`} id={`g${g.id}`}>
              <Cell colSpan={days.length + 1} className={css.groupCell}>
                <span className={css.groupName}>{g.name}</span>
              </Cell>
            </Row>,
            ...g.rows.map((row) => (
              <Row key={`u${row.unitId}`} id={`u${row.unitId}`}>
                <Cell className={css.unitCell}>{row.unitName}</Cell>
                {row.cells.map((cell, index) => {
                  const first = cell.holders[0];
                  const look = first ? lookOf(first) : 'free';
                  const chosen = isSelected(selection, row.unitId, index);
                  const held = cell.holders.length
                    ? cell.holders.map(holderText).join('; ')
                    : t('occupancy.state.free');
                  const what = chosen ? t('occupancy.chosen', { what: held }) : held;
                  const bookingId = bookingOf(cell);
                  return (
                    <Cell
                      key={cell.day}
                      id={`${row.unitId}|${cell.day}`}
                      className={[css.dayCell, css.holder[look]].join(' ')}
                      data-unit-id={row.unitId}
                      data-day-index={index}
                      data-chosen={chosen || undefined}
                      render={(props) => (
                        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: react-aria gives it role="gridcell".
                        <td {...(props as ComponentProps<'td'>)} aria-selected={chosen} />
                      )}
                      onPointerDown={(e) => onPointerDown(e, row.unitId, index, !first)}
                      onPointerEnter={() => onPointerEnter(row.unitId, index)}
                      onClick={bookingId !== null ? () => onOpenBooking(bookingId) : undefined}
                    >
                      {first && first.run > 0 && (
                        <span
                          aria-hidden="true"
                          className={css.label}
                          style={{ maxInlineSize: `calc(${first.run * 100}% + ${first.run - 1} * 0.5rem)` }}
                        >
                          <span className={css.sign}>{lookSign(lookOf(first))}</span>
                          {first.kind === 'booking'
                            ? first.who
                            : first.reason
                              ? t(`blocks.reason.${first.reason}`)
                              : ''}
                        </span>
                      )}
                      <span className={css.visuallyHidden}>
                        {t('occupancy.cell', { unit: row.unitName, date: formats.longDay(cell.day), what })}
                      </span>
                    </Cell>
                  );
                })}
              </Row>
            )),
          ])}
        </TableBody>
      </Table>
    </div>
  );
}
