import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@venue/api-client';
import { RESOURCE_SCHEMAS } from '@venue/contract';
import { Button, ConfirmDialog } from '@venue/design-system';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useApi } from '../../app/ApiProvider.tsx';
import { nameIn } from '../../app/names.ts';
import { queryKeys } from '../../app/queryKeys.ts';
import {
  changesOf,
  type Draft,
  draftOf,
  fieldsOf,
  type ProblemKey,
  problemsOf,
  rebaseDraft,
  serverProblemsOf,
} from '../../forms/draft.ts';
import * as css from '../../forms/forms.css.ts';
import type { OfferBaseSpec } from '../../forms/resourceForms.ts';
import { useCurrentProperty } from '../../frame/useCurrentProperty.ts';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import { ChildRows } from './ChildRows.tsx';
import { FieldInput } from './FieldInput.tsx';
import { baseApi, OfferSections, type Row } from './OfferSections.tsx';
import { useOfferContext } from './useOfferContext.ts';

/** What the form says above its buttons when the server did not take a change. */
type Alert =
  | { kind: 'conflict'; clashes: readonly string[] }
  | { kind: 'referenced' }
  | { kind: 'gone' }
  | { kind: 'failed' };

/**
 * One row of the offer: its fields (texts in English and German side by side), saved with only what changed and
 * the version read. When someone else saved it meanwhile, the form lays the user's input over their version,
 * says which fields both changed, and the next save stores it; nothing typed is lost. New rows start from the
 * server's defaults; a row still used by bookings cannot be deleted, only deactivated.
 */
export function OfferEditPage({ spec, id }: { spec: OfferBaseSpec; id: number | 'new' }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queries = useQueryClient();
  const calls = useMemo(() => baseApi(api, spec.base), [api, spec.base]);
  const property = useCurrentProperty();
  const propertyId = property?.id ?? null;
  const context = useOfferContext(propertyId);
  const [, navigate] = useLocation();
  const [row, setRow] = useState<Record<string, unknown> | 'failed' | null>(null);
  const [read, setRead] = useState<Draft>({});
  const [draft, setDraft] = useState<Draft>({});
  const [problems, setProblems] = useState<Record<string, ProblemKey>>({});
  const [alert, setAlert] = useState<Alert | null>(null);
  const [news, setNews] = useState('');
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  /** After a conflict: the user's input laid over the newer row, shown once that row is. */
  const pendingDraft = useRef<Draft | null>(null);
  const baseLanguage = context && context !== 'failed' ? context.baseLanguage : 'en';
  const rowId = row && row !== 'failed' && typeof row.id === 'number' ? row.id : null;

  const itemName = t(spec.item);
  // A row without a name (a promo code) is called by its code.
  const shownName =
    row && row !== 'failed' && rowId !== null
      ? nameIn(row as unknown as { name: string }, i18n.language) || String(row.code ?? '')
      : '';
  const title = id === 'new' ? t('offer.newTitle', { item: itemName }) : shownName || itemName;
  const heading = usePageHeading(title);

  // The row (or a new row's defaults), read once; after `add` the page shows the stored row without reading it again.
  const loaded = useQuery({
    queryKey:
      id === 'new'
        ? queryKeys.resourceDefaults(spec.base, propertyId ?? 0)
        : queryKeys.resource(spec.base, id),
    enabled: propertyId !== null && (id === 'new' || id !== rowId),
    queryFn: () => (id === 'new' ? calls.defaults({ propertyId: propertyId ?? 0 }) : calls.get(id)),
  });
  useEffect(() => {
    if (loaded.data) setRow(loaded.data);
    else if (loaded.isError) setRow('failed');
  }, [loaded.data, loaded.isError]);
  // What this page stores, every list and choice of the section reads again. A list not shown now is dropped: the
  // list opened next waits for the stored rows (their new order, a new row) instead of showing the old ones first.
  const stored = () => {
    queries.removeQueries({ queryKey: ['resource', spec.base], type: 'inactive' });
    void queries.invalidateQueries({ queryKey: ['resource', spec.base] });
  };

  // The inputs follow the row read (or saved) in the property's language. A newer answer (another read of the
  // row, of the offer's lists) keeps what the user typed meanwhile: their edits are laid over it.
  const contextLanguage = context && context !== 'failed' ? context.baseLanguage : null;
  const readRef = useRef<Draft>({});
  useEffect(() => {
    if (!row || row === 'failed' || contextLanguage === null) return;
    const shown = draftOf(row, spec.fields, contextLanguage);
    const before = readRef.current;
    readRef.current = shown;
    setRead(shown);
    const pending = pendingDraft.current;
    pendingDraft.current = null;
    setDraft((current) => pending ?? rebaseDraft(before, current, shown).draft);
  }, [row, contextLanguage, spec.fields]);

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const change = (key: string, value: unknown) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setProblems((p) => {
      if (!(key in p)) return p;
      const { [key]: _gone, ...rest } = p;
      return rest;
    });
  };

  const failureOf = (error: unknown): Alert | null => {
    if (!(error instanceof ApiError)) return { kind: 'failed' };
    if (error.status === 409 && error.error === 'error.referenced') return { kind: 'referenced' };
    if (error.status === 404) return { kind: 'gone' };
    return error.status === 409 ? null : { kind: 'failed' };
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!row || row === 'failed' || saving) return;
    const fields = fieldsOf(draft, spec.fields, baseLanguage, row);
    const candidate = { ...row, ...fields };
    const found = problemsOf(
      spec.base,
      RESOURCE_SCHEMAS[spec.base].fields,
      spec.fields,
      baseLanguage,
      candidate,
      row,
    );
    setProblems(found);
    if (Object.keys(found).length) {
      const count = Object.keys(found).length;
      setNews(count === 1 ? t('offer.news.problemOne') : t('offer.news.problemsMany', { count }));
      return;
    }
    const changes = rowId === null ? null : changesOf(row, fields);
    if (changes && Object.keys(changes).length === 0) {
      setNews(t('offer.news.unchanged'));
      return;
    }
    setSaving(true);
    setNews(t('offer.news.saving'));
    try {
      const saved =
        rowId === null
          ? await calls.add(
              Object.fromEntries(
                Object.keys(RESOURCE_SCHEMAS[spec.base].fields.shape).map((k) => [k, candidate[k]]),
              ),
            )
          : await calls.update(rowId, Number((row as Row).version), changes ?? {});
      setAlert(null);
      // What was typed is stored now: the saved row (as the server wrote it) replaces the draft.
      readRef.current = draft;
      setRow(saved);
      stored();
      setNews(t('offer.news.saved', { item: itemName }));
      if (rowId === null) navigate(`/offer/${spec.base}/${saved.id}`, { replace: true });
    } catch (error) {
      setNews('');
      const current = error instanceof ApiError && error.status === 409 ? conflictRow(error) : null;
      if (current) {
        // Someone saved meanwhile: their version with this user's edits over it, ready to be saved again.
        const rebased = rebaseDraft(read, draft, draftOf(current, spec.fields, baseLanguage));
        pendingDraft.current = rebased.draft;
        setRow(current);
        setAlert({ kind: 'conflict', clashes: rebased.clashes });
      } else if (error instanceof ApiError && (error.status === 422 || error.status === 400)) {
        setProblems(serverProblemsOf(error.details, spec.fields, baseLanguage));
        setNews(t('offer.news.refused'));
      } else {
        setAlert(failureOf(error) ?? { kind: 'failed' });
      }
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!row || row === 'failed' || rowId === null) return;
    setConfirmDelete(false);
    try {
      await calls.remove(rowId, Number((row as Row).version));
      stored();
      navigate(`/offer/${spec.base}`);
    } catch (error) {
      const current = error instanceof ApiError && error.status === 409 ? conflictRow(error) : null;
      if (current) {
        setRow(current);
        setAlert({ kind: 'conflict', clashes: [] });
      } else setAlert(failureOf(error) ?? { kind: 'failed' });
    }
  };

  const labelOf = (key: string) => {
    const [name, language] = key.split('@');
    const field = spec.fields.find((f) => f.name === name);
    const label = field ? t(field.label) : key;
    return language
      ? t('offer.field.inLanguage', { field: label, language: t(`offer.language.${language}`) })
      : label;
  };

  const generalProblem = problems[''];
  const ready = row && row !== 'failed' && context && context !== 'failed' && Object.keys(draft).length > 0;

  return (
    <div className={pages.page}>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {title}
      </h1>
      <OfferSections current={spec.base} />
      <p role="status" className={css.news}>
        {news}
      </p>
      {row === 'failed' || context === 'failed' ? (
        <p role="alert">{t('offer.loadFailed')}</p>
      ) : !ready ? (
        <p>{t('offer.loading')}</p>
      ) : (
        <form className={css.form} onSubmit={(e) => void save(e)} noValidate>
          <div className={css.fields}>
            {spec.fields.map((field) => (
              <FieldInput
                key={field.name}
                field={field}
                draft={draft}
                problems={problems}
                context={context}
                onChange={change}
                isDisabled={saving}
              />
            ))}
          </div>
          {generalProblem && <p className={css.alert}>{t(generalProblem)}</p>}
          {alert && (
            <div ref={alertRef} tabIndex={-1} role="alert" className={css.alert}>
              {alert.kind === 'conflict' ? (
                <>
                  <p>{t('offer.conflict.text', { item: itemName })}</p>
                  {alert.clashes.length > 0 && (
                    <p>{t('offer.conflict.clashes', { fields: alert.clashes.map(labelOf).join(', ') })}</p>
                  )}
                </>
              ) : (
                <p>{t(`offer.alert.${alert.kind}`, { item: itemName })}</p>
              )}
            </div>
          )}
          <div className={css.actions}>
            <Button type="submit" variant="primary" isPending={saving}>
              {id === 'new' ? t('offer.create', { item: itemName }) : t('offer.save')}
            </Button>
            <Button variant="secondary" onPress={() => navigate(`/offer/${spec.base}`)}>
              {t('offer.backToList')}
            </Button>
            {rowId !== null && (
              <Button variant="secondary" onPress={() => setConfirmDelete(true)}>
                {t('offer.delete')}
              </Button>
            )}
          </div>
        </form>
      )}
      {ready && spec.child && rowId !== null && (
        <ChildRows child={spec.child} ownerId={rowId} context={context} />
      )}
      <ConfirmDialog
        isOpen={confirmDelete}
        title={t('offer.deleteTitle', { name: shownName })}
        confirmLabel={t('offer.delete')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      >
        {t('offer.deleteText', { item: itemName })}
      </ConfirmDialog>
    </div>
  );
}

/** The current row a 409 carries (`details: [{ current }]`). */
function conflictRow(error: ApiError): Record<string, unknown> | null {
  const current = (error.details[0] as { current?: unknown } | undefined)?.current;
  return current && typeof current === 'object' ? (current as Record<string, unknown>) : null;
}
