import { type CalendarDate, parseDate } from '@internationalized/date';
import { Button, RequiredNote, TagAutocompleteSkeleton, type TimeRange } from '@venue/design-system';
import {
  canStart,
  endTimeOptions,
  formatIsoTime,
  hostsStays,
  matchTimeslice,
  offersTimesliceChoice,
  parseIsoTime,
  type SetupFormErrors,
  setupCodeFields,
  setupFormErrors,
  snapToGrid,
  startTimeOptions,
} from '@venue/domain';
import type { TFunction } from 'i18next';
import { lazy, memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { calendarFocusOf } from '../../api/calendarSearch.ts';
import { useFormat } from '../../i18n/useFormat.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { Deferred, useAfterFirstRender } from '../../ui/Deferred.tsx';
import { useNavigation } from '../navigation.ts';
import { dateRulesHint } from './dateRulesHint.ts';
import * as styles from './EventBar.css.ts';
import { useAvailabilityCalendar } from './useAvailabilityCalendar.ts';

// Not needed for the first interaction (dates, guests and the time slice have defaults; the start button
// works without them): the month grids, the time slice select (listbox and popover), the tag combobox and
// the time range picker are their own chunks. They render right after the first screen was committed, each in its reserved space.
// In a server-rendered first screen the select and the tag field hydrate after the rest (`later`,
// docs/serving.md#parts-hydrated-later); the calendar hydrates with the page.
const RangeCalendar = lazy(() =>
  import('@venue/design-system/RangeCalendar').then((m) => ({ default: m.RangeCalendar })),
);
const TagAutocomplete = lazy(() =>
  import('@venue/design-system/TagAutocomplete').then((m) => ({ default: m.TagAutocomplete })),
);
const TimesliceSelect = lazy(() =>
  import('./TimesliceSelect.tsx').then((m) => ({ default: m.TimesliceSelect })),
);
const TimeRangePicker = lazy(() =>
  import('@venue/design-system/TimeRangePicker').then((m) => ({ default: m.TimeRangePicker })),
);
// The guest counts and the layout switch have their values in the server's HTML and need no code before the first
// interaction: react-aria's number field (its parser, spin buttons and validation) and switch are chunks of their
// own, hydrated after the rest of a server-rendered first screen (`later`); a press on one before lets them load
// at once (docs/serving.md#parts-hydrated-later).
const NumberField = lazy(() =>
  import('@venue/design-system/NumberField').then((m) => ({ default: m.NumberField })),
);
const Switch = lazy(() => import('@venue/design-system/Switch').then((m) => ({ default: m.Switch })));
// Only properties that demand a customer account number or promo code before the start show it: the text
// field's code is not part of everyone's first screen. Its space is kept while it loads.
const CodeField = lazy(() => import('./CodeField.tsx').then((m) => ({ default: m.CodeField })));

const toCalendarDate = (iso: string | null) => (iso ? parseDate(iso) : null);

/** The id of the button that opens a folded event bar (a page's "another day" way on presses it). */
export const EVENTBAR_TOGGLE_ID = 'eventbar-toggle';

/**
 * The event bar / setup (docs/pages.md#event-bar): date range with the availability calendar, time slice, guest count,
 * persons per room, layout toggle, a mandatory customer account number or promo code and the start button, with
 * what is missing named next to it while it is disabled. Every change is a domain cart transition.
 * It reads only the cart's setup fields: adding a line to a long cart does not re-render it.
 * With `collapsible` (the step pages of a started cart) it shows as one summary line with one button that opens
 * the full bar in place (docs/pages.md#event-bar): one Tab stop while the guest does not change it.
 */
export const EventBar = memo(function EventBar({
  onStart,
  collapsible = false,
}: {
  onStart: () => void;
  /** Collapsed to its summary line until the guest opens it (or it needs the guest: a field in error). */
  collapsible?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const cart = useAppStore(
    useShallow((s) =>
      s.cart
        ? {
            startdate: s.cart.startdate,
            enddate: s.cart.enddate,
            starttime: s.cart.starttime,
            endtime: s.cart.endtime,
            timeslicedefinitionId: s.cart.timeslicedefinitionId,
            people: s.cart.people,
            children: s.cart.children,
            personsperroom: s.cart.personsperroom,
            tags: s.cart.tags,
            slots: s.cart.slots,
            customeraccountnumber: s.cart.customeraccountnumber,
            promocode: s.cart.promocode,
            started: s.cart.started,
            currency: s.cart.currency,
          }
        : null,
    ),
  );
  const settings = useAppStore((s) => s.settings);
  const slices = useAppStore((s) => s.catalog.timeslicedefinitions);
  const tags = useAppStore((s) => s.catalog.tags);
  // docs/rules.md#stay-rules: a property of meeting rooms only hosts events; any other, stays (arrivals).
  // From the page's data where it came (the same on the server, and before and after the cart's lists arrive).
  const stays = useAppStore((s) => s.hostsStays ?? hostsStays(s.catalog.unitgroups));
  const dispatch = useAppStore((s) => s.dispatch);
  const horizontalChoice = useAppStore((s) => s.horizontal);
  const setHorizontal = useAppStore((s) => s.setHorizontal);
  const afterFirstRender = useAfterFirstRender();
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const body = useRef<HTMLDivElement>(null);
  // Set when the guest opened the bar: focus then moves to its first control (else it stays on the button).
  const opened = useRef(false);
  useEffect(() => {
    if (!expanded || !opened.current) return;
    opened.current = false;
    const first = body.current?.querySelector<HTMLElement>(
      'button:not([disabled]), input:not([disabled]), [tabindex="0"]',
    );
    first?.focus();
  }, [expanded]);
  // A hotel stay is not an event: the bar is headed "Your stay" there.
  const { plainStay } = useNavigation();
  // docs/pages.md#event-bar: a field says what is wrong with it once the guest has changed it or started, not
  // before (until then the disabled start says what is still missing).
  const [touched, setTouched] = useState<ReadonlySet<'times' | 'timeslice' | 'people'>>(() => new Set());
  const touch = (field: 'times' | 'timeslice' | 'people') =>
    setTouched((before) => (before.has(field) ? before : new Set(before).add(field)));
  // docs/settings.md: eventbar.isDisabled hides the bar; the cart then starts by itself (startsAutomatically).
  if (!cart || !settings || settings.eventbarIsDisabled) return null;

  const horizontal = horizontalChoice ?? settings.horizontalDefault;
  const errors = setupFormErrors(cart, settings);
  const shows = (field: 'times' | 'timeslice' | 'people') => cart.started || touched.has(field);
  // The bar needs the guest when a field it shows is in error or the cart has no dates: it stays open then.
  const attention =
    !cart.startdate ||
    Boolean(
      errors.people ||
        errors.startdate ||
        (errors.timeslice && offersTimesliceChoice(settings, slices)) ||
        (errors.times && settings.flexibleslotEnabled),
    );
  // Once open for the guest's attention it stays open: it does not fold away under the field being fixed.
  if (collapsible && attention && !expanded) setExpanded(true);
  const open = !collapsible || expanded || attention;
  const slice = slices.find((candidate) => candidate.id === cart.timeslicedefinitionId);

  return (
    <section aria-labelledby="eventbar-title" className={styles.bar}>
      <div className={styles.header}>
        <h2 id="eventbar-title" className={styles.title}>
          {plainStay ? t('eventbar.titleStay') : t('eventbar.title')}
        </h2>
        {collapsible && !open && cart.startdate ? (
          <p className={styles.summary}>
            {[
              cart.enddate && cart.enddate !== cart.startdate
                ? t('eventbar.summaryDates', {
                    from: format.date(cart.startdate),
                    to: format.date(cart.enddate),
                  })
                : format.date(cart.startdate),
              settings.noGuests
                ? null
                : settings.childrenEnabled
                  ? t('cart.adults', { count: cart.people })
                  : t('eventbar.summaryPeople', { count: cart.people }),
              cart.children > 0 ? t('eventbar.summaryChildren', { count: cart.children }) : null,
              settings.flexibleslotEnabled && cart.starttime && cart.endtime
                ? t('eventbar.summaryTimes', {
                    from: format.time(cart.starttime),
                    to: format.time(cart.endtime),
                  })
                : (slice?.name ?? null),
            ]
              .filter((part) => part !== null)
              .join(' · ')}
          </p>
        ) : null}
        {collapsible && !attention ? (
          <Button
            id={EVENTBAR_TOGGLE_ID}
            variant="secondary"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={bodyId}
            {...(open
              ? {}
              : { 'aria-label': plainStay ? t('eventbar.changeStay') : t('eventbar.changeEvent') })}
            onPress={() => {
              opened.current = !open;
              setExpanded(!open);
            }}
          >
            {open ? t('eventbar.done') : t('eventbar.change')}
          </Button>
        ) : null}
      </div>
      <div ref={body} id={bodyId} hidden={!open} className={horizontal ? styles.horizontal : styles.vertical}>
        <div className={styles.calendar}>
          <Deferred ready={afterFirstRender} className={styles.calendarPending}>
            <EventCalendar
              label={t('eventbar.dates')}
              startdate={cart.startdate}
              enddate={cart.enddate}
              singleDate={settings.singleDate}
              hint={dateRulesHint(settings, t, i18n.language, stays)}
              priceNote={t(plainStay ? 'eventbar.pricesPerNight' : 'eventbar.pricesPerDay', {
                currency: format.currencySymbol(cart.currency),
              })}
            />
          </Deferred>
        </div>
        <div className={styles.fields}>
          {settings.flexibleslotEnabled ? (
            <Deferred ready className={styles.fieldPending}>
              <TimeRangePicker
                label={t('eventbar.timeslice')}
                {...timeRangeOf(cart.starttime, cart.endtime)}
                startTimes={startTimeOptions(settings)}
                endTimes={endTimeOptions(settings.flexibleslotMinStarttime, settings)}
                endTimesFor={(start) => endTimeOptions(start, settings)}
                {...(errors.times && shows('times') ? { errorMessage: t(errors.times) } : {})}
                onChange={(range) => {
                  touch('times');
                  // docs/pages.md#event-bar: the slot snaps to the grid and is matched to the closest time slice definition.
                  const start = snapToGrid(range.start, settings.flexibleslotUnitInterval, 'down');
                  const end = snapToGrid(range.end, settings.flexibleslotUnitInterval, 'up');
                  dispatch({
                    type: 'setTimes',
                    starttime: formatIsoTime(start),
                    endtime: formatIsoTime(end),
                    timeslicedefinitionId: matchTimeslice(start, end, slices)?.id ?? null,
                  });
                }}
              />
            </Deferred>
          ) : offersTimesliceChoice(settings, slices) ? (
            <Deferred later ready={afterFirstRender} className={styles.fieldPending}>
              <TimesliceSelect
                label={t('eventbar.timeslice')}
                placeholder={t('eventbar.timeslicePlaceholder')}
                slices={slices}
                selectedId={cart.timeslicedefinitionId ?? null}
                onChange={(slice) => {
                  touch('timeslice');
                  dispatch({
                    type: 'setTimes',
                    starttime: slice.starttime,
                    endtime: slice.endtime,
                    timeslicedefinitionId: slice.id,
                  });
                }}
                {...(errors.timeslice && shows('timeslice') ? { errorMessage: t(errors.timeslice) } : {})}
              />
            </Deferred>
          ) : null}
          {settings.noGuests ? null : (
            <Deferred later ready={afterFirstRender} className={styles.fieldPending}>
              <NumberField
                // docs/rules.md#children: where the property takes children, the guest count is the adults.
                label={settings.childrenEnabled ? t('eventbar.adults') : t('eventbar.guests')}
                value={cart.people}
                minValue={0}
                onChange={(value) => {
                  touch('people');
                  dispatch({ type: 'setGuests', people: Number.isNaN(value) ? 0 : value });
                }}
                {...(errors.people && shows('people')
                  ? { isInvalid: true, errorMessage: t(errors.people) }
                  : {})}
              />
            </Deferred>
          )}
          {settings.childrenEnabled ? (
            <Deferred later ready={afterFirstRender} className={styles.fieldPending}>
              <NumberField
                label={t('eventbar.children', { age: settings.childrenMaxAge })}
                value={cart.children}
                minValue={0}
                onChange={(value) =>
                  dispatch({ type: 'setChildren', children: Number.isNaN(value) ? 0 : value })
                }
              />
            </Deferred>
          ) : null}
          {settings.personsPerRoomIsEnabled ? (
            <Deferred later ready={afterFirstRender} className={styles.fieldPending}>
              <NumberField
                label={t('eventbar.personsPerRoom')}
                value={cart.personsperroom}
                minValue={settings.personsPerRoomMin}
                maxValue={settings.personsPerRoomMax}
                onChange={(value) => dispatch({ type: 'setPersonsPerRoom', value })}
              />
            </Deferred>
          ) : null}
          {settings.tagsEnabled && tags.length > 0 ? (
            <Deferred
              later
              ready={afterFirstRender}
              className={styles.tagsPending}
              placeholder={<TagAutocompleteSkeleton label={t('eventbar.tags')} />}
            >
              <TagAutocomplete
                label={t('eventbar.tags')}
                tags={tags.map((tag) => ({ id: String(tag.id), name: tag.name }))}
                value={cart.tags.map((tag) => String(tag.id))}
                onChange={(ids) => {
                  for (const tag of tags) {
                    const chosen = ids.includes(String(tag.id));
                    const inCart = cart.tags.some((candidate) => candidate.id === tag.id);
                    if (chosen && !inCart) dispatch({ type: 'addTag', name: tag.name });
                    if (!chosen && inCart) dispatch({ type: 'removeTag', id: tag.id });
                  }
                }}
              />
            </Deferred>
          ) : null}
          {settings.horizontalSwitchable ? (
            <Deferred later ready={afterFirstRender} className={styles.switchPending}>
              <Switch isSelected={horizontal} onChange={setHorizontal}>
                {t('eventbar.horizontal')}
              </Switch>
            </Deferred>
          ) : null}
          {cart.started ? null : (
            <>
              {/* docs/rules.md#forms: the codes the start needs are asked for here, not only on the cart page. */}
              {setupCodeFields(settings).length > 0 ? <RequiredNote /> : null}
              {setupCodeFields(settings).map((field) => (
                <Deferred key={field} className={styles.fieldPending}>
                  <CodeField field={field} errorKey={errors[field]} />
                </Deferred>
              ))}
              <StartButton cart={cart} settings={settings} onStart={onStart} />
            </>
          )}
        </div>
      </div>
    </section>
  );
});

/**
 * The start button, with what is missing named next to it while it is disabled (docs/pages.md#event-bar: start
 * requires a valid setup form and a logged-in property). It reads the login's token itself: the token arrives once
 * (on a server-rendered page, right after hydration), and only this button renders again for it, not the bar's
 * fields (docs/performance.md#no-second-render-after-hydrating).
 */
const StartButton = memo(function StartButton({
  cart,
  settings,
  onStart,
}: {
  cart: Parameters<typeof canStart>[0];
  settings: Parameters<typeof canStart>[1];
  onStart: () => void;
}) {
  const { t, i18n } = useTranslation();
  const loggedIn = useAppStore((s) => s.token !== null);
  const startable = canStart(cart, settings, loggedIn);
  // A disabled start says why (next to it, and as its description): the fields still missing. Worded before the
  // login's token too, so a server render notes its texts for the page (docs/serving.md#the-first-screens-texts).
  const why = startReason(setupFormErrors(cart, settings), t, i18n.language);
  const reason = loggedIn && !startable ? why : null;
  return (
    <>
      <Button
        variant="primary"
        isDisabled={!startable}
        onPress={onStart}
        {...(reason ? { 'aria-describedby': 'eventbar-start-reason' } : {})}
      >
        {t('eventbar.start')}
      </Button>
      {reason ? (
        <p id="eventbar-start-reason" className={styles.startReason}>
          {reason}
        </p>
      ) : null}
    </>
  );
});

/**
 * The availability calendar of the event bar, memoised on the cart's dates: a cart change elsewhere
 * (a service added on a 30-day cart) does not re-render its month grids.
 */
const EventCalendar = memo(function EventCalendar({
  label,
  startdate,
  enddate,
  singleDate,
  hint,
  priceNote,
}: {
  label: string;
  startdate: string | null;
  enddate: string | null;
  singleDate: boolean;
  /** The property's date rules in words: why some days cannot be picked. */
  hint: string;
  /** What the prices under the days are (docs/rules.md#calendar-prices: a room for a night, or for a day). */
  priceNote: string;
}) {
  const dispatch = useAppStore((s) => s.dispatch);
  const calendar = useAvailabilityCalendar();
  const today = useAppStore((s) => s.today);
  const value = useMemo(() => {
    const start = toCalendarDate(startdate);
    const end = toCalendarDate(enddate);
    return start && end ? { start, end } : null;
  }, [startdate, enddate]);
  // Dates set from outside the calendar (a host page's init, src/embed) show their month; the guest's own picks
  // leave the calendar where the guest is.
  const picked = useRef<string | null>(null);
  const [focused, setFocused] = useState<CalendarDate>(() => calendarFocusOf(startdate, enddate, today()));
  useEffect(() => {
    // The same day again keeps the state (a new date object would render the month's days again).
    if (value && value.start.toString() !== picked.current)
      setFocused((shown) => (shown.compare(value.start) === 0 ? shown : value.start));
  }, [value]);
  // Stable, like the calendar's other props: its days are not rendered again when only its loading flag changes.
  const onChange = useCallback(
    (range: { start: CalendarDate; end: CalendarDate }) => {
      picked.current = range.start.toString();
      dispatch({ type: 'setDates', startdate: range.start.toString(), enddate: range.end.toString() });
    },
    [dispatch],
  );
  return (
    <RangeCalendar
      aria-label={label}
      value={value}
      focusedValue={focused}
      onFocusChange={setFocused}
      onChange={onChange}
      days={calendar.days}
      currency={calendar.currency ?? undefined}
      priceNote={priceNote}
      isLoading={calendar.loading}
      onVisibleMonthChange={calendar.onVisibleMonthChange}
      singleDate={singleDate}
      isDateUnavailable={calendar.isDateUnavailable}
      isStartUnavailable={calendar.isStartUnavailable}
      {...(hint ? { description: hint } : {})}
    />
  );
});

/** The cart's times as the picker's value; while none are set the picker keeps its own partial pick. */
function timeRangeOf(starttime: string | null, endtime: string | null): { value?: TimeRange } {
  const start = parseIsoTime(starttime);
  const end = parseIsoTime(endtime);
  return start && end ? { value: { start, end } } : {};
}

/** The labels of the fields in error, as one sentence ("To start, please complete: Promo code."); null when none. */
function startReason(errors: SetupFormErrors, t: TFunction, language: string): string | null {
  const labels: Record<keyof SetupFormErrors, string> = {
    people: t('eventbar.guests'),
    startdate: t('eventbar.dates'),
    timeslice: t('eventbar.timeslice'),
    times: t('eventbar.timeslice'),
    customeraccountnumber: t('cart.customeraccount'),
    promocode: t('cart.promocode'),
  };
  const fields = [...new Set(Object.keys(errors).map((field) => labels[field as keyof SetupFormErrors]))];
  if (fields.length === 0) return null;
  return t('eventbar.startNeeds', { fields: new Intl.ListFormat(language).format(fields) });
}
