import type { Query } from '@venue/api-client';
import type { ResourceBase } from '@venue/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { useApi } from '../../app/ApiProvider.tsx';
import * as css from '../../forms/forms.css.ts';
import { OFFER_BASES } from '../../forms/resourceForms.ts';

/** A catalog row as the pages handle it: any base's, by field name. */
export type Row = Record<string, unknown> & { id: number; version: number };

/** One base's resource calls, without the per-base types (the pages are generic over the base). */
export interface BaseApi {
  list: (query: Query) => Promise<{ items: Row[]; total: number | null }>;
  get: (id: number) => Promise<Row>;
  defaults: (owner: Record<string, number>) => Promise<Record<string, unknown>>;
  add: (body: Record<string, unknown>) => Promise<Row>;
  update: (id: number, version: number, changes: Record<string, unknown>) => Promise<Row>;
  remove: (id: number, version: number) => Promise<unknown>;
}

export const baseApi = (api: ReturnType<typeof useApi>, base: ResourceBase): BaseApi =>
  api.resources[base] as unknown as BaseApi;

/** The offer's sections (unit groups, services, ...) as links, the current one marked. */
export function OfferSections({ current }: { current: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('offer.sections')}>
      <ul className={css.sections}>
        {OFFER_BASES.map((b) => (
          <li key={b.base}>
            <Link
              href={`/offer/${b.base}`}
              className={css.sectionLink}
              aria-current={b.base === current ? 'page' : undefined}
            >
              {t(b.title)}
            </Link>
          </li>
        ))}
        <li>
          <Link
            href="/offer/relation"
            className={css.sectionLink}
            aria-current={current === 'relation' ? 'page' : undefined}
          >
            {t('relations.title')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
