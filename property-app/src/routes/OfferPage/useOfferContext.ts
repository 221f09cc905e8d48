import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import { nameIn } from '../../app/names.ts';
import type { FieldContext } from './FieldInput.tsx';

/**
 * What every catalog page needs from the property: its language (the one its texts are written in), its
 * currency, and the rows fields may name (VAT rates, service types, rate plans, tags, services) with their names. `null` while
 * loading, 'failed' when the server did not answer.
 */
export function useOfferContext(propertyId: number | null): FieldContext | 'failed' | null {
  const api = useApi();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const read = useQuery({
    queryKey: ['resource', 'offerContext', propertyId],
    enabled: propertyId !== null,
    queryFn: () => {
      const all = { 'f.propertyId': propertyId, 'p.s': 500 };
      return Promise.all([
        api.resources.property.get(propertyId ?? 0),
        api.resources.vat.list(all),
        api.resources.servicetype.list({ ...all, 'o.sort': 'sort' }),
        api.resources.rateplan.list(all),
        api.resources.tag.list({ ...all, 'o.sort': 'name' }),
        api.resources.service.list({ ...all, 'o.sort': 'sort' }),
      ]);
    },
  });
  // Named in the language the user reads now (a language change needs no new read); one object per answer.
  const context = useMemo((): FieldContext | null => {
    if (!read.data) return null;
    const [property, vats, types, plans, tags, services] = read.data;
    return {
      baseLanguage: property.defaultLanguage,
      currency: property.currency,
      refs: {
        vat: vats.items.map((v) => ({ id: v.id, label: `${nameIn(v, language)} (${v.value} %)` })),
        servicetype: types.items.map((s) => ({ id: s.id, label: nameIn(s, language) })),
        rateplan: plans.items.map((p) => ({ id: p.id, label: nameIn(p, language) })),
        tag: tags.items.map((x) => ({ id: x.id, label: nameIn(x, language) })),
        service: services.items.map((s) => ({ id: s.id, label: nameIn(s, language) })),
      },
    };
  }, [read.data, language]);
  return read.isError ? 'failed' : context;
}
