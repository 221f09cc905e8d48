import { parseDate } from '@internationalized/date';
import type { GroupView, StaffBookingDetail } from '@venue/contract';
import {
  Button,
  DateRangePicker,
  NumberField,
  Radio,
  RadioGroup,
  RequiredNote,
  Select,
  SelectItem,
  TextField,
} from '@venue/design-system';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import * as forms from '../../forms/forms.css.ts';
import * as css from './BookingPage.css.ts';
import {
  type BlockDraft,
  type GroupDraft,
  groupBody,
  groupProblems,
  newBlock,
  nightDays,
  type ReleaseDraft,
  refusalOf,
  withNightCount,
} from './GroupDraft.ts';
import { useGroupFormats } from './GroupFormats.ts';
import { RefusalText } from './GroupRefusal.tsx';

/** What the form chooses from: the property's unit groups and rate plans, named in the app's language. */
export interface GroupCatalog {
  readonly unitgroups: readonly { id: number; name: string }[];
  readonly rateplans: readonly { id: number; name: string }[];
}

interface GroupFormProps {
  readonly detail: StaffBookingDetail;
  readonly catalog: GroupCatalog;
  /** The group made: the section shows it and says so. */
  readonly onCreated: (group: GroupView) => void;
  readonly onCancel?: (() => void) | undefined;
}

const organiserOf = (detail: StaffBookingDetail) =>
  [detail.booker.firstname, detail.booker.lastname].filter(Boolean).join(' ') ||
  detail.booker.company ||
  detail.booker.email;

/**
 * A new group for the organiser's booking (docs/rules.md#group-blocks): the event, the organiser (the booker unless
 * changed), an optional pickup code and one or more blocks (unit group, rate plan, negotiated price, first night and
 * nights with their units, release rule). Checked with the contract's schema before sending; the server's refusals
 * are said in words. Each block is made tentative: nothing leaves sale before it is confirmed.
 */
export function GroupForm({ detail, catalog, onCreated, onCancel }: GroupFormProps) {
  const { t } = useTranslation();
  const api = useApi();
  const formats = useGroupFormats();
  const nextKey = useRef(2);
  const arrival = detail.arrival.slice(0, 10);
  const [draft, setDraft] = useState<GroupDraft>({
    eventName: '',
    organiserName: organiserOf(detail),
    pickupCode: '',
    blocks: [newBlock(1, arrival)],
  });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<ReturnType<typeof refusalOf> | null>(null);
  const [saving, setSaving] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const setBlock = (index: number, change: (b: BlockDraft) => BlockDraft) => {
    setDraft((d) => ({ ...d, blocks: d.blocks.map((b, i) => (i === index ? change(b) : b)) }));
  };
  const clear = (field: string) => setProblems(({ [field]: _gone, ...rest }) => rest);
  const errorOf = (field: string) =>
    problems[field] ? { isInvalid: true, errorMessage: t(problems[field] as string) } : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = groupProblems(detail.id, draft);
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) {
      // The first field in trouble takes focus (WCAG 3.3.1): react-aria marks it aria-invalid.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-group-form="${titleId}"] [aria-invalid="true"]`)?.focus(),
      );
      return;
    }
    setSaving(true);
    try {
      const group = await api.groups.add(groupBody(detail.id, draft));
      onCreated(group);
    } catch (error) {
      const found = refusalOf(error);
      setRefusal(found);
      if (found.kind === 'codeTaken') setProblems({ pickupCode: 'groups.refusal.codeTaken' });
      requestAnimationFrame(() => alertRef.current?.focus());
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={forms.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={titleId}
      data-group-form={titleId}
    >
      <h3 id={titleId} className={css.dayTitle}>
        {t('groups.form.title')}
      </h3>
      <RequiredNote />
      <div className={forms.fields}>
        <TextField
          label={t('groups.form.eventName')}
          isRequired
          value={draft.eventName}
          onChange={(v) => {
            setDraft((d) => ({ ...d, eventName: v }));
            clear('eventName');
          }}
          {...errorOf('eventName')}
        />
        <TextField
          label={t('groups.form.organiserName')}
          description={t('groups.form.organiserHint')}
          value={draft.organiserName}
          onChange={(v) => {
            setDraft((d) => ({ ...d, organiserName: v }));
            clear('organiserName');
          }}
          {...errorOf('organiserName')}
        />
        <TextField
          label={t('groups.form.pickupCode')}
          description={t('groups.form.pickupCodeHint')}
          value={draft.pickupCode}
          onChange={(v) => {
            setDraft((d) => ({ ...d, pickupCode: v }));
            clear('pickupCode');
          }}
          {...errorOf('pickupCode')}
        />
      </div>
      {draft.blocks.map((block, index) => {
        const at = `blocks.${index}`;
        const days = nightDays(block);
        const label = t('groups.form.blockN', { n: index + 1 });
        return (
          <fieldset key={block.key} className={`${css.editorFieldset} ${css.editorLine}`}>
            <legend className={forms.legend}>{label}</legend>
            <div className={forms.fields}>
              <Select
                label={t('groups.form.unitgroup')}
                isRequired
                selectedKey={block.unitgroupId}
                onSelectionChange={(k) => {
                  setBlock(index, (b) => ({ ...b, unitgroupId: k === null ? null : Number(k) }));
                  clear(`${at}.unitgroupId`);
                }}
                {...errorOf(`${at}.unitgroupId`)}
              >
                {catalog.unitgroups.map((g) => (
                  <SelectItem key={g.id} id={g.id}>
                    {g.name}
                  </SelectItem>
                ))}
              </Select>
              <Select
                label={t('groups.form.rateplan')}
                isRequired
                selectedKey={block.rateplanId}
                onSelectionChange={(k) => {
                  setBlock(index, (b) => ({ ...b, rateplanId: k === null ? null : Number(k) }));
                  clear(`${at}.rateplanId`);
                }}
                {...errorOf(`${at}.rateplanId`)}
              >
                {catalog.rateplans.map((r) => (
                  <SelectItem key={r.id} id={r.id}>
                    {r.name}
                  </SelectItem>
                ))}
              </Select>
              <NumberField
                label={t('groups.form.unitPrice', { currency: detail.currency })}
                description={t('groups.form.unitPriceHint')}
                isRequired
                size="amount"
                minValue={0}
                formatOptions={{ style: 'currency', currency: detail.currency }}
                value={block.unitPrice ?? Number.NaN}
                onChange={(v) => {
                  setBlock(index, (b) => ({ ...b, unitPrice: Number.isNaN(v) ? null : v }));
                  clear(`${at}.unitPrice`);
                }}
                {...errorOf(`${at}.unitPrice`)}
              />
              <DateRangePicker
                singleDate
                label={t('groups.form.firstNight')}
                isRequired
                value={
                  block.firstNight
                    ? { start: parseDate(block.firstNight), end: parseDate(block.firstNight) }
                    : null
                }
                onChange={(r) => {
                  setBlock(index, (b) => ({ ...b, firstNight: r.start.toString() }));
                  clear(`${at}.firstNight`);
                }}
                {...(problems[`${at}.firstNight`]
                  ? { errorMessage: t(problems[`${at}.firstNight`] as string) }
                  : {})}
              />
              <NumberField
                label={t('groups.form.nights')}
                isRequired
                minValue={1}
                maxValue={366}
                value={block.units.length}
                onChange={(v) => setBlock(index, (b) => withNightCount(b, v))}
              />
              <NumberField
                label={t('groups.form.unitsPerNight')}
                description={t('groups.form.unitsPerNightHint')}
                minValue={0}
                maxValue={1000}
                value={block.units.every((u) => u === block.units[0]) ? (block.units[0] ?? 0) : Number.NaN}
                onChange={(v) => {
                  if (Number.isNaN(v)) return;
                  setBlock(index, (b) => ({ ...b, units: b.units.map(() => v) }));
                  clear(`${at}.units`);
                }}
                {...errorOf(`${at}.units`)}
              />
            </div>
            {days.length > 0 ? (
              <fieldset className={css.editorFieldset}>
                <legend className={forms.legend}>{t('groups.form.perNight')}</legend>
                <div className={forms.fields}>
                  {days.map((day, i) => (
                    <NumberField
                      key={day}
                      label={t('groups.form.unitsOn', { date: formats.day(day) })}
                      minValue={0}
                      maxValue={1000}
                      value={block.units[i] ?? 0}
                      onChange={(v) => {
                        setBlock(index, (b) => ({
                          ...b,
                          units: b.units.map((u, k) => (k === i ? (Number.isNaN(v) ? 0 : v) : u)),
                        }));
                        clear(`${at}.units`);
                      }}
                    />
                  ))}
                </div>
              </fieldset>
            ) : null}
            <ReleaseFields
              release={block.release}
              onChange={(release) => {
                setBlock(index, (b) => ({ ...b, release }));
                clear(`${at}.release`);
              }}
              problem={problems[`${at}.release`] ? t(problems[`${at}.release`] as string) : undefined}
            />
            {draft.blocks.length > 1 ? (
              <div className={forms.actions}>
                <Button
                  variant="secondary"
                  aria-label={t('groups.form.removeBlockLabel', { block: label })}
                  onPress={() => setDraft((d) => ({ ...d, blocks: d.blocks.filter((_, i) => i !== index) }))}
                >
                  {t('groups.form.removeBlock')}
                </Button>
              </div>
            ) : null}
          </fieldset>
        );
      })}
      <div className={forms.actions}>
        <Button
          variant="secondary"
          onPress={() => {
            const key = nextKey.current++;
            setDraft((d) => ({ ...d, blocks: [...d.blocks, newBlock(key, arrival)] }));
          }}
        >
          {t('groups.form.addBlock')}
        </Button>
      </div>
      <div ref={alertRef} tabIndex={-1} role="alert" className={refusal ? css.problem : css.alertSlot}>
        {refusal ? <RefusalText refusal={refusal} /> : null}
      </div>
      <div className={forms.actions}>
        <Button type="submit" variant="primary" isPending={saving}>
          {t('groups.form.submit')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The release rule: a fixed day, days before each night, or none. */
export function ReleaseFields({
  release,
  onChange,
  problem,
}: {
  readonly release: ReleaseDraft;
  readonly onChange: (release: ReleaseDraft) => void;
  readonly problem?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className={forms.fields}>
      <RadioGroup
        label={t('groups.form.release')}
        value={release.kind}
        onChange={(kind) =>
          onChange(
            kind === 'date'
              ? { kind: 'date', date: null }
              : kind === 'daysBefore'
                ? { kind: 'daysBefore', days: 14 }
                : { kind: 'none' },
          )
        }
      >
        <Radio value="daysBefore">{t('groups.release.daysBefore')}</Radio>
        <Radio value="date">{t('groups.release.date')}</Radio>
        <Radio value="none">{t('groups.release.none')}</Radio>
      </RadioGroup>
      {release.kind === 'daysBefore' ? (
        <NumberField
          label={t('groups.form.releaseDays')}
          minValue={0}
          maxValue={365}
          value={release.days ?? Number.NaN}
          onChange={(v) => onChange({ kind: 'daysBefore', days: Number.isNaN(v) ? null : v })}
          {...(problem ? { isInvalid: true, errorMessage: problem } : {})}
        />
      ) : release.kind === 'date' ? (
        <DateRangePicker
          singleDate
          label={t('groups.form.releaseDate')}
          value={release.date ? { start: parseDate(release.date), end: parseDate(release.date) } : null}
          onChange={(r) => onChange({ kind: 'date', date: r.start.toString() })}
          {...(problem ? { errorMessage: problem } : {})}
        />
      ) : null}
    </div>
  );
}
