import type { CalendarDate } from '@internationalized/date';
import type { Block } from '@venue/contract';
import { Button, Radio, RadioGroup } from '@venue/design-system';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { usePropertyToday } from '../../app/usePropertyToday.ts';
import { useCurrentProperty } from '../../frame/useCurrentProperty.ts';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import { BlockDaysDialog, type BlockTarget } from './BlockDaysDialog.tsx';
import { type DaySelection, newBookingPath, selectedDays, selectionIsFree } from './daySelection.ts';
import { Legend } from './Legend.tsx';
import { focusDay, OccupancyGrid } from './OccupancyGrid.tsx';
import * as css from './OccupancyPage.css.ts';
import { frameDays, moveAnchor, type OccupancyView, occupancyViews } from './occupancyGrid.ts';
import { useDayFormats } from './useDayFormats.ts';
import { useOccupancy } from './useOccupancy.ts';

/**
 * The occupancy calendar (issue 22): the property's units, grouped by unit group, against the days of a week or a
 * month, each day free, booked (by state, with the booker) or blocked (with the reason). Free days of one unit are
 * chosen by keyboard or drag, then blocked here or handed to the new booking page.
 */
export function OccupancyPage() {
  const { t } = useTranslation();
  const heading = usePageHeading(t('occupancy.title'));
  const [, navigate] = useLocation();
  const formats = useDayFormats();
  const property = useCurrentProperty();
  const propertyId = property?.id ?? null;
  const today = usePropertyToday(propertyId);
  const [view, setView] = useState<OccupancyView>('week');
  const [anchor, setAnchor] = useState<CalendarDate | null>(null);
  const [selection, setSelection] = useState<DaySelection | null>(null);
  const [blockTarget, setBlockTarget] = useState<BlockTarget | null>(null);
  const [news, setNews] = useState('');
  const [focusAfterLoad, setFocusAfterLoad] = useState<{ unitId: number; index: number } | null>(null);
  const hintId = useId();
  const shown = anchor ?? today;
  const days = shown ? frameDays(view, shown) : [];
  const { groups, reload } = useOccupancy(propertyId, days);
  const first = days[0] ?? '';
  const last = days.at(-1) ?? '';
  const period = !shown ? '' : view === 'week' ? formats.period(first, last) : formats.month(first);

  // Indexes of one frame mean nothing in another.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the frame's first day and view are the trigger.
  useEffect(() => setSelection(null), [first, view]);

  // Who chose and then let go hears that the choice is gone.
  const hadSelection = useRef(false);
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    setCleared(selection === null && hadSelection.current);
    hadSelection.current = selection !== null;
  }, [selection]);

  // After a block, the grid is read again; then focus returns to the first blocked day, now "blocked".
  useEffect(() => {
    if (!focusAfterLoad || !Array.isArray(groups)) return;
    focusDay(
      document.querySelector<HTMLElement>(
        `[data-unit-id="${focusAfterLoad.unitId}"][data-day-index="${focusAfterLoad.index}"]`,
      ),
    );
    setFocusAfterLoad(null);
  }, [groups, focusAfterLoad]);

  const rows = Array.isArray(groups) ? groups.flatMap((g) => g.rows) : [];
  const row = selection ? rows.find((r) => r.unitId === selection.unitId) : undefined;
  const chosen = selection && row ? { ...selectedDays(selection, days), row } : null;
  const free = selection && row ? selectionIsFree(selection, row) : false;
  const chosenDays = chosen ? formats.days(chosen.from, chosen.to) : '';

  // One live region says what is chosen, what was just done, or that the choice is gone.
  const status = chosen
    ? `${t('occupancy.selected', { unit: chosen.row.unitName, days: chosenDays })}${free ? '' : ` ${t('occupancy.selectedTaken')}`}`
    : news || (cleared ? t('occupancy.cleared') : '');

  // The bar's height, for the grid's scroll margin while it is stuck to the window's bottom (OccupancyPage.css.ts).
  const pageRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const choosing = chosen !== null;
  useLayoutEffect(() => {
    const page = pageRef.current;
    const bar = barRef.current;
    if (!choosing || !page || !bar) return;
    const measure = () => page.style.setProperty('--occupancy-bar', `${bar.offsetHeight}px`);
    measure();
    // jsdom has no ResizeObserver; there the first measurement has to do.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      page.style.removeProperty('--occupancy-bar');
    };
  }, [choosing]);

  const step = (by: number) => shown && setAnchor(moveAnchor(view, shown, by));
  const onBlocked = (block: Block) => {
    const target = blockTarget;
    setBlockTarget(null);
    setSelection(null);
    setNews(
      t('blocks.news.created', {
        units: block.unitList.map((u) => u.unitName).join(', '),
        from: formats.longDay(target?.from ?? block.from.slice(0, 10)),
        to: formats.longDay(target?.to ?? block.from.slice(0, 10)),
      }),
    );
    if (target) setFocusAfterLoad({ unitId: target.unitId, index: days.indexOf(target.from) });
    reload();
  };

  return (
    <div ref={pageRef} className={[pages.page, css.page].join(' ')} data-choosing={choosing || undefined}>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {t('occupancy.title')}
      </h1>
      <p className={pages.lead}>{t('occupancy.lead')}</p>

      <div className={css.toolbar}>
        <RadioGroup
          label={t('occupancy.view')}
          orientation="horizontal"
          value={view}
          onChange={(v) => setView(v as OccupancyView)}
        >
          {occupancyViews.map((v) => (
            <Radio key={v} value={v}>
              {t(`occupancy.view.${v}`)}
            </Radio>
          ))}
        </RadioGroup>
        <div className={css.stepper}>
          <Button variant="secondary" onPress={() => step(-1)} isDisabled={!shown}>
            {t(`occupancy.previous.${view}`)}
          </Button>
          <Button variant="secondary" onPress={() => today && setAnchor(today)} isDisabled={!today}>
            {t('occupancy.today')}
          </Button>
          <Button variant="secondary" onPress={() => step(1)} isDisabled={!shown}>
            {t(`occupancy.next.${view}`)}
          </Button>
        </div>
        <p className={css.period} aria-live="polite">
          {period}
        </p>
      </div>

      <Legend />
      <p id={hintId} className={css.hint}>
        {t('occupancy.hint')}
      </p>
      {groups === 'failed' ? (
        <p role="alert">{t('offer.loadFailed')}</p>
      ) : groups === null || !today ? (
        <p>{t('offer.loading')}</p>
      ) : groups.length === 0 ? (
        <p>{t('occupancy.empty')}</p>
      ) : (
        <OccupancyGrid
          groups={groups}
          days={days}
          today={today.toString()}
          view={view}
          label={t('occupancy.grid', { period })}
          hintId={hintId}
          selection={selection}
          onSelectionChange={(next) => {
            setNews('');
            setSelection(next);
          }}
          onOpenBooking={(id) => navigate(`/bookings/${id}`)}
        />
      )}

      <div ref={barRef} className={css.actionBar} data-empty={status ? undefined : true}>
        <p role="status" className={css.actionText}>
          {status}
        </p>
        {chosen && free && (
          <>
            <Button
              variant="primary"
              onPress={() =>
                setBlockTarget({
                  unitId: chosen.row.unitId,
                  unitName: chosen.row.unitName,
                  from: chosen.from,
                  to: chosen.to,
                  days: chosenDays,
                })
              }
            >
              {t('occupancy.block')}
            </Button>
            <Button
              variant="secondary"
              onPress={() => navigate(newBookingPath(chosen.row, chosen.from, chosen.to))}
            >
              {t('occupancy.newBooking')}
            </Button>
          </>
        )}
        {chosen && (
          <Button variant="secondary" onPress={() => setSelection(null)}>
            {t('occupancy.clear')}
          </Button>
        )}
      </div>

      {propertyId !== null && (
        <BlockDaysDialog
          propertyId={propertyId}
          target={blockTarget}
          onClose={() => setBlockTarget(null)}
          onBlocked={onBlocked}
        />
      )}
    </div>
  );
}
