import { ApiError } from '@venue/api-client';
import { Button, TextField } from '@venue/design-system';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import * as css from './OfferPage.css.ts';
import { baseApi, type Row } from './OfferSections.tsx';
import type { ChildSpec } from './offerBases.ts';

/**
 * The rows that belong to a row, by name: a unit group's units (its quantity is their number), a service's
 * options. Each is renamed or deleted on its own; one still used by a booking cannot be deleted.
 */
export function ChildRows({ child, ownerId }: { child: ChildSpec; ownerId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const calls = useMemo(() => baseApi(api, child.base), [api, child.base]);
  const titleId = useId();
  const [rows, setRows] = useState<Row[] | 'failed' | null>(null);
  const [names, setNames] = useState<Record<number, string>>({});
  const [newName, setNewName] = useState('');
  const [problem, setProblem] = useState('');
  const [news, setNews] = useState('');
  const label = t(child.fields[0]?.label ?? 'offer.field.name');

  const reload = useCallback(
    () =>
      calls
        .list({
          [`f.${child.ownerField}`]: ownerId,
          'o.sort': child.base === 'unit' ? 'name' : 'sort',
          'p.s': 500,
        })
        .then(
          (page) => {
            setRows(page.items);
            setNames(Object.fromEntries(page.items.map((r) => [r.id, String(r.name)])));
          },
          () => setRows('failed'),
        ),
    [calls, child, ownerId],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.error === 'error.referenced') return t('offer.child.referenced');
    if (error instanceof ApiError && error.status === 409) return t('offer.child.conflict');
    if (error instanceof ApiError && (error.status === 400 || error.status === 422))
      return t('offer.error.required');
    return t('offer.alert.failed');
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (!name) {
      setProblem(t('offer.error.required'));
      return;
    }
    try {
      const defaults = await calls.defaults({ [child.ownerField]: ownerId });
      await calls.add({ ...defaults, name });
      setNewName('');
      setProblem('');
      setNews(t('offer.child.added', { name }));
      await reload();
    } catch (error) {
      setProblem(failed(error));
    }
  };

  const rename = async (row: Row) => {
    const name = (names[row.id] ?? '').trim();
    if (!name || name === row.name) return;
    try {
      await calls.update(row.id, row.version, { name });
      setNews(t('offer.child.renamed', { name }));
    } catch (error) {
      setNews(failed(error));
    }
    await reload();
  };

  const remove = async (row: Row) => {
    try {
      await calls.remove(row.id, row.version);
      setNews(t('offer.child.deleted', { name: String(row.name) }));
    } catch (error) {
      setNews(failed(error));
    }
    await reload();
  };

  return (
    <section className={css.children} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
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
              <TextField
                label={t('offer.child.nameOf', { label, number: index + 1 })}
                value={names[row.id] ?? ''}
                onChange={(v) => setNames((n) => ({ ...n, [row.id]: v }))}
              />
              <Button
                variant="secondary"
                isDisabled={(names[row.id] ?? '').trim() === row.name || !(names[row.id] ?? '').trim()}
                aria-label={t('offer.child.renameLabel', { name: String(row.name) })}
                onPress={() => void rename(row)}
              >
                {t('offer.child.rename')}
              </Button>
              <Button
                variant="secondary"
                aria-label={t('offer.child.deleteLabel', { name: String(row.name) })}
                onPress={() => void remove(row)}
              >
                {t('offer.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={css.childRow} onSubmit={(e) => void add(e)} noValidate>
        <TextField
          label={t('offer.child.newName', { label })}
          value={newName}
          onChange={(v) => {
            setNewName(v);
            setProblem('');
          }}
          isInvalid={Boolean(problem)}
          {...(problem ? { errorMessage: problem } : {})}
        />
        <Button type="submit" variant="secondary">
          {t('offer.child.add')}
        </Button>
      </form>
    </section>
  );
}
