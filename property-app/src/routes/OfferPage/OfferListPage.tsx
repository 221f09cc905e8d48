import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn, formatMoney, LinkButton } from '@venue/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useApi } from '../../app/ApiProvider.tsx';
import { nameIn } from '../../app/names.ts';
import { queryKeys } from '../../app/queryKeys.ts';
import * as css from '../../forms/forms.css.ts';
import type { OfferBaseSpec } from '../../forms/resourceForms.ts';
import { useCurrentProperty } from '../../frame/useCurrentProperty.ts';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import { baseApi, OfferSections, type Row } from './OfferSections.tsx';
import { useOfferContext } from './useOfferContext.ts';

/**
 * One section of the property's offer (docs/api.md#resources): its rows in their order (their position, which
 * guests see too), each opening its form; a new one.
 */
export function OfferListPage({ spec }: { spec: OfferBaseSpec }) {
  const { t, i18n } = useTranslation();
  const title = t(spec.title);
  const heading = usePageHeading(title);
  const api = useApi();
  const property = useCurrentProperty();
  const propertyId = property?.id ?? null;
  const context = useOfferContext(propertyId);
  const [, navigate] = useLocation();
  const calls = useMemo(() => baseApi(api, spec.base), [api, spec.base]);

  // The section's rows; a saved row makes them stale (OfferEditPage invalidates the base).
  const query = { 'f.propertyId': propertyId, 'o.sort': spec.sortKey, 'p.s': 500 };
  const read = useQuery({
    queryKey: queryKeys.resourceList(spec.base, query),
    enabled: propertyId !== null,
    // The list's whole answer, as every reader of a resourceList key caches it (the occupancy reads this one too).
    queryFn: () => calls.list(query),
    select: (page) => page.items,
  });
  const rows: Row[] | 'failed' | null = read.isError ? 'failed' : (read.data ?? null);

  const nameOf = (row: Row) => nameIn(row as unknown as { name: string }, i18n.language);

  const columns: DataTableColumn[] = [
    ...spec.columns.map((c, i) => ({
      id: c.name,
      label: t(c.label),
      ...(i === 0 ? { isRowHeader: true } : {}),
      ...(c.align ? { align: c.align } : {}),
    })),
  ];

  const cell = (row: Row, column: string) => {
    const value = row[column];
    if (column === 'name') return nameOf(row);
    if (column === 'inactive') return value ? t('offer.state.inactive') : t('offer.state.active');
    const field = spec.fields.find((f) => f.name === column);
    if (field?.kind === 'cents' && typeof value === 'number' && context && context !== 'failed')
      return formatMoney(value, context.currency, i18n.language);
    if (field?.kind === 'choice') {
      const choice = field.choices.find((c) => c.value === value);
      return choice ? t(choice.label) : '';
    }
    if (field?.kind === 'ref' && context && context !== 'failed')
      return context.refs[field.base].find((r) => r.id === value)?.label ?? '';
    if (field?.kind === 'time') return String(value ?? '').slice(0, 5);
    if (column === 'value' || column === 'pricePercent') return `${String(value)} %`;
    return String(value ?? '');
  };

  return (
    <div className={pages.page}>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {title}
      </h1>
      <OfferSections current={spec.base} />
      <p className={pages.lead}>{t(spec.lead)}</p>
      <div className={css.toolbar}>
        <LinkButton href={`/offer/${spec.base}/new`} variant="primary">
          {t('offer.new', { item: t(spec.item) })}
        </LinkButton>
      </div>
      {rows === 'failed' ? (
        <p role="alert">{t('offer.loadFailed')}</p>
      ) : (
        <DataTable
          aria-label={title}
          columns={columns}
          rows={rows ?? []}
          isLoading={rows === null}
          renderCell={cell}
          onRowAction={(id) => navigate(`/offer/${spec.base}/${id}`)}
          emptyState={t('offer.empty', { item: t(spec.item) })}
        />
      )}
    </div>
  );
}
