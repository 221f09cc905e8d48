import type { LocalizedStrings } from '../../i18n/useStrings.ts';

/** The calendar's own labels. Why a day cannot be picked is the caller's to say (the `description`). */
export const calendarStrings: LocalizedStrings<
  | 'unavailable'
  | 'short'
  | 'noArrival'
  | 'loading'
  | 'startRefused'
  | 'rangeRefused'
  | 'pickEnd'
  | 'legend'
  | 'legendFree'
  | 'fromPrice'
> = {
  en: {
    unavailable: 'unavailable',
    short: 'few left',
    noArrival: 'no arrival on this day',
    loading: 'Loading availability…',
    startRefused: 'No arrival on this day.',
    rangeRefused: 'These dates cannot be booked.',
    pickEnd: 'Now choose the last day.',
    legend: 'Legend',
    legendFree: 'available',
    fromPrice: 'from {price}',
  },
  de: {
    unavailable: 'nicht verfügbar',
    short: 'nur noch wenige frei',
    noArrival: 'keine Anreise an diesem Tag',
    loading: 'Verfügbarkeit wird geladen …',
    startRefused: 'An diesem Tag ist keine Anreise möglich.',
    rangeRefused: 'Diese Daten können nicht gebucht werden.',
    pickEnd: 'Jetzt den letzten Tag wählen.',
    legend: 'Legende',
    legendFree: 'verfügbar',
    fromPrice: 'ab {price}',
  },
};
