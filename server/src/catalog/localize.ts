import {
  type Service,
  type Servicegroup,
  type Servicetype,
  type Tag,
  type Timeslicedefinition,
  textIn,
  type Unitgroup,
} from '@venue/domain';
import type { PropertyCatalog } from './catalog.ts';

/** A row's translations: language key -> field -> text (the `i18n` columns). */
export type Translations = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The language key of an App-Language value ('en', 'de-DE', 'EN_gb' -> 'en'), or null without one. */
export function languageOf(header: string | null | undefined): string | null {
  const key = header?.trim().slice(0, 2).toLowerCase();
  return key && /^[a-z]{2}$/.test(key) ? key : null;
}

/**
 * The entity with its texts in `language` (docs/rules.md#catalog-texts, the domain's `textIn`): each named field
 * takes the row's translation when there is a non-empty one, else keeps the stored text (the property's own
 * language). The entity is not changed.
 */
export function localized<T extends object, K extends keyof T & string>(
  entity: T,
  translations: Translations | null | undefined,
  language: string | null,
  fields: readonly K[],
): T {
  if (!language || !translations) return entity;
  let copy: T | null = null;
  for (const field of fields) {
    const stored = entity[field];
    const text = textIn({ [field]: stored, i18n: translations }, field, language);
    if (text === '' || text === stored) continue;
    copy ??= { ...entity };
    (copy as Record<string, unknown>)[field] = text;
  }
  return copy ?? entity;
}

/** The catalog entities a guest reads, each in one language (built per request, cheap: lookups by id). */
export interface CatalogTexts {
  readonly unitgroup: (u: Unitgroup) => Unitgroup;
  readonly service: (s: Service) => Service;
  readonly servicetype: (s: Servicetype) => Servicetype;
  readonly servicegroup: (g: Servicegroup) => Servicegroup;
  readonly timeslice: <S extends Timeslicedefinition>(s: S) => S;
  readonly tag: (tag: Tag, translations: Translations | undefined) => Tag;
}

/** Translators of a property's catalog entities into the language of one call. */
export function catalogTexts(catalog: PropertyCatalog, language: string | null): CatalogTexts {
  const { rows } = catalog;
  const byId = <R extends { id: number; i18n: Translations }>(list: readonly R[]) =>
    new Map(list.map((r) => [r.id, r.i18n]));
  // Without a language there is nothing to look up: every translator returns what it is given.
  const maps = language
    ? {
        unitgroups: byId(rows.unitgroups),
        services: byId(rows.services),
        options: byId(rows.serviceOptions),
        servicetypes: byId(rows.servicetypes),
        servicegroups: byId(rows.servicegroups),
        timeslices: byId(rows.timeslices),
        rateplans: byId(rows.rateplans),
      }
    : null;
  return {
    unitgroup: (u) => {
      const unitgroup = localized(u, maps?.unitgroups.get(u.id), language, ['name', 'description']);
      if (!maps) return unitgroup;
      // docs/rules.md#rate-policies: the rates a guest chooses from are named in the guest's language too.
      const rates = u.rateplanList.map((r) => localized(r, maps.rateplans.get(r.id), language, ['name']));
      return rates.some((r, i) => r !== u.rateplanList[i])
        ? { ...unitgroup, rateplanList: rates }
        : unitgroup;
    },
    service: (s) => {
      if (!maps) return s;
      const service = localized(s, maps.services.get(s.id), language, ['name', 'text']);
      const options = s.serviceOptionList.map((o) =>
        localized(o, maps.options.get(o.id), language, ['name', 'description', 'headline', 'tooltip']),
      );
      return options.some((o, i) => o !== s.serviceOptionList[i])
        ? { ...service, serviceOptionList: options }
        : service;
    },
    servicetype: (s) => localized(s, maps?.servicetypes.get(s.id), language, ['name']),
    servicegroup: (g) => localized(g, maps?.servicegroups.get(g.id), language, ['name']),
    timeslice: (s) => localized(s, maps?.timeslices.get(s.id), language, ['name']),
    tag: (tag, translations) => localized(tag, translations, language, ['name']),
  };
}
