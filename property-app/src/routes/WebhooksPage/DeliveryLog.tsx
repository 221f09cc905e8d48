import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery } from '@venue/contract';
import { Button, DataTable, type DataTableColumn, Disclosure, LinkButton } from '@venue/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import { queryKeys } from '../../app/queryKeys.ts';
import { usePropertyRow } from '../../app/usePropertyRow.ts';
import * as forms from '../../forms/forms.css.ts';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import { deliveryNews } from './deliveryNews.ts';
import { eventLabelKey } from './eventNames.ts';
import * as css from './WebhooksPage.css.ts';

type Column = 'event' | 'time' | 'status' | 'code' | 'latency' | 'attempts' | 'response' | 'actions';

/** How often the log is read again while a delivery is still on its way (its tries are seconds to hours apart). */
const PENDING_POLL_MS = 5000;

/**
 * An endpoint's delivery log (docs/integrations.md#webhooks), newest first, "Older" for the next page: what was
 * sent, when (in the property's time zone), how it went, the start of the answer, and "Send again". While a
 * delivery is pending the log is read again every few seconds, and what changed is announced politely.
 */
export function DeliveryLog({ propertyId, endpointId }: { propertyId: number; endpointId: number | null }) {
  const { t, i18n } = useTranslation();
  const heading = usePageHeading(t('webhooks.log.title'));
  const api = useApi();
  const queries = useQueryClient();
  const logTitle = useId();
  const logHeading = useRef<HTMLHeadingElement>(null);
  const [news, setNews] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const { row: propertyRow } = usePropertyRow(propertyId);
  const timeZone = propertyRow && propertyRow !== 'failed' ? propertyRow.timezone : undefined;
  const endpoints = useQuery({
    queryKey: queryKeys.webhooks(propertyId),
    queryFn: async () => (await api.webhooks.list(propertyId)).endpoints,
  });
  const endpoint = endpoints.data?.find((e) => e.id === endpointId) ?? null;
  const key = queryKeys.webhookDeliveries(propertyId, endpointId ?? 0);
  const log = useInfiniteQuery({
    queryKey: key,
    enabled: endpoint !== null,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => api.webhooks.deliveries(propertyId, endpointId ?? 0, pageParam),
    getNextPageParam: (page) => page.next,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.deliveries.some((d) => d.status === 'pending'))
        ? PENDING_POLL_MS
        : false,
  });
  const deliveries = log.data?.pages.flatMap((page) => page.deliveries) ?? [];

  const when = new Intl.DateTimeFormat(i18n.language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  });
  const at = (iso: string) => when.format(new Date(iso));
  const eventName = (type: string) => t(eventLabelKey(type) ?? type);

  // What changed since the last read (a try's outcome, a new delivery), said once through the status.
  const seen = useRef<ReadonlyMap<number, string> | null>(null);
  useEffect(() => {
    if (!log.data) return;
    const now = new Map(deliveries.map((d) => [d.id, `${d.status}:${d.attempts}`]));
    const before = seen.current;
    seen.current = now;
    if (!before) return;
    const said = deliveryNews(before, deliveries).flatMap((change) => {
      const event = eventName(change.delivery.eventType);
      if (change.kind === 'new') return [t('webhooks.log.news.new', { event })];
      const code = change.delivery.lastStatusCode ?? '–';
      if (change.delivery.status === 'succeeded') return [t('webhooks.log.news.succeeded', { event, code })];
      if (change.delivery.status === 'failed') return [t('webhooks.log.news.failed', { event, code })];
      // Sent again ("Send again"): due now, nothing tried yet; the resend itself was announced.
      if (change.delivery.attempts === 0) return [];
      return [t('webhooks.log.news.retrying', { event, code })];
    });
    if (said.length) setNews(said.join(' '));
  });

  const resend = async (delivery: WebhookDelivery) => {
    if (endpointId === null) return;
    setBusy(delivery.id);
    try {
      await api.webhooks.resend(propertyId, endpointId, delivery.id);
      setNews(t('webhooks.log.news.resent', { event: eventName(delivery.eventType) }));
    } catch {
      setNews(t('webhooks.log.resendFailed'));
    } finally {
      setBusy(null);
    }
    await queries.invalidateQueries({ queryKey: key });
  };

  const older = async () => {
    const before = deliveries.length;
    const fetched = await log.fetchNextPage();
    const count = (fetched.data?.pages.flatMap((page) => page.deliveries).length ?? before) - before;
    setNews(t('webhooks.log.news.older', { count }));
    // The button goes with the last page: focus stays on the log, not the page's start (WCAG 2.4.3).
    if (!fetched.hasNextPage) logHeading.current?.focus();
  };

  const statusText = (d: WebhookDelivery) => {
    if (d.status === 'succeeded') return t('webhooks.log.status.succeeded');
    if (d.status === 'failed') return t('webhooks.log.status.failed');
    return d.nextAttemptAt
      ? t('webhooks.log.status.pendingAt', { when: at(d.nextAttemptAt) })
      : t('webhooks.log.status.pending');
  };

  const columns: DataTableColumn<Column>[] = [
    { id: 'event', label: t('webhooks.log.column.event'), isRowHeader: true },
    { id: 'time', label: t('webhooks.log.column.time') },
    { id: 'status', label: t('webhooks.log.column.status') },
    { id: 'code', label: t('webhooks.log.column.code'), align: 'end' },
    { id: 'latency', label: t('webhooks.log.column.latency'), align: 'end' },
    { id: 'attempts', label: t('webhooks.log.column.attempts'), align: 'end' },
    { id: 'response', label: t('webhooks.log.column.response') },
    { id: 'actions', label: t('webhooks.log.column.actions') },
  ];
  const cell = (d: WebhookDelivery, column: Column) => {
    switch (column) {
      case 'event':
        return eventName(d.eventType);
      case 'time':
        return <span className={css.nowrap}>{at(d.createdAt)}</span>;
      case 'status':
        return statusText(d);
      case 'code':
        return d.lastStatusCode ?? '–';
      case 'latency':
        return d.latencyMs === null ? '–' : t('webhooks.log.ms', { ms: d.latencyMs });
      case 'attempts':
        return d.attempts;
      case 'response':
        return d.responseExcerpt ? (
          <Disclosure
            headingLevel={3}
            title={
              <>
                {t('webhooks.log.show')}
                {/* The column names what is shown; a screen reader's list of buttons needs the row too. */}
                <span className={css.visuallyHidden}>
                  {t('webhooks.log.response', { event: eventName(d.eventType), when: at(d.createdAt) })}
                </span>
              </>
            }
          >
            <pre className={css.excerpt}>{d.responseExcerpt}</pre>
          </Disclosure>
        ) : (
          '–'
        );
      case 'actions':
        return (
          <Button
            variant="secondary"
            aria-label={t('webhooks.log.resendLabel', {
              event: eventName(d.eventType),
              when: at(d.createdAt),
            })}
            isPending={busy === d.id}
            onPress={() => void resend(d)}
          >
            {t('webhooks.log.resend')}
          </Button>
        );
    }
  };

  return (
    <div className={pages.page}>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {t('webhooks.log.title')}
      </h1>
      {endpoint ? <p className={`${pages.lead} ${css.url}`}>{endpoint.url}</p> : null}
      <div className={forms.actions}>
        <LinkButton href="/webhooks">{t('webhooks.log.back')}</LinkButton>
      </div>
      <p role="status" className={forms.news}>
        {news}
      </p>
      {endpoints.isError || log.isError ? (
        <div role="alert" className={forms.alert}>
          <p className={css.fact}>{t('webhooks.log.loadFailed')}</p>
          <div className={forms.actions}>
            <Button
              variant="secondary"
              onPress={() => void (endpoints.isError ? endpoints.refetch() : log.refetch())}
            >
              {t('webhooks.retry')}
            </Button>
          </div>
        </div>
      ) : endpoints.data && !endpoint ? (
        <p>{t('webhooks.log.notFound')}</p>
      ) : (
        <section aria-labelledby={logTitle} className={forms.children}>
          <h2 id={logTitle} ref={logHeading} tabIndex={-1} className={forms.sectionTitle}>
            {t('webhooks.log.deliveries')}
          </h2>
          <DataTable
            aria-labelledby={logTitle}
            columns={columns}
            rows={deliveries}
            renderCell={cell}
            isLoading={!log.data || log.isFetchingNextPage}
            emptyState={t('webhooks.log.empty')}
          />
          {log.hasNextPage ? (
            <div className={forms.actions}>
              <Button variant="secondary" isPending={log.isFetchingNextPage} onPress={() => void older()}>
                {t('webhooks.log.older')}
              </Button>
            </div>
          ) : null}
        </section>
      )}
    </div>
  );
}
