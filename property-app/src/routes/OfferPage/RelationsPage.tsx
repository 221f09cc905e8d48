import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ConfirmDialog, Radio, RadioGroup, TextField } from '@venue/design-system';
import type { RelationType } from '@venue/domain';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRow } from '../../api/resources.ts';
import { useApi } from '../../app/ApiProvider.tsx';
import { nameIn } from '../../app/names.ts';
import { queryKeys } from '../../app/queryKeys.ts';
import { useConfirmedRemoval } from '../../app/useConfirmedRemoval.ts';
import * as offerCss from '../../forms/forms.css.ts';
import { useCurrentProperty } from '../../frame/useCurrentProperty.ts';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import { ItemSelect, type NamedItem } from './ItemSelect.tsx';
import { OfferSections } from './OfferSections.tsx';
import * as css from './RelationsPage.css.ts';
import { RulePreviewView } from './RulePreviewView.tsx';
import { type PreviewRows, previewCatalog, previewRule } from './relationPreview.ts';
import {
  type DraftProblems,
  describeRule,
  draftProblems,
  type ItemRef,
  itemKey,
  type Rule,
  ruleFields,
  ruleOfRow,
  STAFF_TYPES,
} from './relationRules.ts';

/** What the page reads from the property: its rules and the rows they name. */
interface Loaded extends PreviewRows {
  readonly relations: readonly ResourceRow<'relation'>[];
  readonly services: readonly ResourceRow<'service'>[];
  readonly unitgroups: readonly ResourceRow<'unitgroup'>[];
}

interface Draft {
  readonly owner: ItemRef | null;
  readonly type: RelationType;
  readonly related: ItemRef | null;
  readonly groupKey: string;
}

const EMPTY_DRAFT: Draft = { owner: null, type: 'add', related: null, groupKey: '' };

/**
 * /offer/relation: the property's relation rules (spec 4, Relations) in words, a new rule with a preview of what
 * it does in a guest's cart (the domain's relation engine over the current rules plus the draft), and deleting
 * a rule.
 */
export function RelationsPage() {
  const { t, i18n } = useTranslation();
  const title = t('relations.title');
  const heading = usePageHeading(title);
  const api = useApi();
  const queries = useQueryClient();
  const propertyId = useCurrentProperty()?.id ?? null;
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<DraftProblems>({});
  const [news, setNews] = useState('');
  const [busy, setBusy] = useState(false);
  const listHeading = useRef<HTMLHeadingElement | null>(null);

  // The rules and the rows they name, read again after each change (the last answer stays shown meanwhile).
  const loadedKey = queryKeys.relationRules(propertyId ?? 0);
  const read = useQuery({
    queryKey: loadedKey,
    enabled: propertyId !== null,
    queryFn: async (): Promise<Loaded> => {
      const all = { 'f.propertyId': propertyId, 'p.s': 500 };
      const [relations, services, unitgroups, servicetypes] = await Promise.all([
        api.resources.relation.list(all),
        api.resources.service.list({ ...all, 'o.sort': 'sort' }),
        api.resources.unitgroup.list({ ...all, 'o.sort': 'sort' }),
        api.resources.servicetype.list(all),
      ]);
      return {
        relations: relations.items,
        services: services.items,
        unitgroups: unitgroups.items,
        servicetypes: servicetypes.items,
      };
    },
  });
  const loaded: Loaded | 'failed' | null = read.isError ? 'failed' : (read.data ?? null);
  const reload = () => queries.invalidateQueries({ queryKey: loadedKey });
  // News in the language the user has just left would be read out in the wrong voice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared when the language changes
  useEffect(() => setNews(''), [i18n.language]);

  const data = loaded === 'failed' ? null : loaded;
  const items: NamedItem[] = useMemo(
    () =>
      data
        ? [
            ...data.unitgroups.map((u) => ({
              ref: { kind: 'unitgroup', id: u.id } as const,
              name: nameIn(u, i18n.language),
            })),
            ...data.services.map((s) => ({
              ref: { kind: 'service', id: s.id } as const,
              name: nameIn(s, i18n.language),
            })),
          ]
        : [],
    [data, i18n.language],
  );
  const nameOf = useCallback(
    (ref: ItemRef) => items.find((i) => itemKey(i.ref) === itemKey(ref))?.name ?? '?',
    [items],
  );
  const rules = useMemo(
    () =>
      (data?.relations ?? []).flatMap((row) => {
        const rule = ruleOfRow(row);
        return rule ? [{ row, rule, text: describeRule(rule, nameOf, t) }] : [];
      }),
    [data, nameOf, t],
  );

  const draftRule: Rule | null = useMemo(
    () =>
      draft.owner && draft.related
        ? {
            owner: draft.owner,
            type: draft.type,
            related: draft.related,
            groupKey: draft.groupKey.trim() || null,
          }
        : null,
    [draft],
  );
  const preview = useMemo(() => {
    if (!data || !draft.owner) return null;
    const current = rules.map((r) => r.rule);
    const catalog = previewCatalog(data, draftRule ? [...current, draftRule] : current, nameOf);
    return previewRule(catalog, draft.owner);
  }, [data, rules, draft.owner, draftRule, nameOf]);

  const change = (next: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setProblems({});
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblems(draft.owner, draft.related);
    setProblems(found);
    if (!draftRule || found.owner || found.related || propertyId === null) {
      setNews(t('relations.news.fix'));
      return;
    }
    setBusy(true);
    try {
      await api.resources.relation.add({ propertyId, ...ruleFields(draftRule) });
      setNews(t('relations.news.added', { rule: describeRule(draftRule, nameOf, t) }));
      setDraft(EMPTY_DRAFT);
      await reload();
    } catch {
      setNews(t('relations.news.addFailed'));
    } finally {
      setBusy(false);
    }
  };

  // Deleting asks first; afterwards focus goes to the next rule's button, or the list's heading when none is left.
  const remove = useConfirmedRemoval<{ row: ResourceRow<'relation'>; text: string }>(
    listHeading,
    async ({ row, text }) => {
      await api.resources.relation.remove(row.id, row.version);
      setNews(t('relations.news.deleted', { rule: text }));
      await reload();
    },
    () => {
      void reload();
      return t('relations.news.deleteFailed');
    },
  );

  return (
    <div className={pages.page}>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {title}
      </h1>
      <OfferSections current="relation" />
      <p className={pages.lead}>{t('relations.lead')}</p>
      <p role="status" className={offerCss.news}>
        {news}
      </p>
      {loaded === 'failed' ? (
        <p role="alert">{t('relations.loadFailed')}</p>
      ) : (
        <>
          <section aria-labelledby="relations-list" className={css.section}>
            <h2 id="relations-list" ref={listHeading} tabIndex={-1} className={css.heading}>
              {t('relations.listTitle')}
            </h2>
            {loaded === null ? (
              <p>{t('relations.loading')}</p>
            ) : rules.length === 0 ? (
              <p>{t('relations.empty')}</p>
            ) : (
              <ul className={css.rules}>
                {rules.map((r) => (
                  <li key={r.row.id} className={css.rule}>
                    <span>{r.text}</span>
                    <Button
                      variant="secondary"
                      isDisabled={busy}
                      aria-label={t('relations.deleteLabel', { rule: r.text })}
                      onPress={remove.ask(r)}
                    >
                      {t('relations.delete')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="relations-new" className={css.section}>
            <h2 id="relations-new" className={css.heading}>
              {t('relations.new.title')}
            </h2>
            {/* The pickers come with their items: an empty picker would take the focus and ignore Enter. */}
            {loaded === null ? (
              <p>{t('relations.loading')}</p>
            ) : (
              <form className={offerCss.form} onSubmit={(e) => void save(e)} noValidate>
                <div className={css.pickers}>
                  <ItemSelect
                    label={t('relations.owner')}
                    items={items}
                    value={draft.owner}
                    onChange={(owner) => change({ owner })}
                    error={problems.owner && t(problems.owner)}
                  />
                  <ItemSelect
                    label={t('relations.related')}
                    items={items}
                    value={draft.related}
                    onChange={(related) => change({ related })}
                    error={problems.related && t(problems.related)}
                  />
                  <TextField
                    label={t('relations.groupKey')}
                    description={t('relations.groupKey.hint')}
                    value={draft.groupKey}
                    maxLength={40}
                    onChange={(groupKey) => change({ groupKey })}
                  />
                </div>
                <RadioGroup
                  label={t('relations.type')}
                  value={draft.type}
                  onChange={(type) => change({ type: type as RelationType })}
                >
                  {STAFF_TYPES.map((o) => (
                    <Radio key={o.type} value={o.type}>
                      <span className={css.typeOption}>
                        <span>{t(o.label)}</span>
                        <span className={css.typeHint}>{t(o.explanation)}</span>
                      </span>
                    </Radio>
                  ))}
                </RadioGroup>
                <RulePreviewView owner={draft.owner ? nameOf(draft.owner) : null} preview={preview} />
                <div className={offerCss.actions}>
                  <Button type="submit" variant="primary" isDisabled={busy || loaded === null}>
                    {t('relations.save')}
                  </Button>
                </div>
              </form>
            )}
          </section>
        </>
      )}
      <ConfirmDialog
        {...remove.dialog}
        title={remove.item ? t('relations.confirm.title', { rule: remove.item.text }) : ''}
        confirmLabel={t('relations.confirm.delete')}
      >
        {t('relations.confirm.text')}
      </ConfirmDialog>
    </div>
  );
}
