import { parseDate } from '@internationalized/date';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@venue/api-client';
import type { Block, BlockCreateInput } from '@venue/contract';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  type DateRange,
  DateRangePicker,
  Select,
  SelectItem,
  TextArea,
} from '@venue/design-system';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import { queryKeys } from '../../app/queryKeys.ts';
import { useConfirmedRemoval } from '../../app/useConfirmedRemoval.ts';
import { usePropertyUnits } from '../../app/usePropertyUnits.ts';
import { blockBody, blockDraftProblems } from '../../blocks/blockForm.ts';
import * as css from '../../forms/forms.css.ts';
import { useCurrentProperty } from '../../frame/useCurrentProperty.ts';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';

type Reason = BlockCreateInput['reason'];
const REASONS: readonly Reason[] = ['maintenance', 'soldElsewhere', 'houseUse', 'other'];

/**
 * Units out of sale (docs/api.md#blocks-and-unavailability): the property's blocks in force, each released after
 * a confirmation naming its units and days, and a form that takes chosen units out of sale for some days with a reason. The server checks every
 * unit against bookings and other blocks in the same transaction as guests' bookings, so a unit never goes twice.
 */
export function BlocksPage() {
  const { t, i18n } = useTranslation();
  const heading = usePageHeading(t('blocks.title'));
  const api = useApi();
  const queries = useQueryClient();
  const property = useCurrentProperty();
  const propertyId = property?.id ?? null;
  const formTitle = useId();
  const listTitle = useId();
  const groups = usePropertyUnits(propertyId);
  const [unitIds, setUnitIds] = useState<ReadonlySet<number>>(new Set());
  const [range, setRange] = useState<DateRange | null>(null);
  const [reason, setReason] = useState<Reason>('maintenance');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Partial<Record<'units' | 'range', string>>>({});
  const [refusal, setRefusal] = useState('');
  const [news, setNews] = useState('');
  const [saving, setSaving] = useState(false);
  const dates = new Intl.DateTimeFormat(i18n.language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const day = (iso: string) => dates.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  /** The last day out of sale: the day before the exclusive end. */
  const lastDay = (to: string) => parseDate(to.slice(0, 10)).subtract({ days: 1 }).toString();

  // The blocks in force, read again after each change (the last list stays shown meanwhile).
  const blocksKey = queryKeys.blocks(propertyId ?? 0);
  const read = useQuery({
    queryKey: blocksKey,
    enabled: propertyId !== null,
    queryFn: async () =>
      (await api.blocks.list({ 'f.propertyId': propertyId, 'o.sort': 'start', 'p.s': 200 })).items,
  });
  const blocks: Block[] | 'failed' | null = read.isError ? 'failed' : (read.data ?? null);
  const loadBlocks = () => void queries.invalidateQueries({ queryKey: blocksKey });

  const unitName = (id: number) =>
    Array.isArray(groups) ? (groups.flatMap((g) => g.units).find((u) => u.id === id)?.name ?? '') : '';

  const toggle = (id: number, on: boolean) => {
    setUnitIds((all) => {
      const next = new Set(all);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    setProblems(({ units: _units, ...rest }) => rest);
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (propertyId === null || saving) return;
    const draft = { unitIds, range, reason, note };
    const found = blockDraftProblems(draft);
    setProblems(found);
    setRefusal('');
    const body = blockBody(propertyId, draft);
    if (Object.keys(found).length || !body) {
      setNews(t('blocks.news.problems'));
      return;
    }
    setSaving(true);
    try {
      const block = await api.blocks.add(body);
      setNews(
        t('blocks.news.created', {
          units: block.unitList.map((u) => u.unitName).join(', '),
          from: day(block.from),
          to: day(lastDay(block.to)),
        }),
      );
      setUnitIds(new Set());
      setNote('');
      loadBlocks();
    } catch (error) {
      const taken = error instanceof ApiError && error.status === 409;
      setRefusal(taken ? t('blocks.error.taken') : t('blocks.error.failed'));
      setNews('');
    } finally {
      setSaving(false);
    }
  };

  const unitsOf = (b: Block) => b.unitList.map((u) => u.unitName || unitName(u.unitId)).join(', ');
  const listHeading = useRef<HTMLHeadingElement>(null);
  const release = useConfirmedRemoval<Block>(
    listHeading,
    async (block) => {
      await api.blocks.release(block.id, block.version);
      setNews(t('blocks.news.released', { units: unitsOf(block) }));
      loadBlocks();
    },
    () => {
      loadBlocks();
      return t('blocks.error.releaseFailed');
    },
  );
  const asked = release.item;

  return (
    <div className={pages.page}>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {t('blocks.title')}
      </h1>
      <p className={pages.lead}>{t('blocks.lead')}</p>
      <p role="status" className={css.news}>
        {news}
      </p>

      <section aria-labelledby={formTitle} className={css.children}>
        <h2 id={formTitle} className={css.sectionTitle}>
          {t('blocks.form.title')}
        </h2>
        {groups === 'failed' ? (
          <p role="alert">{t('offer.loadFailed')}</p>
        ) : groups === null ? (
          <p>{t('offer.loading')}</p>
        ) : (
          <form className={css.form} onSubmit={(e) => void create(e)} noValidate>
            {groups.map((g) => (
              <fieldset key={g.id} className={css.translated}>
                <legend className={css.legend}>{g.name}</legend>
                <div className={css.toolbar}>
                  {g.units.map((u) => (
                    <Checkbox key={u.id} isSelected={unitIds.has(u.id)} onChange={(on) => toggle(u.id, on)}>
                      {u.name}
                    </Checkbox>
                  ))}
                </div>
              </fieldset>
            ))}
            {problems.units && <p className={css.alert}>{t(problems.units)}</p>}
            <div className={css.fields}>
              <DateRangePicker
                label={t('blocks.form.days')}
                description={t('blocks.form.daysHint')}
                value={range}
                onChange={(r) => {
                  setRange(r);
                  setProblems(({ range: _range, ...rest }) => rest);
                }}
                {...(problems.range ? { errorMessage: t(problems.range) } : {})}
              />
              <Select
                label={t('blocks.form.reason')}
                selectedKey={reason}
                onSelectionChange={(k) => k !== null && setReason(k as Reason)}
              >
                {REASONS.map((r) => (
                  <SelectItem key={r} id={r}>
                    {t(`blocks.reason.${r}`)}
                  </SelectItem>
                ))}
              </Select>
              <TextArea label={t('blocks.form.note')} value={note} onChange={setNote} />
            </div>
            {refusal && (
              <p role="alert" className={css.alert}>
                {refusal}
              </p>
            )}
            <div className={css.actions}>
              <Button type="submit" variant="primary" isPending={saving}>
                {t('blocks.form.submit')}
              </Button>
            </div>
          </form>
        )}
      </section>

      <section aria-labelledby={listTitle} className={css.children}>
        <h2 id={listTitle} ref={listHeading} tabIndex={-1} className={css.sectionTitle}>
          {t('blocks.list.title')}
        </h2>
        {blocks === 'failed' ? (
          <p role="alert">{t('offer.loadFailed')}</p>
        ) : blocks === null ? (
          <p>{t('offer.loading')}</p>
        ) : blocks.length === 0 ? (
          <p>{t('blocks.list.empty')}</p>
        ) : (
          <ul className={css.childList}>
            {blocks.map((b) => {
              const units = unitsOf(b);
              return (
                <li key={b.id} className={css.childRow}>
                  <span>
                    <strong>{units}</strong>
                    {' · '}
                    {t('blocks.list.days', { from: day(b.from), to: day(lastDay(b.to)) })}
                    {' · '}
                    {t(`blocks.reason.${b.reason}`)}
                    {b.note ? ` · ${b.note}` : ''}
                  </span>
                  {b.allowedActions.includes('release') && (
                    <Button
                      variant="secondary"
                      aria-label={t('blocks.list.releaseLabel', { units, from: day(b.from) })}
                      onPress={release.ask(b)}
                    >
                      {t('blocks.list.release')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <ConfirmDialog
        {...release.dialog}
        title={
          asked
            ? t('blocks.confirm.title', {
                units: unitsOf(asked),
                from: day(asked.from),
                to: day(lastDay(asked.to)),
              })
            : ''
        }
        confirmLabel={t('blocks.confirm.release')}
      >
        {asked ? t('blocks.confirm.text', { units: unitsOf(asked) }) : ''}
      </ConfirmDialog>
    </div>
  );
}
