import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@venue/api-client';
import { API_KEY_SCOPES, type ApiKey, type ApiKeyScope } from '@venue/contract';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  FieldHints,
  FieldLabel,
  RequiredNote,
  TextField,
} from '@venue/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckboxGroup, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '../../account/focusFirstInvalid.ts';
import { useApi } from '../../app/ApiProvider.tsx';
import { queryKeys } from '../../app/queryKeys.ts';
import { useConfirmedRemoval } from '../../app/useConfirmedRemoval.ts';
import { usePropertyRow } from '../../app/usePropertyRow.ts';
import * as forms from '../../forms/forms.css.ts';
import { useCurrentProperty } from '../../frame/useCurrentProperty.ts';
import { tKey } from '../../i18n/tKey.ts';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import * as css from './ApiKeysPage.css.ts';

/** The label of each scope (apiKeys.json). */
const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'bookings:read': tKey('apiKeys.scope.bookingsRead'),
  'bookings:write': tKey('apiKeys.scope.bookingsWrite'),
  'catalog:read': tKey('apiKeys.scope.catalogRead'),
  'catalog:write': tKey('apiKeys.scope.catalogWrite'),
};

/** A refusal, as the page says it. */
function troubleOf(error: unknown): string {
  if (error instanceof ApiError && (error.status === 403 || error.status === 404))
    return tKey('apiKeys.error.forbidden');
  if (error instanceof ApiError && error.error === 'error.unavailable') return tKey('error.unavailable');
  return tKey('apiKeys.error.failed');
}

/**
 * The property's API keys for machines (docs/integrations.md#api-keys), owners only: each key with its scopes,
 * when it was made and last used; a new one (name and scopes) shows its whole key this once; Revoke asks first.
 */
export function ApiKeysPage() {
  const property = useCurrentProperty();
  return <KeysPage key={property?.id ?? 0} />;
}

function KeysPage() {
  const { t, i18n } = useTranslation();
  const heading = usePageHeading(t('apiKeys.title'));
  const api = useApi();
  const queries = useQueryClient();
  const property = useCurrentProperty();
  const propertyId = property?.id ?? 0;
  const isOwner = property?.role === 'owner';
  const queryKey = queryKeys.apiKeys(propertyId);
  const read = useQuery({
    queryKey,
    // Staff are refused by the server; the page does not ask for them.
    enabled: property !== null && isOwner,
    queryFn: async () => (await api.apiKeys.list(propertyId)).keys,
  });
  const { row: propertyRow } = usePropertyRow(propertyId);
  const timeZone = propertyRow && propertyRow !== 'failed' ? propertyRow.timezone : undefined;
  const listTitle = useId();
  const addTitle = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [news, setNews] = useState('');
  // The whole key lives in this state only: leaving the page forgets it (docs/integrations.md#api-keys).
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [addForm, setAddForm] = useState(0);
  const reload = () => queries.invalidateQueries({ queryKey });

  const revoke = useConfirmedRemoval<ApiKey>(
    listHeading,
    async (key) => {
      await api.apiKeys.revoke(propertyId, key.id);
      setNews(t('apiKeys.news.revoked', { name: key.name }));
      await reload();
    },
    (error) => {
      void reload();
      return t(troubleOf(error));
    },
  );

  const title = (
    <h1 ref={heading} tabIndex={-1} className={pages.title}>
      {t('apiKeys.title')}
    </h1>
  );
  if (!isOwner)
    return (
      <div className={pages.page}>
        {title}
        <p className={pages.lead}>{t('apiKeys.ownersOnly')}</p>
      </div>
    );

  const when = new Intl.DateTimeFormat(i18n.language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
  const at = (iso: string) => when.format(new Date(iso));

  const add = async (draft: KeyDraft): Promise<string | null> => {
    try {
      const made = await api.apiKeys.create(propertyId, {
        name: draft.name.trim(),
        scopes: [...draft.scopes],
      });
      setCreated({ name: made.name, key: made.key });
      setNews(t('apiKeys.news.created', { name: made.name }));
      setAddForm((n) => n + 1);
      await reload();
      return null;
    } catch (error) {
      return t(troubleOf(error));
    }
  };

  const keys = read.data;
  const asked = revoke.item;

  return (
    <div className={pages.page}>
      {title}
      <p className={pages.lead}>{t('apiKeys.lead', { property: property?.name ?? '' })}</p>
      <p role="status" className={forms.news}>
        {news}
      </p>
      {created ? (
        <KeyOnce
          name={created.name}
          secret={created.key}
          onCopied={(copied) => setNews(t(copied ? 'apiKeys.news.copied' : 'apiKeys.news.copyFailed'))}
          onDone={() => {
            setCreated(null);
            listHeading.current?.focus();
          }}
        />
      ) : null}

      <section aria-labelledby={listTitle} className={forms.children}>
        <h2 id={listTitle} ref={listHeading} tabIndex={-1} className={forms.sectionTitle}>
          {t('apiKeys.list.title')}
        </h2>
        {read.isError && !keys ? (
          <div role="alert" className={forms.alert}>
            <p className={css.fact}>{t('apiKeys.loadFailed')}</p>
            <div className={forms.actions}>
              <Button variant="secondary" onPress={() => void read.refetch()}>
                {t('apiKeys.retry')}
              </Button>
            </div>
          </div>
        ) : !keys ? (
          <p>{t('offer.loading')}</p>
        ) : keys.length === 0 ? (
          <p>{t('apiKeys.list.empty')}</p>
        ) : (
          <ul className={forms.childList}>
            {keys.map((key) => (
              <li key={key.id} className={css.key}>
                <h3 className={css.name}>{key.name}</h3>
                <div className={css.facts}>
                  <p className={css.fact}>{t('apiKeys.list.prefix', { prefix: key.prefix })}</p>
                  <p className={css.fact}>
                    {t('apiKeys.list.scopes', {
                      scopes: key.scopes.map((s) => t(SCOPE_LABELS[s])).join(', '),
                    })}
                  </p>
                  <p className={css.fact}>{t('apiKeys.list.created', { at: at(key.createdAt) })}</p>
                  <p className={css.fact}>
                    {key.lastUsedAt
                      ? t('apiKeys.list.lastUsed', { at: at(key.lastUsedAt) })
                      : t('apiKeys.list.neverUsed')}
                  </p>
                  {key.revokedAt ? (
                    <p className={css.revoked}>{t('apiKeys.list.revoked', { at: at(key.revokedAt) })}</p>
                  ) : null}
                </div>
                {key.revokedAt ? null : (
                  <div className={forms.actions}>
                    <Button
                      variant="secondary"
                      aria-label={t('apiKeys.list.revokeLabel', { name: key.name })}
                      onPress={revoke.ask(key)}
                    >
                      {t('apiKeys.list.revoke')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={addTitle} className={forms.children}>
        <h2 id={addTitle} className={forms.sectionTitle}>
          {t('apiKeys.add.title')}
        </h2>
        <p className={forms.hint}>{t('apiKeys.add.hint')}</p>
        <KeyForm key={addForm} onSave={add} />
      </section>

      <ConfirmDialog
        {...revoke.dialog}
        title={asked ? t('apiKeys.confirm.title', { name: asked.name }) : ''}
        confirmLabel={t('apiKeys.confirm.revoke')}
      >
        {t('apiKeys.confirm.text')}
      </ConfirmDialog>
    </div>
  );
}

interface KeyDraft {
  readonly name: string;
  readonly scopes: readonly ApiKeyScope[];
}

/** A new key's name and scopes; what the form can tell (a name, a scope) is checked before sending. */
function KeyForm({ onSave }: { onSave: (draft: KeyDraft) => Promise<string | null> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<KeyDraft>({ name: '', scopes: [] });
  const [problems, setProblems] = useState<{ name?: string; scopes?: string }>({});
  const [trouble, setTrouble] = useState('');
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const save = async () => {
    if (saving) return;
    setTrouble('');
    const found = {
      ...(draft.name.trim() ? {} : { name: t('apiKeys.form.nameMissing') }),
      ...(draft.scopes.length ? {} : { scopes: t('apiKeys.form.scopesMissing') }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setTrouble(t('apiKeys.error.fields'));
      focusFirstInvalid(form.current);
      return;
    }
    setSaving(true);
    try {
      const failed = await onSave(draft);
      if (failed) setTrouble(failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      ref={form}
      aria-label={t('apiKeys.add.title')}
      className={css.form}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <RequiredNote />
      <TextField
        label={t('apiKeys.form.name')}
        description={t('apiKeys.form.nameHint')}
        value={draft.name}
        onChange={(name) => {
          setDraft((all) => ({ ...all, name }));
          setProblems(({ name: _, ...rest }) => rest);
        }}
        isRequired
        maxLength={100}
        autoComplete="off"
        isInvalid={Boolean(problems.name)}
        {...(problems.name ? { errorMessage: problems.name } : {})}
      />
      <CheckboxGroup
        value={[...draft.scopes]}
        onChange={(scopes) => {
          setDraft((all) => ({ ...all, scopes: scopes as ApiKeyScope[] }));
          setProblems(({ scopes: _, ...rest }) => rest);
        }}
        // At least one scope, not each: the group's label carries the asterisk, the form names an empty group.
        isInvalid={Boolean(problems.scopes)}
      >
        <FieldLabel isRequired>{t('apiKeys.form.scopes')}</FieldLabel>
        <div className={css.scopes}>
          {API_KEY_SCOPES.map((scope) => (
            <Checkbox key={scope} value={scope}>
              {t(SCOPE_LABELS[scope])}
            </Checkbox>
          ))}
        </div>
        <FieldHints
          description={t('apiKeys.form.scopesHint')}
          {...(problems.scopes ? { errorMessage: problems.scopes } : {})}
        />
      </CheckboxGroup>
      <div role="alert">{trouble ? <p className={forms.alert}>{trouble}</p> : null}</div>
      <div className={forms.actions}>
        <Button type="submit" isPending={saving}>
          {t('apiKeys.add.submit')}
        </Button>
      </div>
    </Form>
  );
}

interface KeyOnceProps {
  readonly name: string;
  readonly secret: string;
  readonly onDone: () => void;
  readonly onCopied: (copied: boolean) => void;
}

/** A new key, the one time the server shows it: kept only in the page's state. Its heading takes the focus. */
function KeyOnce({ name, secret, onDone, onCopied }: KeyOnceProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const copy = () => {
    setCopyFailed(false);
    // The clipboard may be missing or refused (an http page, a browser setting): the field can be copied by hand.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    const failed = () => {
      setCopyFailed(true);
      onCopied(false);
    };
    if (clipboard) clipboard.writeText(secret).then(() => onCopied(true), failed);
    else failed();
  };
  return (
    <section aria-labelledby={titleId} className={css.secret}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={forms.sectionTitle}>
        {t('apiKeys.secret.title')}
      </h2>
      <p className={css.secretWarning}>{t('apiKeys.secret.once')}</p>
      <p className={css.fact}>{t('apiKeys.secret.for', { name })}</p>
      <TextField
        label={t('apiKeys.secret.label')}
        description={copyFailed ? t('apiKeys.secret.copyFailed') : t('apiKeys.secret.hint')}
        value={secret}
        isReadOnly
        spellCheck="false"
      />
      <div className={forms.actions}>
        <Button variant="primary" onPress={copy}>
          {t('apiKeys.secret.copy')}
        </Button>
        <Button variant="secondary" onPress={onDone}>
          {t('apiKeys.secret.done')}
        </Button>
      </div>
    </section>
  );
}
