import type { LocalizedStrings } from '../../i18n/useStrings.ts';

/** Labels shared by the unit-group and service cards. `{n}`, `{min}`, `{max}` are filled in. */
export const cardStrings: LocalizedStrings<
  | 'free'
  | 'short'
  | 'blocked'
  | 'onRequest'
  | 'select'
  | 'quantity'
  | 'capacityUpTo'
  | 'capacityRange'
  | 'options'
  | 'chooseBetween'
  | 'chooseUpTo'
  | 'chooseAtLeast'
  | 'startTime'
  | 'choose'
  | 'note'
> = {
  en: {
    free: 'Available',
    short: 'Few left',
    blocked: 'Unavailable',
    onRequest: 'Price on request',
    select: 'Select',
    quantity: 'Quantity',
    capacityUpTo: 'Up to {max} people',
    capacityRange: '{min}–{max} people',
    options: 'Options',
    chooseBetween: 'Choose {min} to {max}.',
    chooseUpTo: 'Choose up to {max}.',
    chooseAtLeast: 'Choose at least {min}.',
    startTime: 'Start time',
    choose: 'Choose',
    note: 'Description',
  },
  de: {
    free: 'Verfügbar',
    short: 'Nur noch wenige frei',
    blocked: 'Nicht verfügbar',
    onRequest: 'Preis auf Anfrage',
    select: 'Auswählen',
    quantity: 'Anzahl',
    capacityUpTo: 'Bis {max} Personen',
    capacityRange: '{min}–{max} Personen',
    options: 'Optionen',
    chooseBetween: 'Bitte {min} bis {max} wählen.',
    chooseUpTo: 'Bitte höchstens {max} wählen.',
    chooseAtLeast: 'Bitte mindestens {min} wählen.',
    startTime: 'Beginn',
    choose: 'Wählen',
    note: 'Beschreibung',
  },
};

/** Fills `{name}` placeholders. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
