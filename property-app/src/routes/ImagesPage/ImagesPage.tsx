import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@venue/api-client';
import { RESOURCE_SCHEMAS, UPLOAD_LIMITS } from '@venue/contract';
import { Button, ConfirmDialog, Select, SelectItem } from '@venue/design-system';
import { textIn } from '@venue/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  DropZone,
  FileTrigger,
  isFileDropItem,
  type PressEvent,
  ProgressBar,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ResourceRow } from '../../api/resources.ts';
import { useApi } from '../../app/ApiProvider.tsx';
import { queryKeys } from '../../app/queryKeys.ts';
import { useConfirmedRemoval } from '../../app/useConfirmedRemoval.ts';
import { usePropertyRow } from '../../app/usePropertyRow.ts';
import {
  changesOf,
  type Draft,
  draftOf,
  fieldsOf,
  type ProblemKey,
  problemsOf,
  serverProblemsOf,
} from '../../forms/draft.ts';
import type { FieldSpec } from '../../forms/resourceForms.ts';
import { TranslatedText } from '../../forms/TranslatedText.tsx';
import { useCurrentProperty } from '../../frame/useCurrentProperty.ts';
import { tKey } from '../../i18n/tKey.ts';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import * as css from './ImagesPage.css.ts';
import {
  addFiles,
  afterFailure,
  nextUpload,
  type Purpose,
  retried,
  type UploadItem,
  type UploadStatus,
  withItem,
} from './uploadQueue.ts';

type DocumentRow = ResourceRow<'document'>;

const STATUS_KEY: Record<UploadStatus, string> = {
  New: 'images.status.new',
  Start: 'images.status.start',
  Progress: 'images.status.progress',
  Error: 'images.status.error',
  Cancel: 'images.status.cancel',
  Done: 'images.status.done',
};

/** A failure as the upload list reads it. */
const failureOf = (error: unknown) =>
  error instanceof ApiError
    ? { status: error.status, error: error.error }
    : { status: 0, error: 'error.unknown' };

/** The images this page manages: the hero slides and the panoramas. */
const heroesAndPanoramas = (rows: DocumentRow[]) =>
  rows.filter((d) => d.kind === 'hero' || d.kind === 'panorama');

/**
 * The property's hero slides and panoramas (docs/api.md#documents): images dropped or chosen here are uploaded one
 * at a time with their progress, retried after a network or server failure up to three attempts, and can be
 * canceled; stored ones get their text alternative in English and German and can be deleted. The server checks
 * every file again.
 */
export function ImagesPage() {
  const { t, i18n } = useTranslation();
  const heading = usePageHeading(t('images.title'));
  const api = useApi();
  const queries = useQueryClient();
  const property = useCurrentProperty();
  const propertyId = property?.id ?? null;
  const [purpose, setPurpose] = useState<Purpose>('hero');
  const [items, setItems] = useState<UploadItem[]>([]);
  const [news, setNews] = useState('');
  const nextKey = useRef(1);
  const controllers = useRef(new Map<string, AbortController>());
  const size = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const megabytes = (bytes: number) =>
    bytes < 1024 * 1024
      ? `${size.format(Math.max(1, bytes / 1024))} KB`
      : `${size.format(bytes / 1024 / 1024)} MB`;

  // The property's own language: the one its stored descriptions are written in.
  const { row: propertyRow } = usePropertyRow(propertyId);
  const baseLanguage =
    propertyRow === 'failed' || propertyRow === null ? propertyRow : propertyRow.defaultLanguage;

  // The property's images, read again after each upload or deletion (the last list stays shown meanwhile).
  const documentsQuery = { 'f.propertyId': propertyId, 'o.sort': 'sort', 'p.s': 500 };
  const documentsKey = queryKeys.resourceList('document', documentsQuery);
  const documents = useQuery({
    queryKey: documentsKey,
    enabled: propertyId !== null,
    // The list's whole answer, as every reader of a resourceList key caches it.
    queryFn: () => api.resources.document.list(documentsQuery),
    select: (page) => heroesAndPanoramas(page.items),
  });
  const stored: DocumentRow[] | 'failed' | null = documents.isError ? 'failed' : (documents.data ?? null);
  // Every list of the property's documents is stale after an upload or a deletion.
  const reload = useCallback(
    () => void queries.invalidateQueries({ queryKey: ['resource', 'document'] }),
    [queries],
  );
  /** A saved image's row in place of the one shown. */
  const replaceStored = (fresh: DocumentRow) =>
    queries.setQueryData<{ items: DocumentRow[] }>(documentsKey, (page) =>
      page ? { ...page, items: page.items.map((d) => (d.id === fresh.id ? fresh : d)) } : page,
    );

  // Deleting asks first; afterwards focus goes to the next image's Delete, or the section's heading.
  const storedHeading = useRef<HTMLHeadingElement>(null);
  const remove = useConfirmedRemoval<DocumentRow>(
    storedHeading,
    async (doc) => {
      await api.resources.document.remove(doc.id, doc.version);
      setNews(t('images.news.deleted'));
      reload();
    },
    () => t('images.delete.failed'),
  );
  const deleting = remove.item;

  const add = (files: readonly File[]) => {
    if (files.length === 0) return;
    setItems((all) => addFiles(all, files, nextKey.current, purpose));
    nextKey.current += files.length;
    setNews(
      files.length === 1 ? t('images.news.addedOne') : t('images.news.addedMany', { count: files.length }),
    );
  };

  // One upload at a time: the first New item starts when none is under way.
  useEffect(() => {
    const next = nextUpload(items);
    // Started already (React may run an effect twice before the state says so).
    if (!next || propertyId === null || controllers.current.has(next.key)) return;
    const controller = new AbortController();
    controllers.current.set(next.key, controller);
    setItems((all) => withItem(all, next.key, { status: 'Start', progress: 0 }));
    const name = next.file.name;
    api
      .uploadDocument(
        next.file,
        { propertyId, kind: next.purpose },
        {
          signal: controller.signal,
          onProgress: (sent) =>
            setItems((all) => withItem(all, next.key, { status: 'Progress', progress: sent })),
        },
      )
      .then(
        () => {
          setItems((all) => withItem(all, next.key, { status: 'Done', progress: 1, problem: null }));
          setNews(t('images.news.done', { name }));
          reload();
        },
        async (error: unknown) => {
          const change = afterFailure(next, failureOf(error));
          if (change.status === 'New') {
            // A network or server failure: wait a little longer each time before the next attempt.
            await new Promise((resolve) => setTimeout(resolve, 1000 * (change.attempts ?? 1)));
          } else if (change.status === 'Error') {
            setNews(t('images.news.failed', { name, problem: t(change.problem ?? 'images.problem.failed') }));
          }
          setItems((all) => withItem(all, next.key, change));
        },
      )
      .finally(() => controllers.current.delete(next.key));
  }, [items, api, propertyId, reload, t]);

  const cancel = (item: UploadItem) => controllers.current.get(item.key)?.abort();
  const again = (item: UploadItem) => {
    const change = retried(item);
    if (change) setItems((all) => withItem(all, item.key, change));
  };
  const dismiss = (item: UploadItem) => setItems((all) => all.filter((i) => i.key !== item.key));

  return (
    <div className={pages.page}>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {t('images.title')}
      </h1>
      <p className={pages.lead}>{property ? t('images.lead', { property: property.name }) : ''}</p>
      <p role="status" className={css.news}>
        {news}
      </p>

      <section className={css.section} aria-labelledby="images-upload">
        <h2 id="images-upload" className={css.sectionTitle}>
          {t('images.upload.title')}
        </h2>
        <div className={css.toolbar}>
          <Select
            label={t('images.upload.purpose')}
            selectedKey={purpose}
            onSelectionChange={(key) => key !== null && setPurpose(key as Purpose)}
          >
            <SelectItem id="hero">{t('images.kind.hero')}</SelectItem>
            <SelectItem id="panorama">{t('images.kind.panorama')}</SelectItem>
          </Select>
        </div>
        <DropZone
          className={css.dropZone}
          aria-label={t('images.upload.drop')}
          getDropOperation={(types) =>
            UPLOAD_LIMITS.types.some((type) => types.has(type)) ? 'copy' : 'cancel'
          }
          onDrop={async (event) => {
            const files = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()));
            add(files);
          }}
        >
          <Text slot="label">{t('images.upload.drop')}</Text>
          <p className={css.muted}>
            {t('images.upload.limits', { size: megabytes(UPLOAD_LIMITS.maxBytes) })}
          </p>
          <FileTrigger
            acceptedFileTypes={[...UPLOAD_LIMITS.types]}
            allowsMultiple
            onSelect={(list) => add(list ? Array.from(list) : [])}
          >
            <Button variant="secondary">{t('images.upload.choose')}</Button>
          </FileTrigger>
        </DropZone>
        {items.length > 0 ? (
          <ul className={css.uploads} aria-label={t('images.upload.list')}>
            {items.map((item) => (
              <li key={item.key} className={css.upload} data-status={item.status}>
                <div>
                  <p className={css.uploadName}>{item.file.name}</p>
                  <p className={css.muted}>
                    {megabytes(item.file.size)} · {t(`images.kind.${item.purpose}`)}
                  </p>
                </div>
                <div className={css.actions}>
                  {item.status === 'Start' || item.status === 'Progress' ? (
                    <Button variant="secondary" onPress={() => cancel(item)}>
                      {t('images.upload.cancel', { name: item.file.name })}
                    </Button>
                  ) : null}
                  {item.status === 'Error' || item.status === 'Cancel' ? (
                    retried(item) ? (
                      <Button variant="secondary" onPress={() => again(item)}>
                        {t('images.upload.retry', { name: item.file.name })}
                      </Button>
                    ) : null
                  ) : null}
                  {item.status !== 'Start' && item.status !== 'Progress' ? (
                    <Button variant="quiet" onPress={() => dismiss(item)}>
                      {t('images.upload.dismiss', { name: item.file.name })}
                    </Button>
                  ) : null}
                </div>
                <ProgressBar
                  className={css.progress}
                  value={Math.round(item.progress * 100)}
                  aria-label={t('images.upload.progressOf', { name: item.file.name })}
                  valueLabel={t(STATUS_KEY[item.status], { percent: Math.round(item.progress * 100) })}
                >
                  {({ percentage, valueText }) => (
                    <>
                      <span className={css.muted}>{valueText}</span>
                      <div className={css.bar}>
                        <div className={css.fill} style={{ inlineSize: `${percentage ?? 0}%` }} />
                      </div>
                    </>
                  )}
                </ProgressBar>
                {item.problem ? <p className={css.problem}>{t(item.problem)}</p> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section className={css.section} aria-labelledby="images-stored">
        <h2 id="images-stored" ref={storedHeading} tabIndex={-1} className={css.sectionTitle}>
          {t('images.stored.title')}
        </h2>
        {stored === 'failed' || baseLanguage === 'failed' ? (
          <p role="alert" className={css.problem}>
            {t('images.stored.failed')}
          </p>
        ) : stored === null || baseLanguage === null ? null : stored.length === 0 ? (
          <p className={css.muted}>{t('images.stored.none')}</p>
        ) : (
          <ul className={css.gallery}>
            {stored.map((doc) => (
              <StoredImage
                key={doc.id}
                doc={doc}
                baseLanguage={baseLanguage}
                onSaved={(fresh) => {
                  replaceStored(fresh);
                  setNews(t('images.news.described'));
                }}
                onDelete={remove.ask(doc)}
              />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        {...remove.dialog}
        title={t('images.delete.title')}
        confirmLabel={t('images.delete.confirm')}
      >
        {t('images.delete.text', {
          description: (deleting && textIn(deleting, 'description', i18n.language)) || deleting?.name || '',
        })}
      </ConfirmDialog>
    </div>
  );
}

/** The image's text alternative, a text guests read: edited in English and German like the offer's texts. */
const DESCRIPTION: readonly FieldSpec[] = [
  { name: 'description', label: tKey('images.stored.description'), kind: 'text', translated: true },
];

/**
 * A stored image with its text alternative in English and German (the property's own language stored, the other
 * one a translation; checked with the API's own schema before it is sent) and its delete button.
 */
function StoredImage({
  doc,
  baseLanguage,
  onSaved,
  onDelete,
}: {
  doc: DocumentRow;
  baseLanguage: string;
  onSaved: (fresh: DocumentRow) => void;
  onDelete: (event: PressEvent) => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const read = useMemo(() => draftOf(doc, DESCRIPTION, baseLanguage), [doc, baseLanguage]);
  const [draft, setDraft] = useState<Draft>(read);
  const [problems, setProblems] = useState<Record<string, ProblemKey>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setDraft(read), [read]);
  const url = `/api/document/${doc.id}/${encodeURIComponent(doc.name)}`;
  const fields = fieldsOf(draft, DESCRIPTION, baseLanguage, doc);
  const changes = changesOf(doc, fields);
  const save = async () => {
    const found = problemsOf(
      'document',
      RESOURCE_SCHEMAS.document.fields,
      DESCRIPTION,
      baseLanguage,
      { ...doc, ...fields },
      doc,
    );
    setProblems(found);
    setProblem(null);
    if (Object.keys(found).length > 0 || Object.keys(changes).length === 0) return;
    setSaving(true);
    try {
      onSaved(await api.resources.document.update(doc.id, doc.version, changes));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 422))
        setProblems(serverProblemsOf(error.details, DESCRIPTION, baseLanguage));
      else
        setProblem(
          error instanceof ApiError && error.status === 409
            ? 'images.stored.conflict'
            : 'images.stored.saveFailed',
        );
    } finally {
      setSaving(false);
    }
  };
  return (
    <li className={css.card}>
      <img
        className={css.thumb}
        src={`${url}?w=480`}
        alt={textIn(doc, 'description', i18n.language)}
        loading="lazy"
      />
      <p className={css.muted}>{t(`images.kind.${doc.kind === 'panorama' ? 'panorama' : 'hero'}`)}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className={css.section}
        noValidate
      >
        <TranslatedText
          name="description"
          label={t('images.stored.description')}
          hint={t('images.stored.descriptionHint')}
          stacked
          draft={draft}
          problems={problems}
          baseLanguage={baseLanguage}
          onChange={(key, value) => {
            setDraft((d) => ({ ...d, [key]: value }));
            setProblems(({ [key]: _gone, ...rest }) => rest);
          }}
        />
        {problem ? (
          <p role="alert" className={css.problem}>
            {t(problem)}
          </p>
        ) : null}
        <div className={css.actions}>
          <Button
            type="submit"
            variant="secondary"
            isPending={saving}
            isDisabled={Object.keys(changes).length === 0}
          >
            {t('images.stored.save')}
          </Button>
          <Button variant="quiet" onPress={onDelete}>
            {t('images.stored.delete')}
          </Button>
        </div>
      </form>
    </li>
  );
}
