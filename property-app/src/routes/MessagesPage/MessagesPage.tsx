import type { MessageOverviewItem } from '@venue/contract';
import { Button, Checkbox, DataTable, type DataTableColumn } from '@venue/design-system';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { useApi } from '../../app/ApiProvider.tsx';
import { useLiveList } from '../../app/live.ts';
import { queryKeys } from '../../app/queryKeys.ts';
import { formatsOf } from '../../bookings/bookingLabels.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import * as css from './MessagesPage.css.ts';
import {
  OVERVIEW_PAGE_SIZE,
  type OverviewView,
  overviewApiQuery,
  overviewFromSearch,
  overviewToSearch,
} from './overviewQuery.ts';

type Column = 'code' | 'booker' | 'last' | 'when' | 'unread';
type Row = MessageOverviewItem & { readonly id: number };
/**
 * The message overview (spec 3, docs/api.md#messages): the conversations with bookers at the user's properties,
 * newest message first, with their unread counts; each leads to the booking's messages. It follows new
 * messages live.
 */
export function MessagesPage() {
  const { t, i18n } = useTranslation();
  const heading = usePageHeading(t('overview.title'));
  const api = useApi();
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = useMemo(() => overviewFromSearch(search), [search]);
  const properties = useAppStore((s) => s.user?.properties ?? []);
  const apiQuery = overviewApiQuery(view);
  const [news, setNews] = useState('');
  // New messages (and threads read in this app) re-read the page in place; a booker's message is announced.
  const { load, retry } = useLiveList<MessageOverviewItem>(
    queryKeys.messageOverview(apiQuery),
    () => api.messageOverview(apiQuery),
    (n) => n.kind === 'message' || n.kind === 'read' || n.kind === 'reconnected',
    (burst) => {
      if (burst.some((n) => n.kind === 'message' && n.author === 'booker')) setNews(t('overview.live.new'));
    },
  );

  const show = (next: OverviewView) => {
    const query = overviewToSearch(next);
    navigate(query ? `/messages?${query}` : '/messages', { replace: true });
  };

  const f = formatsOf(i18n.language);
  const columns: DataTableColumn<Column>[] = [
    { id: 'code', label: t('overview.col.code'), isRowHeader: true },
    { id: 'booker', label: t('overview.col.booker') },
    { id: 'last', label: t('overview.col.last') },
    { id: 'when', label: t('overview.col.when') },
    { id: 'unread', label: t('overview.col.unread'), align: 'end' },
  ];
  const renderCell = (row: Row, column: Column) => {
    switch (column) {
      case 'code':
        return (
          <span className={css.stack}>
            <Link href={`/bookings/${row.bookingId}#messages`} className={css.codeLink}>
              {row.bookingcode}
            </Link>
            {properties.length > 1 ? (
              <span className={css.muted}>{properties.find((p) => p.id === row.propertyId)?.name}</span>
            ) : null}
          </span>
        );
      case 'booker':
        return [row.booker.firstname, row.booker.lastname].filter(Boolean).join(' ');
      case 'last':
        return (
          <span className={css.stack}>
            <span className={css.muted}>
              {row.last.author === 'booker' ? t('overview.fromBooker') : t('overview.fromStaff')}
            </span>
            <span className={css.snippet}>{row.last.text}</span>
          </span>
        );
      case 'when':
        return <time dateTime={row.last.createdAt}>{f.instant(row.last.createdAt)}</time>;
      case 'unread':
        return row.unread > 0 ? (
          <span className={css.unread}>{t('overview.unreadCount', { count: row.unread })}</span>
        ) : (
          <span className={css.muted}>{t('overview.allRead')}</span>
        );
    }
  };

  const data = load.data;
  const rows: Row[] = (data?.items ?? []).map((item) => ({ ...item, id: item.bookingId }));
  return (
    <div className={pages.page}>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {t('overview.title')}
      </h1>
      <p className={pages.lead}>{t('overview.lead')}</p>
      <div className={css.filters}>
        <Checkbox isSelected={view.unreadOnly} onChange={(unreadOnly) => show({ unreadOnly, page: 1 })}>
          {t('overview.unreadOnly')}
        </Checkbox>
        <p role="status" className={css.count}>
          {data && !load.loading ? t('overview.count', { count: data.total ?? data.items.length }) : ''}
        </p>
        <p role="status" className={css.count}>
          {news}
        </p>
      </div>
      {load.failed ? (
        <div role="alert" className={css.failed}>
          <p>{t('overview.failed')}</p>
          <Button variant="secondary" onPress={retry}>
            {t('inbox.retry')}
          </Button>
        </div>
      ) : (
        <DataTable
          aria-label={t('overview.table')}
          columns={columns}
          rows={rows}
          renderCell={renderCell}
          isLoading={load.loading}
          onRowAction={(id) => navigate(`/bookings/${id}#messages`)}
          emptyState={view.unreadOnly ? t('overview.emptyUnread') : t('overview.empty')}
          pagination={{
            page: view.page,
            pageSize: OVERVIEW_PAGE_SIZE,
            total: data?.total ?? 0,
            onPageChange: (page) => show({ ...view, page }),
            'aria-label': t('overview.pages'),
          }}
        />
      )}
    </div>
  );
}
