import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@venue/api-client';
import type { CalendarFeed } from '@venue/contract';
import { Button, ConfirmDialog, Select, SelectItem, TextField } from '@venue/design-system';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import { queryKeys } from '../../app/queryKeys.ts';
import { useConfirmedRemoval } from '../../app/useConfirmedRemoval.ts';
import { usePropertyUnits } from '../../app/usePropertyUnits.ts';
import * as css from '../../forms/forms.css.ts';
import { useCurrentProperty } from '../../frame/useCurrentProperty.ts';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import * as local from './CalendarFeedsPage.css.ts';
import { exportBody, importBody, importDraftProblems, importRefusal } from './feedForm.ts';

/**
 * Calendar sync (docs/api.md#calendar-sync): the property's iCalendar feeds. An export publishes a unit group's
 * or a unit's busy days behind a secret link, shown once when it is made; an import reads another channel's
 * calendar for one unit, whose events become blocks. A plain list with buttons (each labelled with its feed);
 * revoking a link or removing an import asks first.
 */
export function CalendarFeedsPage() {
  const { t, i18n } = useTranslation();
  const heading = usePageHeading(t('calendarFeeds.title'));
  const api = useApi();
  const queries = useQueryClient();
  const property = useCurrentProperty();
  const propertyId = property?.id ?? null;
  const listTitle = useId();
  const exportTitle = useId();
  const importTitle = useId();
  const groups = usePropertyUnits(propertyId);
  const [news, setNews] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  // Export form.
  const [target, setTarget] = useState<string | null>(null);
  const [targetProblem, setTargetProblem] = useState('');
  const [exportRefusal, setExportRefusal] = useState('');
  const [exporting, setExporting] = useState(false);
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  // Import form.
  const [unitId, setUnitId] = useState<number | null>(null);
  const [url, setUrl] = useState('');
  const [problems, setProblems] = useState<Partial<Record<'unit' | 'url', string>>>({});
  const [importFailure, setImportFailure] = useState('');
  const [importing, setImporting] = useState(false);

  const when = new Intl.DateTimeFormat(i18n.language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const at = (iso: string) => when.format(new Date(iso));

  // The property's feeds, read again after each change (the last list stays shown meanwhile).
  const feedsKey = queryKeys.calendarFeeds(propertyId ?? 0);
  const read = useQuery({
    queryKey: feedsKey,
    enabled: propertyId !== null,
    queryFn: async () => (await api.calendarFeeds.list(propertyId ?? 0)).items,
  });
  const feeds: CalendarFeed[] | 'failed' | null = read.isError ? 'failed' : (read.data ?? null);
  const loadFeeds = () => void queries.invalidateQueries({ queryKey: feedsKey });

  const known = Array.isArray(groups) ? groups : [];
  const units = known.flatMap((g) => g.units);
  const groupLabel = (name: string) => t('calendarFeeds.target.group', { name });
  /** What a feed is about, as people read it: the unit group or the unit. */
  const targetOf = (feed: CalendarFeed) => {
    const group = feed.unitgroupId !== null ? known.find((g) => g.id === feed.unitgroupId) : undefined;
    if (group) return groupLabel(group.name);
    const unit = feed.unitId !== null ? units.find((u) => u.id === feed.unitId) : undefined;
    return unit?.name ?? (feed.name || t('calendarFeeds.list.unknownTarget'));
  };

  const addExport = async (event: FormEvent) => {
    event.preventDefault();
    if (propertyId === null || exporting) return;
    const body = exportBody(target);
    setExportRefusal('');
    if (!body) {
      setTargetProblem(t('calendarFeeds.error.target'));
      setNews(t('calendarFeeds.news.problems'));
      return;
    }
    setExporting(true);
    try {
      const added = await api.calendarFeeds.add(propertyId, body);
      setFeedUrl(added.feedUrl);
      setNews(t('calendarFeeds.news.exported', { target: targetOf(added) }));
      setTarget(null);
      loadFeeds();
    } catch {
      setExportRefusal(t('calendarFeeds.error.failed'));
      setNews('');
    } finally {
      setExporting(false);
    }
  };

  const copy = async () => {
    if (!feedUrl) return;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(feedUrl);
      setNews(t('calendarFeeds.news.copied'));
    } catch {
      setNews(t('calendarFeeds.news.copyFailed'));
    }
  };

  const addImport = async (event: FormEvent) => {
    event.preventDefault();
    if (propertyId === null || importing) return;
    const draft = { unitId, url };
    const found = importDraftProblems(draft);
    setProblems(found);
    setImportFailure('');
    const body = importBody(draft);
    if (Object.keys(found).length || !body) {
      setNews(t('calendarFeeds.news.problems'));
      return;
    }
    setImporting(true);
    try {
      const added = await api.calendarFeeds.add(propertyId, body);
      setNews(t('calendarFeeds.news.imported', { target: targetOf(added) }));
      setUnitId(null);
      setUrl('');
      loadFeeds();
    } catch (error) {
      const field = error instanceof ApiError ? importRefusal(error.status, error.details) : null;
      if (field) {
        setProblems({ url: field });
        setNews(t('calendarFeeds.news.problems'));
      } else {
        setImportFailure(t('calendarFeeds.error.failed'));
        setNews('');
      }
    } finally {
      setImporting(false);
    }
  };

  const sync = async (feed: CalendarFeed) => {
    if (propertyId === null) return;
    setBusy(feed.id);
    try {
      const synced = await api.calendarFeeds.sync(propertyId, feed.id);
      setNews(
        synced.lastError
          ? t('calendarFeeds.news.syncedWithError', { target: targetOf(feed), error: synced.lastError })
          : t('calendarFeeds.news.synced', { target: targetOf(feed), count: synced.blocks }),
      );
    } catch {
      setNews(t('calendarFeeds.error.syncFailed'));
    } finally {
      setBusy(null);
    }
    loadFeeds();
  };

  const listHeading = useRef<HTMLHeadingElement>(null);
  const remove = useConfirmedRemoval<CalendarFeed>(
    listHeading,
    async (feed) => {
      if (propertyId === null) return;
      await api.calendarFeeds.remove(propertyId, feed.id);
      setNews(
        t(feed.direction === 'export' ? 'calendarFeeds.news.revoked' : 'calendarFeeds.news.removed', {
          target: targetOf(feed),
        }),
      );
      loadFeeds();
    },
    () => {
      loadFeeds();
      return t('calendarFeeds.error.removeFailed');
    },
  );
  const asked = remove.item;
  const revoking = asked?.direction === 'export';

  return (
    <div className={pages.page}>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {t('calendarFeeds.title')}
      </h1>
      <p className={pages.lead}>{t('calendarFeeds.lead')}</p>
      <p role="status" className={css.news}>
        {news}
      </p>

      <section aria-labelledby={listTitle} className={css.children}>
        <h2 id={listTitle} ref={listHeading} tabIndex={-1} className={css.sectionTitle}>
          {t('calendarFeeds.list.title')}
        </h2>
        {feeds === 'failed' ? (
          <p role="alert">{t('offer.loadFailed')}</p>
        ) : feeds === null ? (
          <p>{t('offer.loading')}</p>
        ) : feeds.length === 0 ? (
          <p>{t('calendarFeeds.list.empty')}</p>
        ) : (
          <ul className={css.childList}>
            {feeds.map((feed) => {
              const what = targetOf(feed);
              return (
                <li key={feed.id} className={css.childRow}>
                  <div className={local.feedText}>
                    {feed.direction === 'export' ? (
                      <span>
                        <strong>{t('calendarFeeds.list.export', { target: what })}</strong>
                        {' · '}
                        {t('calendarFeeds.list.created', { when: at(feed.createdAt) })}
                      </span>
                    ) : (
                      <>
                        <span>
                          <strong>{t('calendarFeeds.list.import', { target: what })}</strong>
                          {' · '}
                          {t('calendarFeeds.list.url', { url: feed.url ?? '' })}
                        </span>
                        <span>
                          {feed.lastFetchedAt
                            ? t('calendarFeeds.list.lastFetched', { when: at(feed.lastFetchedAt) })
                            : t('calendarFeeds.list.neverFetched')}
                          {' · '}
                          {t('calendarFeeds.list.blocks', { count: feed.blocks })}
                        </span>
                        {feed.lastError && (
                          <p className={css.alert}>
                            {t('calendarFeeds.list.lastError', { error: feed.lastError })}
                          </p>
                        )}
                      </>
                    )}
                  </div>
                  <span className={css.actions}>
                    {feed.direction === 'import' && (
                      <Button
                        variant="secondary"
                        aria-label={t('calendarFeeds.list.syncLabel', { target: what })}
                        isPending={busy === feed.id}
                        onPress={() => void sync(feed)}
                      >
                        {t('calendarFeeds.list.sync')}
                      </Button>
                    )}
                    <Button
                      variant="secondary"
                      aria-label={
                        feed.direction === 'export'
                          ? t('calendarFeeds.list.revokeLabel', { target: what })
                          : t('calendarFeeds.list.removeLabel', { target: what })
                      }
                      isDisabled={busy === feed.id}
                      onPress={remove.ask(feed)}
                    >
                      {feed.direction === 'export'
                        ? t('calendarFeeds.list.revoke')
                        : t('calendarFeeds.list.remove')}
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {groups === 'failed' ? (
        <p role="alert">{t('offer.loadFailed')}</p>
      ) : groups === null ? (
        <p>{t('offer.loading')}</p>
      ) : (
        <>
          <section aria-labelledby={exportTitle} className={css.children}>
            <h2 id={exportTitle} className={css.sectionTitle}>
              {t('calendarFeeds.export.title')}
            </h2>
            <p className={css.hint}>{t('calendarFeeds.export.hint')}</p>
            <form className={css.form} onSubmit={(e) => void addExport(e)} noValidate>
              <div className={css.fields}>
                <Select
                  label={t('calendarFeeds.export.target')}
                  selectedKey={target}
                  onSelectionChange={(k) => {
                    setTarget(k === null ? null : String(k));
                    setTargetProblem('');
                  }}
                  isInvalid={Boolean(targetProblem)}
                  {...(targetProblem ? { errorMessage: targetProblem } : {})}
                >
                  {groups.flatMap((g) => [
                    <SelectItem key={`group:${g.id}`} id={`group:${g.id}`}>
                      {groupLabel(g.name)}
                    </SelectItem>,
                    ...g.units.map((u) => (
                      <SelectItem key={`unit:${u.id}`} id={`unit:${u.id}`}>
                        {u.name}
                      </SelectItem>
                    )),
                  ])}
                </Select>
              </div>
              {exportRefusal && (
                <p role="alert" className={css.alert}>
                  {exportRefusal}
                </p>
              )}
              <div className={css.actions}>
                <Button type="submit" variant="primary" isPending={exporting}>
                  {t('calendarFeeds.export.submit')}
                </Button>
              </div>
            </form>
            {feedUrl && (
              <div className={css.fields}>
                <TextField
                  label={t('calendarFeeds.export.url')}
                  description={t('calendarFeeds.export.urlHint')}
                  value={feedUrl}
                  isReadOnly
                />
                <div className={css.actions}>
                  <Button variant="secondary" onPress={() => void copy()}>
                    {t('calendarFeeds.export.copy')}
                  </Button>
                </div>
              </div>
            )}
          </section>

          <section aria-labelledby={importTitle} className={css.children}>
            <h2 id={importTitle} className={css.sectionTitle}>
              {t('calendarFeeds.import.title')}
            </h2>
            <p className={css.hint}>{t('calendarFeeds.import.hint')}</p>
            <form className={css.form} onSubmit={(e) => void addImport(e)} noValidate>
              <div className={css.fields}>
                <Select
                  label={t('calendarFeeds.import.unit')}
                  selectedKey={unitId === null ? null : String(unitId)}
                  onSelectionChange={(k) => {
                    setUnitId(k === null ? null : Number(k));
                    setProblems(({ unit: _unit, ...rest }) => rest);
                  }}
                  isInvalid={Boolean(problems.unit)}
                  {...(problems.unit ? { errorMessage: t(problems.unit) } : {})}
                >
                  {units.map((u) => (
                    <SelectItem key={u.id} id={String(u.id)}>
                      {u.name}
                    </SelectItem>
                  ))}
                </Select>
                <TextField
                  label={t('calendarFeeds.import.url')}
                  type="url"
                  value={url}
                  onChange={(v) => {
                    setUrl(v);
                    setProblems(({ url: _url, ...rest }) => rest);
                  }}
                  isInvalid={Boolean(problems.url)}
                  {...(problems.url ? { errorMessage: t(problems.url) } : {})}
                />
              </div>
              {importFailure && (
                <p role="alert" className={css.alert}>
                  {importFailure}
                </p>
              )}
              <div className={css.actions}>
                <Button type="submit" variant="primary" isPending={importing}>
                  {t('calendarFeeds.import.submit')}
                </Button>
              </div>
            </form>
          </section>
        </>
      )}
      <ConfirmDialog
        {...remove.dialog}
        title={
          asked
            ? t(revoking ? 'calendarFeeds.confirm.revokeTitle' : 'calendarFeeds.confirm.removeTitle', {
                target: targetOf(asked),
              })
            : ''
        }
        confirmLabel={t(revoking ? 'calendarFeeds.confirm.revoke' : 'calendarFeeds.confirm.remove')}
      >
        {asked
          ? t(revoking ? 'calendarFeeds.confirm.revokeText' : 'calendarFeeds.confirm.removeText', {
              target: targetOf(asked),
            })
          : ''}
      </ConfirmDialog>
    </div>
  );
}
