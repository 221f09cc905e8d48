import type { LocalizedStrings } from '../../i18n/useStrings.ts';

/** The calendar's own labels. `{n}`, `{nights}`, `{days}` are filled in at run time. */
export const calendarStrings: LocalizedStrings<
  | 'unavailable'
  | 'short'
  | 'noArrival'
  | 'loading'
  | 'minNights'
  | 'maxNights'
  | 'startWeekday'
  | 'nightOne'
  | 'nightOther'
  | 'pickEnd'
  | 'legend'
  | 'legendFree'
> = {
  en: {
    unavailable: 'unavailable',
    short: 'few left',
    noArrival: 'no arrival on this day',
    loading: 'Loading availability…',
    minNights: 'Please choose at least {nights}.',
    maxNights: 'Please choose at most {nights}.',
    startWeekday: 'Arrival is possible on {days} only.',
    nightOne: '{n} night',
    nightOther: '{n} nights',
    pickEnd: 'Now choose the last day.',
    legend: 'Legend',
    legendFree: 'available',
  },
  de: {
    unavailable: 'nicht verfügbar',
    short: 'nur noch wenige frei',
    noArrival: 'keine Anreise an diesem Tag',
    loading: 'Verfügbarkeit wird geladen …',
    minNights: 'Bitte mindestens {nights} wählen.',
    maxNights: 'Bitte höchstens {nights} wählen.',
    startWeekday: 'Anreise nur am {days} möglich.',
    nightOne: '{n} Nacht',
    nightOther: '{n} Nächte',
    pickEnd: 'Jetzt den letzten Tag wählen.',
    legend: 'Legende',
    legendFree: 'verfügbar',
  },
};
