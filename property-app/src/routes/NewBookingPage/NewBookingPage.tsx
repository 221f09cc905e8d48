import { parseTime, Time } from '@internationalized/date';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffBookingQuote } from '@venue/contract';
import {
  Button,
  DateRangePicker,
  formatMoney,
  LinkButton,
  NumberField,
  Radio,
  RadioGroup,
  RequiredNote,
  Select,
  SelectItem,
  TextArea,
  TextField,
  TimeRangePicker,
} from '@venue/design-system';
import {
  BookingState,
  policyTexts,
  type RatePolicy,
  ratePolicyOf,
  readSettings,
  STAFF_BOOKING_CHANNELS,
  UnitgroupCategory,
} from '@venue/domain';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import { useApi } from '../../app/ApiProvider.tsx';
import { nameIn } from '../../app/names.ts';
import { queryKeys } from '../../app/queryKeys.ts';
import { usePropertyToday } from '../../app/usePropertyToday.ts';
import { useSettled } from '../../app/useSettled.ts';
import * as css from '../../forms/forms.css.ts';
import { useCurrentProperty } from '../../frame/useCurrentProperty.ts';
import { localeOf, resolveLanguage } from '../../i18n/languages.ts';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import {
  createBody,
  draftProblems,
  type FormField,
  type NewBookingDraft,
  quoteBody,
  rangeOfDays,
  refusalKey,
} from './newBookingForm.ts';

type Quote = z.infer<typeof StaffBookingQuote>;
interface Group {
  readonly id: number;
  readonly name: string;
  readonly category: number;
}
interface Rate {
  readonly id: number;
  readonly name: string;
  readonly policy: RatePolicy;
}

/** Half hours from 06:00 to 23:00: what a meeting room's hours are picked from. */
const HALF_HOURS = Array.from({ length: 35 }, (_, i) => new Time(6 + Math.floor(i / 2), (i % 2) * 30));
const hhmm = (time: Time) => time.toString().slice(0, 5);
const major = (cents: number | null) => (cents === null ? Number.NaN : cents / 100);

/**
 * docs/rules.md#staff-bookings: a booking for a guest who called, wrote or came to the desk. The page asks for the
 * stay, the guest and how the booking came in, shows the price the server computes as the form changes, and lets
 * the hotel agree another price with a reason. Saved, it holds its units like an online booking and opens the
 * booking's page. Days chosen in the occupancy grid arrive as `?unitgroup=&from=&to=` (first and last day).
 */
export function NewBookingPage() {
  const { t, i18n } = useTranslation();
  const heading = usePageHeading(t('newBooking.title'));
  const api = useApi();
  const property = useCurrentProperty();
  const propertyId = property?.id ?? null;
  const [, navigate] = useLocation();
  const search = useSearch();
  const ids = { stay: useId(), guest: useId(), booking: useId(), price: useId() };
  const [draft, setDraft] = useState<NewBookingDraft>({
    unitgroupId: null,
    unitId: null,
    category: UnitgroupCategory.Room,
    range: null,
    times: { start: '08:00', end: '18:00' },
    itemcount: 1,
    persons: 2,
    rateplanId: null,
    kind: 'reservation',
    channel: 'phone',
    booker: { firstname: '', lastname: '', email: '', phone: '' },
    language: resolveLanguage(i18n.language),
    note: '',
    agreedUnitPrice: null,
    priceReason: '',
  });
  const [shown, setShown] = useState<Partial<Record<FormField, string>>>({});
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const locale = localeOf[resolveLanguage(i18n.language)];

  // The unit groups to book, with their category (rooms by night, meeting rooms by day), in the guests' order,
  // the property's currency (agreed prices are typed in it), the rates a guest may book (the default first) and
  // the property's cancellation days (for the rates' terms): one read, kept while the page is open.
  const lists = useQuery({
    queryKey: ['resource', 'newBooking', propertyId],
    enabled: propertyId !== null,
    queryFn: () =>
      Promise.all([
        api.resources.property.get(propertyId ?? 0),
        api.resources.unitgroup.list({ 'f.propertyId': propertyId, 'o.sort': 'sort', 'p.s': 500 }),
        api.resources.rateplan.list({ 'f.propertyId': propertyId, 'p.s': 500 }),
        api.resources.propertysetting.list({ 'f.propertyId': propertyId, 'p.s': 500 }),
      ]),
  });
  const { groups, currency, rates, settings } = useMemo(() => {
    if (lists.isError) return { groups: 'failed' as const, currency: null, rates: [], settings: null };
    if (!lists.data) return { groups: null, currency: null, rates: [], settings: null };
    const [own, page, plans, settings] = lists.data;
    return {
      groups: page.items
        .filter((g) => !g.inactive)
        .map((g): Group => ({ id: g.id, name: nameIn(g, i18n.language), category: g.category })),
      currency: own.currency,
      rates: plans.items
        .filter((r) => !r.restricted)
        .sort((x, y) => Number(y.isDefault) - Number(x.isDefault))
        .map((r): Rate => ({ id: r.id, name: nameIn(r, i18n.language), policy: ratePolicyOf(r) })),
      settings: readSettings(settings.items).settings,
    };
  }, [lists.data, lists.isError, i18n.language]);

  // The property's today (its time zone, from the server): no day before it can be booked.
  const today = usePropertyToday(propertyId);

  // Days chosen in the occupancy grid: the unit group and the first and last day, once the groups are known.
  useEffect(() => {
    if (!Array.isArray(groups)) return;
    const params = new URLSearchParams(search);
    const group = groups.find((g) => String(g.id) === params.get('unitgroup'));
    if (!group) return;
    const from = params.get('from');
    const to = params.get('to');
    const unit = Number(params.get('unit'));
    setDraft((d) => ({
      ...d,
      unitgroupId: group.id,
      unitId: Number.isInteger(unit) && unit > 0 ? unit : null,
      category: group.category,
      range: from && to ? rangeOfDays(group.category, from, to) : d.range,
    }));
  }, [groups, search]);

  // The units of the chosen unit group, to hold a particular one (any free one unless one is chosen).
  const unitgroupId = draft.unitgroupId;
  const unitList = useQuery({
    queryKey: queryKeys.resourceList('unit', { 'f.unitgroupId': unitgroupId }),
    enabled: unitgroupId !== null,
    queryFn: () => api.resources.unit.list({ 'f.unitgroupId': unitgroupId, 'p.s': 500 }),
  });
  const units = useMemo(
    () =>
      (unitList.data?.items ?? [])
        .map((u) => ({ id: u.id, name: u.name }))
        .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true })),
    [unitList.data],
  );

  // The price as the server computes it, asked again a moment after the stay or the agreed price changed; the last
  // price stays shown while the next is asked.
  const body = propertyId === null ? null : quoteBody(propertyId, draft);
  const asked = useSettled(body === null ? null : JSON.stringify(body), 300);
  const quoted = useQuery({
    queryKey: queryKeys.staffQuote(asked ?? ''),
    enabled: asked !== null && body !== null,
    queryFn: () => api.quoteBooking(JSON.parse(asked ?? 'null')),
    placeholderData: keepPreviousData,
    // A price is asked anew every time: another booking may have taken the units meanwhile.
    gcTime: 0,
  });
  const quote: Quote | 'refused' | null =
    body === null ? null : quoted.isError ? 'refused' : (quoted.data ?? null);
  const quoteProblem = quoted.isError ? t(refusalKey(quoted.error)) : '';

  const change = (patch: Partial<NewBookingDraft>, field?: FormField) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (field) setShown(({ [field]: _gone, ...rest }) => rest);
    setRefusal('');
  };
  const changeBooker = (field: 'firstname' | 'lastname' | 'email' | 'phone', value: string) => {
    setDraft((d) => ({ ...d, booker: { ...d.booker, [field]: value } }));
    setShown(({ [field]: _gone, ...rest }) => rest);
  };
  const err = (field: FormField) => {
    const key = shown[field] === 'FORM.ERROR.PATTERN' ? 'newBooking.error.phone' : shown[field];
    return key ? { errorMessage: t(key, { max: field === 'email' ? 254 : 100 }) } : {};
  };

  const group = Array.isArray(groups) ? groups.find((g) => g.id === draft.unitgroupId) : undefined;
  const room = draft.category === UnitgroupCategory.Room;
  const money = (cents: number, currency: string) => formatMoney(cents, currency, locale);
  const times = useMemo(
    () =>
      draft.times
        ? { start: parseTime(draft.times.start), end: parseTime(draft.times.end) }
        : { start: HALF_HOURS[4] as Time, end: HALF_HOURS[24] as Time },
    [draft.times],
  );

  const rate = rates.find((r) => r.id === draft.rateplanId) ?? rates[0];
  // The rate's terms as the guest reads them (docs/rules.md#rate-policies): what the property's payment settings
  // collect for the booking taken as it comes in (a request or a reservation).
  const rateTerms =
    rate && settings
      ? policyTexts(rate.policy, settings.bookingCancelDaysBeforeArrival, settings, draft.kind)
          .map((text) =>
            t(text.key, 'days' in text.values ? { ...text.values, count: text.values.days } : text.values),
          )
          .join(' ')
      : undefined;
  const outcome =
    quote === null || quote === 'refused'
      ? null
      : draft.kind === 'request'
        ? t('newBooking.outcome.request')
        : quote.bookingstate === BookingState.Confirmed || quote.asks === null
          ? t('newBooking.outcome.confirmed')
          : quote.asks.ask === 'charge'
            ? t('newBooking.outcome.charge', { amount: money(quote.asks.amount, quote.currency) })
            : t('newBooking.outcome.hold');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (propertyId === null || saving) return;
    const found = draftProblems(draft);
    setShown(found);
    const create = createBody(propertyId, draft);
    if (!create) {
      setRefusal(t('newBooking.error.fix'));
      return;
    }
    setSaving(true);
    setRefusal('');
    try {
      const made = await api.addBooking(create);
      navigate(`/bookings/${made.id}`);
    } catch (error) {
      setRefusal(t(refusalKey(error)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={pages.page}>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {t('newBooking.title')}
      </h1>
      <p className={pages.lead}>{t('newBooking.lead')}</p>
      {groups === 'failed' ? (
        <p role="alert">{t('offer.loadFailed')}</p>
      ) : groups === null || currency === null ? (
        <p>{t('offer.loading')}</p>
      ) : (
        <form className={css.form} onSubmit={(e) => void save(e)} noValidate>
          <RequiredNote />
          <section aria-labelledby={ids.stay} className={css.children}>
            <h2 id={ids.stay} className={css.sectionTitle}>
              {t('newBooking.stay')}
            </h2>
            <div className={css.fields}>
              <Select
                label={t('newBooking.unitgroup')}
                placeholder={t('newBooking.unitgroupPlaceholder')}
                selectedKey={draft.unitgroupId}
                onSelectionChange={(key) => {
                  const next = groups.find((g) => g.id === key);
                  if (next)
                    change(
                      { unitgroupId: next.id, unitId: null, category: next.category, range: null },
                      'unitgroup',
                    );
                }}
                isInvalid={Boolean(shown.unitgroup)}
                {...err('unitgroup')}
              >
                {groups.map((g) => (
                  <SelectItem key={g.id} id={g.id}>
                    {g.name}
                  </SelectItem>
                ))}
              </Select>
              {units.length > 1 ? (
                <Select
                  label={t('newBooking.unit')}
                  description={t('newBooking.unitHint')}
                  selectedKey={draft.unitId ?? 0}
                  onSelectionChange={(key) =>
                    change({ unitId: key === 0 || key === null ? null : Number(key) })
                  }
                  items={[{ id: 0, name: t('newBooking.anyUnit') }, ...units]}
                >
                  {(unit) => <SelectItem id={unit.id}>{unit.name}</SelectItem>}
                </Select>
              ) : null}
              <DateRangePicker
                label={room ? t('newBooking.stayRoom') : t('newBooking.stayMeeting')}
                description={room ? t('newBooking.stayRoomHint') : t('newBooking.stayMeetingHint')}
                value={draft.range}
                isDateUnavailable={(date) => today !== null && date.compare(today) < 0}
                onChange={(range) => change({ range }, 'dates')}
                {...err('dates')}
              />
              {!room && (
                <TimeRangePicker
                  label={t('newBooking.hours')}
                  value={times}
                  startTimes={HALF_HOURS.slice(0, -1)}
                  endTimes={HALF_HOURS.slice(1)}
                  onChange={(r) => change({ times: { start: hhmm(r.start), end: hhmm(r.end) } })}
                />
              )}
              <NumberField
                label={room ? t('newBooking.rooms') : t('newBooking.spaces')}
                value={draft.itemcount ?? Number.NaN}
                minValue={1}
                maxValue={1000}
                onChange={(v) => change({ itemcount: Number.isNaN(v) ? null : v }, 'itemcount')}
                isInvalid={Boolean(shown.itemcount)}
                {...(shown.itemcount ? { errorMessage: t('newBooking.error.atLeastOne') } : {})}
              />
              <NumberField
                label={t('newBooking.persons')}
                value={draft.persons ?? Number.NaN}
                minValue={1}
                maxValue={10000}
                onChange={(v) => change({ persons: Number.isNaN(v) ? null : v }, 'persons')}
                isInvalid={Boolean(shown.persons)}
                {...(shown.persons ? { errorMessage: t('newBooking.error.atLeastOne') } : {})}
              />
            </div>
          </section>

          <section aria-labelledby={ids.guest} className={css.children}>
            <h2 id={ids.guest} className={css.sectionTitle}>
              {t('newBooking.guest')}
            </h2>
            <div className={css.fields}>
              <TextField
                label={t('newBooking.firstname')}
                autoComplete="off"
                isRequired
                value={draft.booker.firstname}
                onChange={(v) => changeBooker('firstname', v)}
                isInvalid={Boolean(shown.firstname)}
                {...err('firstname')}
              />
              <TextField
                label={t('newBooking.lastname')}
                autoComplete="off"
                isRequired
                value={draft.booker.lastname}
                onChange={(v) => changeBooker('lastname', v)}
                isInvalid={Boolean(shown.lastname)}
                {...err('lastname')}
              />
              <TextField
                label={t('newBooking.email')}
                description={t('newBooking.emailHint')}
                type="email"
                autoComplete="off"
                isRequired
                value={draft.booker.email}
                onChange={(v) => changeBooker('email', v)}
                isInvalid={Boolean(shown.email)}
                {...err('email')}
              />
              <TextField
                label={t('newBooking.phone')}
                type="tel"
                autoComplete="off"
                value={draft.booker.phone}
                onChange={(v) => changeBooker('phone', v)}
                isInvalid={Boolean(shown.phone)}
                {...err('phone')}
              />
              <Select
                label={t('newBooking.language')}
                selectedKey={draft.language}
                onSelectionChange={(key) => key !== null && change({ language: key as 'en' | 'de' })}
              >
                <SelectItem id="en">{t('newBooking.language.en')}</SelectItem>
                <SelectItem id="de">{t('newBooking.language.de')}</SelectItem>
              </Select>
            </div>
          </section>

          <section aria-labelledby={ids.booking} className={css.children}>
            <h2 id={ids.booking} className={css.sectionTitle}>
              {t('newBooking.booking')}
            </h2>
            <div className={css.fields}>
              <RadioGroup
                label={t('newBooking.kind')}
                value={draft.kind}
                onChange={(v) => change({ kind: v as NewBookingDraft['kind'] })}
              >
                <Radio value="reservation">{t('newBooking.kind.reservation')}</Radio>
                <Radio value="request">{t('newBooking.kind.request')}</Radio>
              </RadioGroup>
              <Select
                label={t('newBooking.channel')}
                selectedKey={draft.channel}
                onSelectionChange={(key) =>
                  key !== null && change({ channel: key as NewBookingDraft['channel'] })
                }
              >
                {STAFF_BOOKING_CHANNELS.map((c) => (
                  <SelectItem key={c} id={c}>
                    {t(`newBooking.channel.${c}`)}
                  </SelectItem>
                ))}
              </Select>
              <TextArea
                label={t('newBooking.note')}
                value={draft.note}
                onChange={(note) => change({ note })}
              />
            </div>
          </section>

          <section aria-labelledby={ids.price} className={css.children}>
            <h2 id={ids.price} className={css.sectionTitle}>
              {t('newBooking.price')}
            </h2>
            {/* Polite: the price follows what is typed, without interrupting it. */}
            <p role="status" className={css.news}>
              {quote === null
                ? t('newBooking.quote.incomplete')
                : quote === 'refused'
                  ? quoteProblem
                  : quote.total === quote.rateTotal
                    ? t('newBooking.quote.total', { total: money(quote.total, quote.currency) })
                    : t('newBooking.quote.agreed', {
                        total: money(quote.total, quote.currency),
                        rate: money(quote.rateTotal, quote.currency),
                      })}
            </p>
            <div className={css.fields}>
              {rates.length > 0 && (
                <Select
                  label={t('newBooking.rate')}
                  {...(rateTerms ? { description: rateTerms } : {})}
                  selectedKey={draft.rateplanId ?? rates[0]?.id ?? null}
                  onSelectionChange={(key) => key !== null && change({ rateplanId: Number(key) })}
                  items={rates}
                >
                  {(rate) => <SelectItem id={rate.id}>{rate.name}</SelectItem>}
                </Select>
              )}
              <NumberField
                label={room ? t('newBooking.agreedPerNight') : t('newBooking.agreedPerDay')}
                description={t('newBooking.agreedHint')}
                size="amount"
                value={major(draft.agreedUnitPrice)}
                minValue={0}
                formatOptions={{ style: 'currency', currency }}
                onChange={(v) =>
                  change({ agreedUnitPrice: Number.isNaN(v) ? null : Math.round(v * 100) }, 'agreedUnitPrice')
                }
                isInvalid={Boolean(shown.agreedUnitPrice)}
                {...err('agreedUnitPrice')}
              />
              <TextField
                label={t('newBooking.priceReason')}
                description={t('newBooking.priceReasonHint')}
                isRequired={draft.agreedUnitPrice !== null}
                isDisabled={draft.agreedUnitPrice === null}
                value={draft.priceReason}
                onChange={(priceReason) => change({ priceReason }, 'priceReason')}
                isInvalid={Boolean(shown.priceReason)}
                {...err('priceReason')}
              />
            </div>
          </section>

          {/* docs/rules.md#staff-bookings: what saving makes of it, as the lifecycle decides (the quote's state). */}
          {outcome && (
            <p role="status" className={css.hint}>
              {outcome}
            </p>
          )}
          {refusal && (
            <p role="alert" className={css.alert}>
              {refusal}
            </p>
          )}
          <div className={css.actions}>
            <Button type="submit" variant="primary" isPending={saving}>
              {draft.kind === 'reservation' ? t('newBooking.saveReservation') : t('newBooking.saveRequest')}
            </Button>
            <LinkButton href="/bookings">{t('newBooking.cancel')}</LinkButton>
          </div>
          {group && <p className={css.hint}>{t('newBooking.holdsHint', { name: group.name })}</p>}
        </form>
      )}
    </div>
  );
}
