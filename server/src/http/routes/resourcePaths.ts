import { REFERENCE_LISTS, RESOURCES } from '../../resources/definitions.ts';

/*
 * docs/api.md#the-specs-own-paths: the one table of where the generic resource routes are served. Every base is
 * served under /api/staff/{base}/; a base the spec names (spec 7 "Bases") also under the spec's own
 * /api/{spec base}/ (not messagecategory: the spec's list is public, messages.ts). resources.ts and
 * referenceLists.ts make each base's routes once per prefix of this table; the API keys' scopes
 * (http/authScopes.ts) and the token check of app.ts read the same table.
 */

/** The spec's base of each of our bases it names; a base missing here has only /api/staff/{base}/. */
const SPEC_BASES: Readonly<Record<string, string>> = {
  unitgroup: 'unitgroup',
  unit: 'unit',
  unitdocument: 'unitdocument',
  herodocument: 'herodocument',
  service: 'service',
  servicetype: 'servicetype',
  servicegroup: 'servicegroup',
  customeraccount: 'customeraccount',
  tag: 'portal/search/tag',
  bookingreason: 'bookingreason',
  timeslicedefinition: 'timeslicedefinition',
  property: 'property',
  propertysetting: 'propertysetting',
  paymenttype: 'paymenttype',
  documenttemplatecategory: 'documenttemplatecategory',
  language: 'language',
  country: 'country',
  salutation: 'salutation',
  academictitle: 'academictitle',
  timezone: 'timezone',
};

/** One prefix of the table: the path of a base under it (after /api), or null where the base is not served there. */
export interface ResourcePrefix {
  /** Whether this is the spec's own prefix (a guest's token may reach the guest routes of the same path). */
  readonly spec: boolean;
  readonly pathOf: (base: string) => string | null;
}

/** The prefixes every base's routes are made for: /api/staff/{base} and the spec's /api/{spec base}. */
export const RESOURCE_PREFIXES: readonly ResourcePrefix[] = [
  { spec: false, pathOf: (base) => `/staff/${base}` },
  { spec: true, pathOf: (base) => (SPEC_BASES[base] === undefined ? null : `/${SPEC_BASES[base]}`) },
];

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const ALL_BASES = [...RESOURCES.map((r) => r.base), ...REFERENCE_LISTS.map((r) => r.base)];
const basesPattern = (paths: readonly string[]) =>
  [...paths]
    .sort((a, b) => b.length - a.length)
    .map(escaped)
    .join('|');
const STAFF_CALL = new RegExp(
  `^/api/staff/(?:${basesPattern(ALL_BASES)})/(list|new|add|\\d+|(?:update|delete|objectionable)/\\d+)$`,
);
const SPEC_CALL = new RegExp(
  `^/api/(?:${basesPattern(Object.values(SPEC_BASES))})/(list|new|add|\\d+|(?:update|delete|objectionable)/\\d+)$`,
);

/** Whether a path is a resource call at the spec's own prefix (/api/unitgroup/list, /api/unit/update/3, ...). */
export const isSpecResourcePath = (path: string): boolean => SPEC_CALL.test(path);

/**
 * Whether a call of the resource pattern (either prefix) reads or writes: `new` and `objectionable` only read;
 * null for a path that is no resource call.
 */
export function resourceCallOf(method: string, path: string): 'read' | 'write' | null {
  const action = (STAFF_CALL.exec(path) ?? SPEC_CALL.exec(path))?.[1];
  if (action === undefined) return null;
  if (method === 'GET') return action === 'list' || /^\d+$/.test(action) ? 'read' : null;
  if (method === 'POST') {
    if (action === 'new' || action.startsWith('objectionable/')) return 'read';
    return action === 'add' || action.startsWith('update/') ? 'write' : null;
  }
  if (method === 'DELETE') return action.startsWith('delete/') ? 'write' : null;
  return null;
}
