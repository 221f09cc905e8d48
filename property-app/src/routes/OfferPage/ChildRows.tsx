import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@venue/api-client';
import { Button, ConfirmDialog } from '@venue/design-system';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import { nameIn } from '../../app/names.ts';
import { queryKeys } from '../../app/queryKeys.ts';
import { useConfirmedRemoval } from '../../app/useConfirmedRemoval.ts';
import { changesOf, type Draft, draftOf, fieldsOf, textKey } from '../../forms/draft.ts';
import * as css from '../../forms/forms.css.ts';
import type { ChildSpec } from '../../forms/resourceForms.ts';
import { type FieldContext, FieldInput } from './FieldInput.tsx';
import { baseApi, type Row } from './OfferSections.tsx';

const NO_PROBLEMS = {};

/**
 * The rows that belong to a row: a unit group's units (its quantity is their number), a service's options
 * (named in English and German, like every text). Each is renamed or deleted on its own, with only what changed
 * and the version read; deleting asks first, naming the row; one still used by a booking cannot be deleted.
 */
export function ChildRows({
  child,
  ownerId,
  context,
}: {
  child: ChildSpec;
  ownerId: number;
  context: FieldContext;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queries = useQueryClient();
  const calls = useMemo(() => baseApi(api, child.base), [api, child.base]);
  const titleId = useId();
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [fresh, setFresh] = useState<Draft>(() => draftOf({}, child.fields, context.baseLanguage));
  const [problem, setProblem] = useState('');
  const [news, setNews] = useState('');
  const firstField = child.fields[0];
  const label = t(firstField?.label ?? 'offer.field.name');
  /** The draft key whose emptiness means "no name": the name in the property's language. */
  const nameKey =
    firstField?.kind === 'text' && firstField.translated
      ? textKey(firstField.name, context.baseLanguage)
      : (firstField?.name ?? 'name');

  // The owner's rows, read again after each change (the last list stays shown meanwhile).
  const query = {
    [`f.${child.ownerField}`]: ownerId,
    'o.sort': child.base === 'unit' ? 'name' : 'sort',
    'p.s': 500,
  };
  const key = queryKeys.resourceList(child.base, query);
  // The list's whole answer, as every reader of a resourceList key caches it.
  const read = useQuery({ queryKey: key, queryFn: () => calls.list(query), select: (page) => page.items });
  const rows: Row[] | 'failed' | null = read.isError ? 'failed' : (read.data ?? null);
  const reload = () => queries.invalidateQueries({ queryKey: key });
  // Every answer read puts the rows' drafts back to what is stored (set while rendering, so the fields never show
  // an answer without its drafts).
  const answer = `${read.dataUpdatedAt} ${context.baseLanguage}`;
  const [draftsOf, setDraftsOf] = useState('');
  if (read.data && answer !== draftsOf) {
    setDraftsOf(answer);
    setDrafts(
      Object.fromEntries(read.data.map((r) => [r.id, draftOf(r, child.fields, context.baseLanguage)])),
    );
  }

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.error === 'error.referenced') return t('offer.child.referenced');
    if (error instanceof ApiError && error.status === 409) return t('offer.child.conflict');
    if (error instanceof ApiError && (error.status === 400 || error.status === 422))
      return t('offer.error.required');
    return t('offer.alert.failed');
  };
  const shown = (row: Row) => nameIn(row as unknown as { name: string }, i18n.language);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!String(fresh[nameKey] ?? '').trim()) {
      setProblem(t('offer.error.required'));
      return;
    }
    try {
      const defaults = await calls.defaults({ [child.ownerField]: ownerId });
      const added = await calls.add({
        ...defaults,
        ...fieldsOf(fresh, child.fields, context.baseLanguage, defaults),
      });
      setFresh(draftOf({}, child.fields, context.baseLanguage));
      setProblem('');
      setNews(t('offer.child.added', { name: shown(added) }));
      await reload();
    } catch (error) {
      setProblem(failed(error));
    }
  };

  const changesFor = (row: Row) =>
    changesOf(row, fieldsOf(drafts[row.id] ?? {}, child.fields, context.baseLanguage, row));

  const rename = async (row: Row) => {
    const changes = changesFor(row);
    if (Object.keys(changes).length === 0 || !String(drafts[row.id]?.[nameKey] ?? '').trim()) return;
    try {
      const saved = await calls.update(row.id, row.version, changes);
      setNews(t('offer.child.renamed', { name: shown(saved) }));
    } catch (error) {
      setNews(failed(error));
    }
    await reload();
  };

  const heading = useRef<HTMLHeadingElement>(null);
  const remove = useConfirmedRemoval<Row>(
    heading,
    async (row) => {
      await calls.remove(row.id, row.version);
      setNews(t('offer.child.deleted', { name: shown(row) }));
      await reload();
    },
    (error) => {
      void reload();
      return failed(error);
    },
  );

  return (
    <section className={css.children} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={css.sectionTitle}>
        {t(child.title)} {Array.isArray(rows) ? `(${rows.length})` : ''}
      </h2>
      <p role="status" className={css.news}>
        {news}
      </p>
      {rows === 'failed' && <p role="alert">{t('offer.loadFailed')}</p>}
      {Array.isArray(rows) && (
        <ul className={css.childList}>
          {rows.map((row, index) => (
            <li key={row.id} className={css.childRow}>
              {child.fields.map((field) => (
                <FieldInput
                  key={field.name}
                  field={{ ...field, label: t('offer.child.nameOf', { label, number: index + 1 }) }}
                  draft={drafts[row.id] ?? {}}
                  problems={NO_PROBLEMS}
                  context={context}
                  onChange={(key, value) =>
                    setDrafts((d) => ({ ...d, [row.id]: { ...d[row.id], [key]: value } }))
                  }
                />
              ))}
              <Button
                variant="secondary"
                isDisabled={
                  Object.keys(changesFor(row)).length === 0 || !String(drafts[row.id]?.[nameKey] ?? '').trim()
                }
                aria-label={t('offer.child.renameLabel', { name: shown(row) })}
                onPress={() => void rename(row)}
              >
                {t('offer.child.rename')}
              </Button>
              <Button
                variant="secondary"
                aria-label={t('offer.child.deleteLabel', { name: shown(row) })}
                onPress={remove.ask(row)}
              >
                {t('offer.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={css.childRow} onSubmit={(e) => void add(e)} noValidate>
        {child.fields.map((field) => (
          <FieldInput
            key={field.name}
            field={{ ...field, label: t('offer.child.newName', { label }) }}
            draft={fresh}
            problems={problem ? { [nameKey]: 'offer.error.required' } : NO_PROBLEMS}
            context={context}
            onChange={(key, value) => {
              setFresh((d) => ({ ...d, [key]: value }));
              setProblem('');
            }}
          />
        ))}
        <Button type="submit" variant="secondary">
          {t('offer.child.add')}
        </Button>
      </form>
      <ConfirmDialog
        {...remove.dialog}
        title={remove.item ? t(`offer.child.confirm.title.${child.base}`, { name: shown(remove.item) }) : ''}
        confirmLabel={t(`offer.child.confirm.delete.${child.base}`)}
      >
        {t('offer.child.confirm.text')}
      </ConfirmDialog>
    </section>
  );
}
