import { type CalendarDate, parseDate } from '@internationalized/date';
import {
  Button,
  Checkbox,
  type DateRange,
  DateRangePicker,
  Disclosure,
  FormLayout,
  Select,
  SelectItem,
  TextField,
} from '@venue/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabels, stateLabel } from '../../bookings/bookingLabels.ts';
import { useCurrentProperty } from '../../frame/useCurrentProperty.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as css from './BookingsPage.css.ts';
import {
  activeFilterCount,
  type DayRange,
  type InboxView,
  inboxCategories,
  inboxStates,
  withFilter,
} from './inboxQuery.ts';

/** How long typing rests before the search asks the server. */
const SEARCH_DELAY_MS = 350;

const toPicker = (range: DayRange | null): DateRange | null =>
  range ? { start: parseDate(range.from), end: parseDate(range.to) } : null;
const fromPicker = (range: { start: CalendarDate; end: CalendarDate }): DayRange => ({
  from: range.start.toString(),
  to: range.end.toString(),
});

/** The inbox's filters; every change is reported as a new view (from page 1). */
export function InboxFilters({
  view,
  several,
  onChange,
}: {
  view: InboxView;
  /** The user works for several properties: a property filter is shown. */
  several: boolean;
  onChange: (view: InboxView) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const properties = useAppStore((s) => s.user?.properties ?? []);
  const current = useCurrentProperty();
  const change = (patch: Partial<InboxView>) => onChange(withFilter(view, patch));
  const active = activeFilterCount(view);
  const [opened, setOpened] = useState(active > 0);

  // The search box keeps what is typed; the list follows once typing rests (and at once on Enter).
  const [draft, setDraft] = useState(view.search);
  const [seen, setSeen] = useState(view.search);
  if (seen !== view.search) {
    setSeen(view.search);
    setDraft(view.search);
  }
  const latest = useRef({ view, onChange });
  latest.current = { view, onChange };
  useEffect(() => {
    if (draft.trim() === latest.current.view.search.trim()) return;
    const timer = setTimeout(
      () => latest.current.onChange(withFilter(latest.current.view, { search: draft })),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [draft]);

  return (
    <section aria-labelledby={titleId} className={css.filters}>
      <h2 id={titleId} className={css.filtersTitle}>
        {t('inbox.filters')}
      </h2>
      <form
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim() !== view.search.trim()) change({ search: draft });
        }}
      >
        <TextField
          type="search"
          label={t('inbox.search')}
          description={t('inbox.searchHint')}
          value={draft}
          onChange={setDraft}
          maxLength={100}
        />
      </form>
      {/* Issue 44: the other filters are one Tab stop until opened (open while one of them is set). */}
      <Disclosure
        title={active > 0 ? t('inbox.moreFiltersActive', { count: active }) : t('inbox.moreFilters')}
        isExpanded={opened}
        onExpandedChange={setOpened}
      >
        <FormLayout columns={3}>
          <DateRangePicker
            label={t('inbox.arrival')}
            value={toPicker(view.arrival)}
            onChange={(range) => change({ arrival: fromPicker(range) })}
          />
          <DateRangePicker
            label={t('inbox.created')}
            value={toPicker(view.created)}
            onChange={(range) => change({ created: fromPicker(range) })}
          />
          <Select
            label={t('inbox.category')}
            selectedKey={view.category === null ? 'all' : String(view.category)}
            onSelectionChange={(key) => change({ category: key === 'all' ? null : Number(key) })}
          >
            <SelectItem id="all">{t('inbox.category.all')}</SelectItem>
            {inboxCategories.map((c) => (
              <SelectItem key={c} id={String(c)}>
                {t(categoryLabels[c] ?? 'state.unknown')}
              </SelectItem>
            ))}
          </Select>
          {several ? (
            <Select
              label={t('inbox.property')}
              selectedKey={String(view.property ?? current?.id ?? 'all')}
              onSelectionChange={(key) => change({ property: key === 'all' ? 'all' : Number(key) })}
            >
              <SelectItem id="all">{t('inbox.property.all')}</SelectItem>
              {properties.map((p) => (
                <SelectItem key={p.id} id={String(p.id)} textValue={p.name}>
                  {p.name}
                </SelectItem>
              ))}
            </Select>
          ) : null}
          <Checkbox isSelected={view.unseen} onChange={(unseen) => change({ unseen })}>
            {t('inbox.unseenOnly')}
          </Checkbox>
        </FormLayout>
        <fieldset className={css.states}>
          <legend className={css.statesLegend}>{t('inbox.states')}</legend>
          <div className={css.stateChoices}>
            {inboxStates.map((state) => (
              <Checkbox
                key={state}
                isSelected={view.states.includes(state)}
                onChange={(on) =>
                  change({
                    states: inboxStates.filter((s) => (s === state ? on : view.states.includes(s))),
                  })
                }
              >
                {t(stateLabel(state))}
              </Checkbox>
            ))}
          </div>
        </fieldset>
      </Disclosure>
      <div className={css.filterActions}>
        {/* Always there: a button that vanished under focus would drop focus to the page. */}
        <Button
          variant="secondary"
          onPress={() =>
            onChange(
              withFilter(view, {
                states: [],
                arrival: null,
                created: null,
                category: null,
                search: '',
                unseen: false,
              }),
            )
          }
        >
          {t('inbox.reset')}
        </Button>
      </div>
    </section>
  );
}
