import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@venue/api-client';
import type { WebhookEndpoint } from '@venue/contract';
import { Button, ConfirmDialog, LinkButton } from '@venue/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import type { PressEvent } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import { queryKeys } from '../../app/queryKeys.ts';
import { useConfirmedRemoval } from '../../app/useConfirmedRemoval.ts';
import * as forms from '../../forms/forms.css.ts';
import { useCurrentProperty } from '../../frame/useCurrentProperty.ts';
import { tKey } from '../../i18n/tKey.ts';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import { DeliveryLog } from './DeliveryLog.tsx';
import { EndpointForm, type SaveOutcome } from './EndpointForm.tsx';
import { eventLabelKey } from './eventNames.ts';
import { SecretOnce } from './SecretOnce.tsx';
import * as css from './WebhooksPage.css.ts';
import { answerProblems, draftOf, emptyDraft, type WebhookDraft } from './webhookForm.ts';

/** A refusal that is not a field's problem, as the form's alert says it. */
function troubleOf(error: unknown): string {
  if (!(error instanceof ApiError)) return tKey('webhooks.error.failed');
  if (error.error === 'error.payment.secretskeymissing') return tKey('webhooks.error.noKey');
  if (error.status === 403 || error.status === 404) return tKey('webhooks.error.forbidden');
  if (error.error === 'error.unavailable') return tKey('error.unavailable');
  return tKey('webhooks.error.failed');
}

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * The property's outgoing webhooks (docs/integrations.md#webhooks), owners only: the endpoints with their events and
 * state, added (the signing secret shown this once), edited with the version read, turned off and on, deleted after
 * a confirmation, sent a test event; `/webhooks/{id}` is an endpoint's delivery log.
 */
export function WebhooksPage({ id }: { id?: string | undefined }) {
  const property = useCurrentProperty();
  const endpointId = id && /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
  if (id !== undefined && property?.role === 'owner')
    return <DeliveryLog key={`${property.id}:${id}`} propertyId={property.id} endpointId={endpointId} />;
  return <EndpointsPage key={property?.id ?? 0} />;
}

function EndpointsPage() {
  const { t } = useTranslation();
  const heading = usePageHeading(t('webhooks.title'));
  const api = useApi();
  const queries = useQueryClient();
  const property = useCurrentProperty();
  const propertyId = property?.id ?? 0;
  const isOwner = property?.role === 'owner';
  const key = queryKeys.webhooks(propertyId);
  const read = useQuery({
    queryKey: key,
    // Staff are refused by the server; the page does not ask for them.
    enabled: property !== null && isOwner,
    queryFn: async () => (await api.webhooks.list(propertyId)).endpoints,
  });
  const listTitle = useId();
  const addTitle = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [news, setNews] = useState('');
  // The secret lives in this state only: leaving the page forgets it (docs/integrations.md#webhooks).
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [addForm, setAddForm] = useState(0);
  const [editing, setEditing] = useState<{ endpoint: WebhookEndpoint; conflict: boolean } | null>(null);
  // The endpoint whose Edit button takes the focus back once its form closes (WCAG 2.4.3).
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const reload = () => queries.invalidateQueries({ queryKey: key });

  const remove = useConfirmedRemoval<WebhookEndpoint>(
    listHeading,
    async (endpoint) => {
      await api.webhooks.remove(propertyId, endpoint.id);
      if (editing?.endpoint.id === endpoint.id) setEditing(null);
      setNews(t('webhooks.news.deleted', { url: endpoint.url }));
      await reload();
    },
    () => {
      void reload();
      return t('webhooks.error.deleteFailed');
    },
  );

  const title = (
    <h1 ref={heading} tabIndex={-1} className={pages.title}>
      {t('webhooks.title')}
    </h1>
  );
  if (!isOwner)
    return (
      <div className={pages.page}>
        {title}
        <p className={pages.lead}>{t('webhooks.ownersOnly')}</p>
      </div>
    );

  const add = async (draft: WebhookDraft): Promise<SaveOutcome> => {
    try {
      const made = await api.webhooks.create(propertyId, {
        url: draft.url.trim(),
        events: [...draft.events],
        ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
      });
      setCreated({ url: made.url, secret: made.secret });
      setNews(t('webhooks.news.added', { url: made.url }));
      setAddForm((n) => n + 1);
      await reload();
      return 'saved';
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        return { problems: answerProblems(error.details) };
      return { trouble: t(troubleOf(error)) };
    }
  };

  const closeEdit = () => {
    setReturnTo(editing?.endpoint.id ?? null);
    setEditing(null);
  };

  /** Reads the list again after a 409 and returns the endpoint as it is now (null: it is gone). */
  const current = async (endpointId: number) => {
    const again = await read.refetch();
    return again.data?.find((e) => e.id === endpointId) ?? null;
  };

  const change = async (endpoint: WebhookEndpoint, draft: WebhookDraft): Promise<SaveOutcome> => {
    try {
      const saved = await api.webhooks.update(propertyId, endpoint.id, {
        version: endpoint.version,
        url: draft.url.trim(),
        events: [...draft.events],
        description: draft.description.trim(),
      });
      setNews(t('webhooks.news.saved', { url: saved.url }));
      await reload();
      closeEdit();
      return 'saved';
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        return { problems: answerProblems(error.details) };
      if (isConflict(error)) {
        const now = await current(endpoint.id);
        if (now) setEditing({ endpoint: now, conflict: true });
        else {
          setEditing(null);
          setNews(t('webhooks.news.gone'));
        }
        return 'saved';
      }
      return { trouble: t(troubleOf(error)) };
    }
  };

  const toggle = async (endpoint: WebhookEndpoint) => {
    setBusy(endpoint.id);
    try {
      const saved = await api.webhooks.update(propertyId, endpoint.id, {
        version: endpoint.version,
        enabled: !endpoint.enabled,
      });
      setNews(t(saved.enabled ? 'webhooks.news.on' : 'webhooks.news.off', { url: saved.url }));
    } catch (error) {
      setNews(t(isConflict(error) ? 'webhooks.news.conflict' : troubleOf(error), { url: endpoint.url }));
    } finally {
      setBusy(null);
    }
    await reload();
  };

  const sendTest = async (endpoint: WebhookEndpoint) => {
    setBusy(endpoint.id);
    try {
      await api.webhooks.test(propertyId, endpoint.id);
      setNews(t('webhooks.news.testQueued', { url: endpoint.url }));
      void queries.invalidateQueries({ queryKey: queryKeys.webhookDeliveries(propertyId, endpoint.id) });
    } catch (error) {
      setNews(t(troubleOf(error)));
    } finally {
      setBusy(null);
    }
  };

  const endpoints = read.data;
  const asked = remove.item;

  return (
    <div className={pages.page}>
      {title}
      <p className={pages.lead}>{t('webhooks.lead', { property: property?.name ?? '' })}</p>
      <p role="status" className={forms.news}>
        {news}
      </p>
      {created ? (
        <SecretOnce
          url={created.url}
          secret={created.secret}
          onCopied={(copied) => setNews(t(copied ? 'webhooks.news.copied' : 'webhooks.news.copyFailed'))}
          onDone={() => {
            setCreated(null);
            listHeading.current?.focus();
          }}
        />
      ) : null}

      <section aria-labelledby={listTitle} className={forms.children}>
        <h2 id={listTitle} ref={listHeading} tabIndex={-1} className={forms.sectionTitle}>
          {t('webhooks.list.title')}
        </h2>
        {read.isError && !endpoints ? (
          <div role="alert" className={forms.alert}>
            <p className={css.fact}>{t('webhooks.loadFailed')}</p>
            <div className={forms.actions}>
              <Button variant="secondary" onPress={() => void read.refetch()}>
                {t('webhooks.retry')}
              </Button>
            </div>
          </div>
        ) : !endpoints ? (
          <p>{t('offer.loading')}</p>
        ) : endpoints.length === 0 ? (
          <p>{t('webhooks.list.empty')}</p>
        ) : (
          <ul className={forms.childList}>
            {endpoints.map((endpoint) => (
              <li key={endpoint.id} className={css.endpoint}>
                {editing?.endpoint.id === endpoint.id ? (
                  <EndpointForm
                    key={`${editing.endpoint.id}:${editing.endpoint.version}`}
                    name={t('webhooks.form.editName', { url: endpoint.url })}
                    initial={draftOf(editing.endpoint)}
                    submitLabel={t('webhooks.form.save')}
                    onSave={(draft) => change(editing.endpoint, draft)}
                    onCancel={closeEdit}
                    autoFocus
                    {...(editing.conflict ? { notice: t('webhooks.error.conflict') } : {})}
                  />
                ) : (
                  <EndpointRow
                    endpoint={endpoint}
                    busy={busy === endpoint.id}
                    takeFocus={returnTo === endpoint.id}
                    onFocused={() => setReturnTo(null)}
                    onEdit={() => setEditing({ endpoint, conflict: false })}
                    onToggle={() => void toggle(endpoint)}
                    onTest={() => void sendTest(endpoint)}
                    onDelete={remove.ask(endpoint)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={addTitle} className={forms.children}>
        <h2 id={addTitle} className={forms.sectionTitle}>
          {t('webhooks.add.title')}
        </h2>
        <p className={forms.hint}>{t('webhooks.add.hint')}</p>
        <EndpointForm
          key={addForm}
          name={t('webhooks.add.title')}
          initial={emptyDraft}
          submitLabel={t('webhooks.add.submit')}
          onSave={add}
        />
      </section>

      <ConfirmDialog
        {...remove.dialog}
        title={asked ? t('webhooks.confirm.title', { url: asked.url }) : ''}
        confirmLabel={t('webhooks.confirm.delete')}
      >
        {t('webhooks.confirm.text')}
      </ConfirmDialog>
    </div>
  );
}

interface EndpointRowProps {
  readonly endpoint: WebhookEndpoint;
  readonly busy: boolean;
  /** Its Edit button takes the focus (its edit form just closed). */
  readonly takeFocus: boolean;
  readonly onFocused: () => void;
  readonly onEdit: () => void;
  readonly onToggle: () => void;
  readonly onTest: () => void;
  readonly onDelete: (event: PressEvent) => void;
}

/** One endpoint: URL, description, events, on or off (with the server's reason), the secret's end; its actions. */
function EndpointRow({
  endpoint,
  busy,
  takeFocus,
  onFocused,
  onEdit,
  onToggle,
  onTest,
  onDelete,
}: EndpointRowProps) {
  const { t } = useTranslation();
  const url = endpoint.url;
  const editId = useId();
  useEffect(() => {
    if (!takeFocus) return;
    document.getElementById(editId)?.focus();
    onFocused();
  }, [takeFocus, onFocused, editId]);
  return (
    <>
      <h3 className={css.url}>{url}</h3>
      <div className={css.facts}>
        {endpoint.description ? <p className={css.fact}>{endpoint.description}</p> : null}
        <p className={css.fact}>
          {t('webhooks.list.events', {
            events: endpoint.events.map((type) => t(eventLabelKey(type) ?? type)).join(', '),
          })}
        </p>
        {endpoint.enabled ? (
          <p className={css.fact}>{t('webhooks.list.on')}</p>
        ) : (
          <p className={css.off}>
            {endpoint.disabledReason
              ? t('webhooks.list.offByServer', { reason: endpoint.disabledReason })
              : t('webhooks.list.off')}
          </p>
        )}
        <p className={css.fact}>{t('webhooks.list.secret', { last4: endpoint.secretLast4 })}</p>
      </div>
      <div className={forms.actions}>
        <LinkButton href={`/webhooks/${endpoint.id}`} aria-label={t('webhooks.list.logLabel', { url })}>
          {t('webhooks.list.log')}
        </LinkButton>
        <Button
          variant="secondary"
          aria-label={t('webhooks.list.testLabel', { url })}
          isDisabled={!endpoint.enabled}
          isPending={busy}
          onPress={onTest}
        >
          {t('webhooks.list.test')}
        </Button>
        <Button
          id={editId}
          variant="secondary"
          aria-label={t('webhooks.list.editLabel', { url })}
          onPress={onEdit}
        >
          {t('webhooks.list.edit')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t(endpoint.enabled ? 'webhooks.list.turnOffLabel' : 'webhooks.list.turnOnLabel', {
            url,
          })}
          isDisabled={busy}
          onPress={onToggle}
        >
          {t(endpoint.enabled ? 'webhooks.list.turnOff' : 'webhooks.list.turnOn')}
        </Button>
        <Button variant="secondary" aria-label={t('webhooks.list.deleteLabel', { url })} onPress={onDelete}>
          {t('webhooks.list.delete')}
        </Button>
      </div>
    </>
  );
}
