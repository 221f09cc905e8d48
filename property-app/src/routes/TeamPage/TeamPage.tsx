import { useQuery } from '@tanstack/react-query';
import type { PropertyUser, PropertyUserAdded } from '@venue/contract';
import { Button, DataTable, type DataTableColumn, useFocusAfterRemoval } from '@venue/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { roleLabel } from '../../account/teamErrors.ts';
import { useApi } from '../../app/ApiProvider.tsx';
import { queryKeys } from '../../app/queryKeys.ts';
import { useCurrentProperty } from '../../frame/useCurrentProperty.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import { AddUserDialog } from './AddUserDialog.tsx';
import { RemoveUserDialog } from './RemoveUserDialog.tsx';
import { RoleDialog } from './RoleDialog.tsx';
import * as css from './TeamPage.css.ts';

type Column = 'name' | 'email' | 'role' | 'actions';
type Load =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly items: readonly PropertyUser[] };
type Row = PropertyUser & { readonly id: number };

/**
 * The team of the current property (docs/api.md#property-users): who works there with which role. Owners add
 * users by a mailed invitation (a new e-mail sets a password, an existing account accepts; invited until then),
 * change roles and remove members or invitations; staff see the list only. The server
 * decides either way.
 */
export function TeamPage() {
  const { t } = useTranslation();
  const heading = usePageHeading(t('team.title'));
  const focusAfterRemoval = useFocusAfterRemoval(heading);
  const api = useApi();
  const property = useCurrentProperty();
  const restore = useAppStore((s) => s.restore);
  const [, navigate] = useLocation();
  const [news, setNews] = useState('');
  const [adding, setAdding] = useState(false);
  const [changing, setChanging] = useState<PropertyUser | null>(null);
  const [removing, setRemoving] = useState<PropertyUser | null>(null);
  const propertyId = property?.id ?? null;

  // The team of the property; read again after each change (the last list stays shown meanwhile).
  const team = useQuery({
    queryKey: queryKeys.propertyUsers(propertyId ?? 0),
    enabled: propertyId !== null,
    queryFn: () => api.propertyUsers(propertyId ?? 0),
  });
  const load: Load = team.data
    ? { status: 'ready', items: team.data.items }
    : team.isError
      ? { status: 'failed' }
      : { status: 'loading' };

  const reload = () => void team.refetch();
  const items = load.status === 'ready' ? load.items : [];
  // The list's own row for the user says their role now (a role just changed shows at once).
  const isOwner = (items.find((m) => m.isSelf)?.role ?? property?.role) === 'owner';

  const onAdded = (user: PropertyUserAdded) => {
    setNews(
      user.invitationSent
        ? t('team.news.invited', { email: user.email })
        : t('team.news.added', { name: user.name }),
    );
    reload();
  };
  const onChanged = (member: PropertyUser) => {
    setNews(t('team.news.changed', { name: member.name, role: t(roleLabel(member.role)) }));
    reload();
    // One's own role is part of the session (the switcher, what the pages offer).
    if (member.isSelf) void restore();
  };
  const onRemoved = (member: PropertyUser) => {
    // Focus goes to the next member's Remove (the previous one's after the last, else the heading): WCAG 2.4.3.
    focusAfterRemoval.removed();
    if (member.isSelf) {
      void restore().then(() => navigate('/dashboard'));
      return;
    }
    setNews(t('team.news.removed', { name: member.name }));
    reload();
  };

  const columns: DataTableColumn<Column>[] = [
    { id: 'name', label: t('team.col.name'), isRowHeader: true },
    { id: 'email', label: t('team.col.email') },
    { id: 'role', label: t('team.col.role') },
    ...(isOwner ? [{ id: 'actions' as const, label: t('team.col.actions') }] : []),
  ];
  const renderCell = (row: Row, column: Column) => {
    switch (column) {
      case 'name':
        return (
          <span>
            {row.name}
            {row.isSelf ? <span className={css.muted}> {t('team.you')}</span> : null}
            {row.invited ? <span className={css.badge}>{t('team.invited')}</span> : null}
          </span>
        );
      case 'email':
        return row.email;
      case 'role':
        return t(roleLabel(row.role));
      case 'actions':
        return (
          <span className={css.actions}>
            <Button
              variant="secondary"
              aria-label={t('team.action.roleOf', { name: row.name })}
              onPress={() => setChanging(row)}
            >
              {t('team.action.role')}
            </Button>
            <Button
              variant="quiet"
              aria-label={t('team.action.removeOf', { name: row.name })}
              onPress={(event) => {
                focusAfterRemoval.remember(event.target);
                setRemoving(row);
              }}
            >
              {t('team.action.remove')}
            </Button>
          </span>
        );
    }
  };

  return (
    <div className={pages.page}>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {t('team.title')}
      </h1>
      <p className={pages.lead}>
        {property ? t(isOwner ? 'team.lead' : 'team.leadStaff', { property: property.name }) : ''}
      </p>
      <div className={css.toolbar}>
        {isOwner && propertyId !== null ? (
          <Button onPress={() => setAdding(true)}>{t('team.add.open')}</Button>
        ) : null}
        {/* Polite: the outcome of the user's own change, without interrupting. */}
        <p role="status" className={css.news}>
          {news}
        </p>
      </div>
      {load.status === 'failed' ? (
        <div role="alert" className={css.failed}>
          <p>{t('team.failed')}</p>
          <Button variant="secondary" onPress={reload}>
            {t('team.retry')}
          </Button>
        </div>
      ) : (
        <DataTable
          aria-label={t('team.table', { property: property?.name ?? '' })}
          columns={columns}
          rows={items.map((m): Row => ({ ...m, id: m.userId }))}
          renderCell={renderCell}
          isLoading={load.status === 'loading'}
          emptyState={t('team.empty')}
        />
      )}
      {propertyId !== null ? (
        <>
          <AddUserDialog propertyId={propertyId} isOpen={adding} onOpenChange={setAdding} onAdded={onAdded} />
          <RoleDialog
            propertyId={propertyId}
            member={changing}
            onClose={() => setChanging(null)}
            onChanged={onChanged}
          />
          <RemoveUserDialog
            propertyId={propertyId}
            propertyName={property?.name ?? ''}
            member={removing}
            onClose={() => setRemoving(null)}
            onRemoved={onRemoved}
          />
        </>
      ) : null}
    </div>
  );
}
