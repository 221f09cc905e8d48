import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupView, StaffBookingDetail } from '@venue/contract';
import { Button, ConfirmDialog, Dialog, DialogActions, Modal, NumberField } from '@venue/design-system';
import { BookingCategory, groupBlockActions } from '@venue/domain';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import { nameIn } from '../../app/names.ts';
import { queryKeys } from '../../app/queryKeys.ts';
import { usePropertyUnits } from '../../app/usePropertyUnits.ts';
import * as forms from '../../forms/forms.css.ts';
import { useCurrentProperty } from '../../frame/useCurrentProperty.ts';
import * as css from './BookingPage.css.ts';
import { centsOf, type GroupRefusal, reduceCheck, refusalOf } from './GroupDraft.ts';
import { type GroupCatalog, GroupForm } from './GroupForm.tsx';
import { useGroupFormats } from './GroupFormats.ts';
import { RefusalText } from './GroupRefusal.tsx';
import { GroupRoomingList } from './GroupRoomingList.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';

type Block = GroupView['blocks'][number];
type BlockAction = Block['allowedActions'][number];

/** The catalog the group screens name things from: unit groups with units, rate plans. */
function useGroupCatalog(propertyId: number | null): GroupCatalog | 'failed' | null {
  const api = useApi();
  const { i18n } = useTranslation();
  const units = usePropertyUnits(propertyId);
  const query = { 'f.propertyId': propertyId ?? 0, 'p.s': 500 } as const;
  const plans = useQuery({
    queryKey: queryKeys.resourceList('rateplan', query),
    enabled: propertyId !== null,
    queryFn: () => api.resources.rateplan.list(query),
  });
  return useMemo(() => {
    if (units === 'failed' || plans.isError) return 'failed';
    if (units === null || !plans.data) return null;
    return {
      unitgroups: units.map((g) => ({ id: g.id, name: g.name })),
      rateplans: plans.data.items.map((r) => ({ id: r.id, name: nameIn(r, i18n.language) })),
    };
  }, [units, plans.data, plans.isError, i18n.language]);
}

/**
 * docs/rules.md#group-blocks: the booking page's "Group blocks" for an organiser's (group) booking: its groups, each
 * with its blocks (status, pickup per night, the buttons `groupBlockActions` allows), the pickup code and the
 * attendees' link, the rooming list; and a form for a new group. Every action is said in the section's live region;
 * the server's refusals (nights short, a stale version, a reduction refused) in its alert.
 */
export function GroupBlocks({ detail }: { readonly detail: StaffBookingDetail }) {
  const { t } = useTranslation();
  const api = useApi();
  const queries = useQueryClient();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [creating, setCreating] = useState(false);
  const key = queryKeys.bookingGroups(detail.id);
  const read = useQuery({ queryKey: key, queryFn: async () => (await api.groups.list(detail.id)).items });
  const groups = read.data ?? null;
  const isGroupBooking = detail.bookingcategoryId === BookingCategory.Group;
  // A booking of another category shows the section only when it already organises a group.
  const shown = isGroupBooking || (groups !== null && groups.length > 0);
  const catalog = useGroupCatalog(shown ? detail.propertyId : null);
  if (!shown) return null;

  const show = (group: GroupView) => {
    queries.setQueryData<GroupView[]>(key, (all) =>
      all?.some((g) => g.id === group.id)
        ? all.map((g) => (g.id === group.id ? group : g))
        : [...(all ?? []), group],
    );
    // The occupancy calendar and the rooming list read anew (a confirmed block holds units).
    void queries.invalidateQueries({ queryKey: ['occupancy'] });
    void queries.invalidateQueries({ queryKey: queryKeys.roomingList(group.id) });
  };
  const reload = () => void queries.invalidateQueries({ queryKey: key });
  const formOpen = creating || (groups !== null && groups.length === 0);

  return (
    <section aria-labelledby={titleId} className={css.section} data-print="hide">
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className={css.sectionTitle}>
        {t('groups.title')}
      </h2>
      <p className={forms.hint}>{t('groups.lead')}</p>
      <p role="status" className={css.announcement}>
        {announcement}
      </p>
      {read.isError || catalog === 'failed' ? (
        <p role="alert">{t('groups.loadFailed')}</p>
      ) : groups === null || catalog === null ? (
        <p>{t('common.loading')}</p>
      ) : (
        <>
          {groups.map((g) => (
            <GroupCard
              key={g.id}
              group={g}
              catalog={catalog}
              onChanged={(fresh, said) => {
                show(fresh);
                setAnnouncement(said);
              }}
              onStale={reload}
            />
          ))}
          {formOpen ? (
            <GroupForm
              detail={detail}
              catalog={catalog}
              onCreated={(group) => {
                show(group);
                setCreating(false);
                setAnnouncement(t('groups.news.created', { event: group.eventName, code: group.pickupCode }));
                titleRef.current?.focus();
              }}
              onCancel={groups.length > 0 ? () => setCreating(false) : undefined}
            />
          ) : (
            <div className={forms.actions}>
              <Button variant="secondary" onPress={() => setCreating(true)}>
                {t('groups.newGroup')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

interface GroupCardProps {
  readonly group: GroupView;
  readonly catalog: GroupCatalog;
  readonly onChanged: (group: GroupView, said: string) => void;
  /** A stale version: the section reads the groups anew. */
  readonly onStale: () => void;
}

/** One group: its event, organiser, pickup code and link, its blocks and the rooming list. */
function GroupCard({ group, catalog, onChanged, onStale }: GroupCardProps) {
  const { t } = useTranslation();
  const api = useApi();
  const property = useCurrentProperty();
  const formats = useGroupFormats();
  const headingId = useId();
  const [refusal, setRefusal] = useState<GroupRefusal | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const unitgroupName = (id: number) => catalog.unitgroups.find((g) => g.id === id)?.name ?? `#${id}`;
  const rateplanName = (id: number) => catalog.rateplans.find((r) => r.id === id)?.name ?? `#${id}`;
  const blockName = (b: Block) => `${unitgroupName(b.unitgroupId)} · ${rateplanName(b.rateplanId)}`;
  const link = `/${property?.key ?? ''}/group/${group.pickupCode}`;

  /** Sends an action; throws (for a dialog to stay open) after showing the refusal. */
  const act = async (block: Block, body: Parameters<typeof api.groups.act>[2], said: string) => {
    setBusy(block.id);
    setRefusal(null);
    try {
      const fresh = await api.groups.act(group.id, block.id, body);
      onChanged(fresh, said);
    } catch (error) {
      const found = refusalOf(error);
      setRefusal(found);
      if (found.kind === 'conflict' || found.kind === 'state') onStale();
      requestAnimationFrame(() => alertRef.current?.focus());
      throw error;
    } finally {
      setBusy(null);
    }
  };

  return (
    <article aria-labelledby={headingId} className={css.editor}>
      <h3 id={headingId} className={css.dayTitle}>
        {group.eventName}
      </h3>
      <dl className={css.flowFacts}>
        <div className={css.fact}>
          <dt className={css.term}>{t('groups.organiser')}</dt>
          <dd className={css.value}>{group.organiserName}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.term}>{t('groups.pickupCode')}</dt>
          <dd className={css.value}>
            <code>{group.pickupCode}</code>
          </dd>
        </div>
        <div className={css.fact}>
          <dt className={css.term}>{t('groups.attendeeLink')}</dt>
          <dd className={css.value}>
            <code>{link}</code>
          </dd>
        </div>
      </dl>
      <div ref={alertRef} tabIndex={-1} role="alert" className={refusal ? css.problem : css.alertSlot}>
        {refusal ? <RefusalText refusal={refusal} /> : null}
      </div>
      {group.blocks.map((block) => (
        <BlockCard
          key={block.id}
          block={block}
          name={blockName(block)}
          summary={group.pickupSummary.filter((r) => r.blockId === block.id)}
          busy={busy === block.id}
          formats={formats}
          onAct={act}
        />
      ))}
      <GroupRoomingList
        group={group}
        blockName={(id) => {
          const b = group.blocks.find((x) => x.id === id);
          return b ? blockName(b) : '';
        }}
      />
    </article>
  );
}

const ACTION_LABELS: Readonly<Record<BlockAction, string>> = {
  confirm: 'groups.action.confirm',
  reduce: 'groups.action.reduce',
  change: 'groups.action.change',
  release: 'groups.action.release',
  cancel: 'groups.action.cancel',
};

interface BlockCardProps {
  readonly block: Block;
  readonly name: string;
  readonly summary: GroupView['pickupSummary'];
  readonly busy: boolean;
  readonly formats: ReturnType<typeof useGroupFormats>;
  readonly onAct: (
    block: Block,
    body: Parameters<ReturnType<typeof useApi>['groups']['act']>[2],
    said: string,
  ) => Promise<void>;
}

/** One block: its terms and status, the pickup per night and the buttons its status allows. */
function BlockCard({ block, name, summary, busy, formats, onAct }: BlockCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [open, setOpen] = useState<BlockAction | null>(null);
  const [pending, setPending] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  // The domain's buttons for the status (the server lists the same: `allowedActions`).
  const actions = groupBlockActions(block.status).filter((a) => block.allowedActions.includes(a));
  const status = t(`groups.status.${block.status}`);
  const first = block.nights[0]?.night ?? '';
  const last = block.nights.at(-1)?.night ?? '';
  const release =
    block.release.kind === 'date'
      ? t('groups.releaseIs.date', { date: formats.day(block.release.date) })
      : block.release.kind === 'daysBefore'
        ? t('groups.releaseIs.daysBefore', { count: block.release.days })
        : t('groups.releaseIs.none');

  const run = async (action: BlockAction, extra: Record<string, unknown> = {}) => {
    setPending(true);
    try {
      await onAct(
        block,
        { action, version: block.version, ...extra } as Parameters<BlockCardProps['onAct']>[1],
        t(`groups.news.${action}`, { block: name }),
      );
      setOpen(null);
    } catch {
      // The refusal is shown above; a dialog closes so it can be read.
      setOpen(null);
    } finally {
      setPending(false);
    }
  };
  const close = () => {
    if (!pending) {
      setOpen(null);
      opener.current?.focus();
    }
  };

  return (
    <section aria-labelledby={headingId} className={`${css.day} ${css.editorLine}`}>
      <h4 id={headingId} className={css.dayTitle}>
        {name}
      </h4>
      <p className={css.value}>
        <strong>{t('groups.statusIs', { status })}</strong>
        {' · '}
        {t('groups.nightsRange', {
          from: formats.day(first),
          to: formats.day(last),
          count: block.nights.length,
        })}
        {' · '}
        {t('groups.pricePerNight', { price: formats.money(block.unitPrice, block.currency) })}
        {' · '}
        {release}
      </p>
      <ScrollRegion label={t('groups.summary.caption', { block: name })}>
        <table className={css.table}>
          <caption className={css.caption}>{t('groups.summary.caption', { block: name })}</caption>
          <thead>
            <tr>
              <th scope="col" className={css.th}>
                {t('groups.summary.night')}
              </th>
              <th scope="col" className={css.th}>
                {t('groups.summary.units')}
              </th>
              <th scope="col" className={css.th}>
                {t('groups.summary.picked')}
              </th>
              <th scope="col" className={css.th}>
                {t('groups.summary.remaining')}
              </th>
              <th scope="col" className={css.th}>
                {t('groups.summary.released')}
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.map((r) => (
              <tr key={r.night}>
                <th scope="row" className={css.td} style={{ whiteSpace: 'nowrap' }}>
                  {formats.dayShort(r.night)}
                </th>
                <td className={css.td}>{r.units}</td>
                <td className={css.td}>{r.picked}</td>
                <td className={css.td}>{r.remaining}</td>
                <td className={css.td}>{r.released ? t('groups.summary.yes') : t('groups.summary.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {actions.length > 0 ? (
        <div className={css.actions}>
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'confirm' ? 'primary' : 'secondary'}
              isPending={busy && pending && open === null}
              isDisabled={busy}
              aria-label={t(`${ACTION_LABELS[action]}Label`, { block: name })}
              onPress={(e) => {
                opener.current = e.target as HTMLElement;
                if (action === 'confirm') void run('confirm');
                else setOpen(action);
              }}
            >
              {t(ACTION_LABELS[action])}
            </Button>
          ))}
        </div>
      ) : null}
      <NightsDialog
        isOpen={open === 'reduce' || open === 'change'}
        mode={open === 'change' ? 'change' : 'reduce'}
        block={block}
        name={name}
        summary={summary}
        formats={formats}
        pending={pending}
        onCancel={close}
        onSubmit={(units, price) =>
          void run(open === 'change' ? 'change' : 'reduce', {
            nights: block.nights.map((n, i) => ({ night: n.night, units: units[i] ?? n.units })),
            ...(open === 'change' && price !== null ? { unitPrice: centsOf(price) } : {}),
          })
        }
      />
      {(['release', 'cancel'] as const).map((action) => (
        <ConfirmDialog
          key={action}
          isOpen={open === action}
          isPending={pending}
          title={t(`groups.confirm.${action}Title`, { block: name })}
          confirmLabel={t(ACTION_LABELS[action])}
          cancelLabel={t('groups.confirm.keep')}
          onCancel={close}
          onConfirm={() => void run(action)}
        >
          {t(`groups.confirm.${action}Text`)}
        </ConfirmDialog>
      ))}
    </section>
  );
}

interface NightsDialogProps {
  readonly isOpen: boolean;
  readonly mode: 'reduce' | 'change';
  readonly block: Block;
  readonly name: string;
  readonly summary: GroupView['pickupSummary'];
  readonly formats: ReturnType<typeof useGroupFormats>;
  readonly pending: boolean;
  readonly onCancel: () => void;
  readonly onSubmit: (units: readonly number[], price: number | null) => void;
}

/** Reduce (a definite block: only fewer, never below what was picked up) or change (a tentative one) per night. */
function NightsDialog(props: NightsDialogProps) {
  const { isOpen, onCancel, pending } = props;
  return (
    <Modal isDismissable={!pending} isOpen={isOpen} onOpenChange={(o) => !o && onCancel()}>
      {isOpen ? <NightsForm {...props} /> : null}
    </Modal>
  );
}

function NightsForm({ mode, block, name, summary, formats, pending, onCancel, onSubmit }: NightsDialogProps) {
  const { t } = useTranslation();
  const [units, setUnits] = useState<number[]>(block.nights.map((n) => n.units));
  const [price, setPrice] = useState<number>(block.unitPrice / 100);
  const [problem, setProblem] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mode === 'reduce') {
      // The domain's check first (`reduceProblems`); the server asks it again under lock.
      const [found] = reduceCheck(block, summary, units);
      if (found) {
        setProblem(
          t(found.code === 'notAReduction' ? 'groups.refusal.notAReduction' : 'groups.refusal.belowPicked', {
            nights: formats.list(found.nights.map(formats.day)),
          }),
        );
        return;
      }
      if (units.every((u, i) => u === block.nights[i]?.units)) {
        setProblem(t('groups.reduce.unchanged'));
        return;
      }
    }
    onSubmit(units, mode === 'change' ? price : null);
  };
  return (
    <Dialog title={t(mode === 'reduce' ? 'groups.reduce.title' : 'groups.change.title', { block: name })}>
      <form className={css.dialogForm} onSubmit={submit} noValidate>
        <p>{t(mode === 'reduce' ? 'groups.reduce.text' : 'groups.change.text')}</p>
        {block.nights.map((n, i) => {
          const picked = summary.find((r) => r.night === n.night)?.picked ?? 0;
          return (
            <NumberField
              key={n.night}
              label={t('groups.form.unitsOn', { date: formats.day(n.night) })}
              {...(mode === 'reduce'
                ? { description: t('groups.reduce.hint', { units: n.units, picked }) }
                : {})}
              minValue={0}
              maxValue={mode === 'reduce' ? n.units : 1000}
              value={units[i] ?? 0}
              onChange={(v) => {
                setUnits((all) => all.map((u, k) => (k === i ? (Number.isNaN(v) ? 0 : v) : u)));
                setProblem('');
              }}
            />
          );
        })}
        {mode === 'change' ? (
          <NumberField
            label={t('groups.form.unitPrice', { currency: block.currency })}
            size="amount"
            minValue={0}
            formatOptions={{ style: 'currency', currency: block.currency }}
            value={price}
            onChange={(v) => setPrice(Number.isNaN(v) ? 0 : v)}
          />
        ) : null}
        <p role="alert" className={forms.alert}>
          {problem}
        </p>
        <DialogActions>
          <Button variant="secondary" onPress={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isPending={pending}>
            {t(mode === 'reduce' ? 'groups.action.reduce' : 'groups.change.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
