import type { StaffBookingListItem } from '@venue/contract';
import { Button, DataTable, type DataTableColumn, LinkButton } from '@venue/design-system';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { useApi } from '../../app/ApiProvider.tsx';
import { useLiveList } from '../../app/live.ts';
import { queryKeys } from '../../app/queryKeys.ts';
import { formatsOf, stateLabel } from '../../bookings/bookingLabels.ts';
import { rememberInbox } from '../../bookings/lastInbox.ts';
import { useCurrentProperty } from '../../frame/useCurrentProperty.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import * as css from './BookingsPage.css.ts';
import { InboxFilters } from './InboxFilters.tsx';
import { concernsInbox, inboxNews } from './inboxNews.ts';
import {
  hasFilters,
  type InboxSortKey,
  type InboxView,
  inboxApiQuery,
  inboxFromSearch,
  inboxToSearch,
} from './inboxQuery.ts';

/**
 * The bookings inbox (docs/api.md#the-bookings-inbox): the property's bookings, filtered, sorted and paged by the
 * server. Filters, sort and page live in the address, so a reload or a shared link shows the same list.
 */
export function BookingsPage() {
  const { t, i18n } = useTranslation();
  const heading = usePageHeading(t('inbox.title'));
  const api = useApi();
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = useMemo(() => inboxFromSearch(search), [search]);
  const several = useAppStore((s) => (s.user?.properties.length ?? 0) > 1);
  const current = useCurrentProperty();
  const apiQuery = inboxApiQuery(view, several ? (current?.id ?? null) : null);
  useEffect(() => rememberInbox(search), [search]);

  // Live changes (docs/api.md#live-changes): the same page is read again in place and the news is announced
  // politely.
  const [news, setNews] = useState('');
  const liveProperty =
    view.property === 'all' ? null : (view.property ?? (several ? (current?.id ?? null) : null));
  const { load, retry } = useLiveList<StaffBookingListItem>(
    queryKeys.bookingList(apiQuery),
    () => api.bookingList(apiQuery),
    (n) => concernsInbox(n, liveProperty),
    (burst, items) =>
      setNews(
        inboxNews(burst, items)
          .map((line) => t(line.key, line.values))
          .join(' '),
      ),
  );

  const show = (next: InboxView) => {
    const query = inboxToSearch(next);
    navigate(query ? `/bookings?${query}` : '/bookings', { replace: true });
  };

  const f = formatsOf(i18n.language);
  const columns: DataTableColumn<InboxSortKey>[] = [
    { id: 'code', label: t('inbox.col.code'), isRowHeader: true, allowsSorting: true },
    { id: 'booker', label: t('inbox.col.booker'), allowsSorting: true },
    { id: 'arrival', label: t('inbox.col.arrival'), allowsSorting: true },
    { id: 'state', label: t('inbox.col.state'), allowsSorting: true },
    { id: 'total', label: t('inbox.col.total'), allowsSorting: true, align: 'end' },
    { id: 'created', label: t('inbox.col.created'), allowsSorting: true },
  ];
  const renderCell = (row: StaffBookingListItem, column: InboxSortKey) => {
    switch (column) {
      case 'code':
        return (
          <span className={row.unseen ? css.unseen : undefined}>
            <Link href={`/bookings/${row.id}`} className={css.codeLink}>
              {row.bookingcode}
            </Link>
            {row.unseen ? <span className={css.badge}>{t('inbox.unseen')}</span> : null}
          </span>
        );
      case 'booker': {
        const name = [row.booker.firstname, row.booker.lastname].filter(Boolean).join(' ');
        return (
          <span className={css.stack}>
            <span className={row.unseen ? css.unseen : undefined}>{name || row.booker.email}</span>
            {row.booker.company ? <span className={css.muted}>{row.booker.company}</span> : null}
          </span>
        );
      }
      case 'arrival':
        return f.dayTime(row.arrival);
      case 'state':
        return (
          <span className={css.stack}>
            <span>{t(stateLabel(row.bookingstate))}</span>
            {row.optionDate ? (
              <span className={css.muted}>{t('inbox.optionUntil', { date: f.day(row.optionDate) })}</span>
            ) : null}
          </span>
        );
      case 'total':
        return f.money(row.total, row.currency);
      case 'created':
        return f.instant(row.createdAt);
    }
  };

  const data = load.data;
  const filtered = hasFilters(view);
  return (
    <div className={pages.page}>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {t('inbox.title')}
      </h1>
      <p className={pages.lead}>{t('inbox.lead')}</p>
      <div>
        <LinkButton href="/bookings/new" variant="primary">
          {t('newBooking.open')}
        </LinkButton>
      </div>
      <InboxFilters view={view} several={several} onChange={show} />
      <div className={css.statusLine}>
        {/* Polite: the count is news after a filter changed, not an interruption. */}
        <p role="status" className={css.count}>
          {data && !load.loading ? t('inbox.count', { count: data.total ?? data.items.length }) : ''}
        </p>
        {/* Polite as well: news of other people's changes must not interrupt what the user is doing. */}
        <p role="status" className={css.count}>
          {news}
        </p>
      </div>
      {load.failed ? (
        <div role="alert" className={css.failed}>
          <p>{t('inbox.failed')}</p>
          <Button variant="secondary" onPress={retry}>
            {t('inbox.retry')}
          </Button>
        </div>
      ) : (
        <DataTable
          aria-label={t('inbox.table')}
          columns={columns}
          rows={data?.items ?? []}
          renderCell={renderCell}
          isLoading={load.loading}
          sortDescriptor={{ column: view.sort, direction: view.descending ? 'descending' : 'ascending' }}
          onSortChange={(d) =>
            show({
              ...view,
              sort: d.column as InboxSortKey,
              descending: d.direction === 'descending',
              page: 1,
            })
          }
          onRowAction={(id) => navigate(`/bookings/${id}`)}
          emptyState={filtered ? t('inbox.empty') : t('inbox.emptyAll')}
          pagination={{
            page: view.page,
            pageSize: view.pageSize,
            total: data?.total ?? 0,
            onPageChange: (page) => show({ ...view, page }),
            'aria-label': t('inbox.pages'),
          }}
        />
      )}
    </div>
  );
}
