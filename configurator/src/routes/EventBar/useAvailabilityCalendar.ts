import { type CalendarDate, parseDate } from '@internationalized/date';
import type { DayInfo } from '@venue/design-system';
import {
  availabilityByDay,
  canPickDate,
  dateRulesFor,
  emptyDatePick,
  isDateOutOfReach,
  lowestPriceByDay,
} from '@venue/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type CalendarRead, calendarSearch } from '../../api/calendarSearch.ts';
import { useApi } from '../../app/ApiProvider.tsx';
import { useAppStore } from '../../store/StoreProvider.tsx';

/**
 * The availability calendar's data (docs/pages.md#event-bar): three months loaded from the first of the shown month,
 * for the cart's time slice; each day's level comes from the domain's availability rule (docs/pages.md#event-bar),
 * its price from the server's lowest price for the guest's search (docs/rules.md#calendar-prices). Which
 * days can be picked comes from the domain's date rules (docs/rules.md#stay-rules, docs/pages.md#event-bar), with the context
 * the server checks a booking with (dateRulesFor), so the browser and the server agree.
 */
export function useAvailabilityCalendar() {
  const api = useApi();
  // Narrow selections: a cart change that leaves the time slice alone (adding a service) does not
  // re-render the calendar.
  const slice = useAppStore((s) => s.cart?.timeslicedefinitionId ?? null);
  const starttime = useAppStore((s) => s.cart?.starttime ?? null);
  const endtime = useAppStore((s) => s.cart?.endtime ?? null);
  // docs/rules.md#calendar-prices: the search the day prices are for, as the unit group list is asked (listFilters).
  const people = useAppStore((s) => s.cart?.people ?? null);
  const personsperroom = useAppStore((s) => s.cart?.personsperroom ?? null);
  const promocode = useAppStore((s) => s.cart?.promocode ?? null);
  const customeraccountnumber = useAppStore((s) => s.cart?.customeraccountnumber ?? null);
  // Known from the start (the property's login), so the days keep room for their prices from the first render.
  const currency = useAppStore((s) => s.cart?.currency ?? s.property?.currency ?? null);
  const settings = useAppStore((s) => s.settings);
  const today = useAppStore((s) => s.today);
  // A host page's refresh (src/embed): the same months are read again.
  const generation = useAppStore((s) => s.calendarGeneration);
  // docs/serving.md#the-first-calendar-month: the months the server read into the page, shown from the first render.
  const pageCalendar = useAppStore((s) => s.pageCalendar);
  const [firstOfMonth, setFirstOfMonth] = useState<CalendarDate | null>(() =>
    pageCalendar ? parseDate(pageCalendar.first) : null,
  );
  // The search the shown days are for; the last answer keeps the search it was read for, so "loading" is derived
  // (an answer for another search is still being read) and an answer is one update, not three (the calendar's 35
  // cells render again on each: docs/performance.md#fewer-calendar-renders-the-pictures-report-at-once).
  const search = useMemo(
    () =>
      firstOfMonth
        ? calendarSearch(
            firstOfMonth,
            {
              timeslicedefinitionId: slice,
              starttime,
              endtime,
              people,
              personsperroom,
              promocode,
              customeraccountnumber,
            },
            generation,
          )
        : null,
    [
      firstOfMonth,
      slice,
      starttime,
      endtime,
      people,
      personsperroom,
      promocode,
      customeraccountnumber,
      generation,
    ],
  );
  const [read, setRead] = useState<Omit<CalendarRead, 'first'> | null>(pageCalendar);
  // The page's months are not asked for again (a later search is).
  const fromPage = useRef(pageCalendar?.search ?? null);

  const key = search?.key ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the search (its filters come with it).
  useEffect(() => {
    if (!search || key === null) return;
    if (key === fromPage.current) return;
    fromPage.current = null;
    let current = true;
    api.calendar(search.filters).then(
      (answer) => current && setRead({ search: key, entries: answer.calendarentryList }),
      (error: unknown) => {
        console.error('Loading the availability calendar failed', error);
        if (current) setRead({ search: key, entries: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [api, key]);
  const entries = useMemo(() => read?.entries ?? [], [read]);
  const loading = key !== null && read?.search !== key;

  const days = useMemo(() => {
    const out: Record<string, DayInfo> = {};
    const levels = { available: 'free', short: 'short', blocked: 'blocked' } as const;
    const prices = lowestPriceByDay(entries);
    for (const [day, level] of availabilityByDay(entries)) {
      const price = prices.get(day);
      // A price in another currency than the one the calendar shows is left out rather than mislabelled.
      out[day] =
        price && price.currency === currency
          ? { availability: levels[level], price: price.amount }
          : { availability: levels[level] };
    }
    return out;
  }, [entries, currency]);

  // The calendar says its month when it mounts and at each turn: the same month again changes nothing.
  const onVisibleMonthChange = useCallback(
    (first: CalendarDate) =>
      setFirstOfMonth((shown) => (shown && shown.compare(first) === 0 ? shown : first)),
    [],
  );
  const rules = useMemo(
    () => (settings ? dateRulesFor(settings, today(), entries) : null),
    [settings, today, entries],
  );
  // React-aria's predicate: without an anchor, the days no range can include; while the end is picked,
  // the days a click would not take (pickDate would leave the pick unchanged).
  const isDateUnavailable = useCallback(
    (date: CalendarDate, anchor: CalendarDate | null) => {
      if (!rules) return false;
      if (!anchor) return isDateOutOfReach(date, rules);
      return !canPickDate({ start: anchor, end: anchor, picking: 'end' }, date, rules);
    },
    [rules],
  );
  // Days within reach on which a range may still not begin (e.g. a start weekday the property refuses).
  const isStartUnavailable = useCallback(
    (date: CalendarDate) =>
      rules !== null && !isDateOutOfReach(date, rules) && !canPickDate(emptyDatePick, date, rules),
    [rules],
  );
  return { days, currency, loading, onVisibleMonthChange, isDateUnavailable, isStartUnavailable };
}
