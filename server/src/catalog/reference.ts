import type { Language } from '@venue/domain';

/** Reference lists that are the same for every property (docs/README.md#data-model). */

/** docs/README.md#data-model: English 1 (the general default), German 2. */
export const languages: readonly Language[] = [
  { id: 1, key: 'en', isocode: 'en-GB', name: 'English' },
  { id: 2, key: 'de', isocode: 'de-DE', name: 'Deutsch' },
];

const countryCodes: readonly (readonly [string, string])[] = [
  ['AT', 'Austria'],
  ['BE', 'Belgium'],
  ['CH', 'Switzerland'],
  ['CZ', 'Czechia'],
  ['DE', 'Germany'],
  ['DK', 'Denmark'],
  ['ES', 'Spain'],
  ['FI', 'Finland'],
  ['FR', 'France'],
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['IT', 'Italy'],
  ['LI', 'Liechtenstein'],
  ['LU', 'Luxembourg'],
  ['NL', 'Netherlands'],
  ['NO', 'Norway'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['SE', 'Sweden'],
  ['US', 'United States'],
];

export const countries = countryCodes.map(([isocode, name], i) => ({ id: i + 1, isocode, name }));

/** Salutations; `company` marks the one for a company contact (docs/README.md#data-model: listed with company false). */
export const salutations = [
  { id: 1, name: 'Mr', company: false },
  { id: 2, name: 'Ms', company: false },
  { id: 3, name: 'Mx', company: false },
  { id: 4, name: 'Company', company: true },
];

export const academicTitles = [
  { id: 1, name: 'Dr.' },
  { id: 2, name: 'Prof.' },
  { id: 3, name: 'Prof. Dr.' },
];

/**
 * The time zones a property's `timezone` may name: UTC and the IANA zones this runtime knows, by name (the ids
 * follow the runtime's list; a property stores the name).
 */
export const timezones = ['UTC', ...Intl.supportedValuesOf('timeZone')].map((name, i) => ({
  id: i + 1,
  name,
}));
