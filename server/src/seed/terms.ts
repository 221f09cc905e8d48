import type { I18nSeed, PropertySeed } from './types.ts';

/*
 * The demo properties' own terms and conditions, per language (issue: the terms modal shows the property's
 * terms, not a generic text). Stored with the property's translations under the field `terms` and served
 * by GET /api/property/terms/{id} in the caller's language.
 */
const demoTerms: Readonly<Record<string, I18nSeed>> = {
  lindenhof: {
    de: {
      terms:
        'Allgemeine Geschäftsbedingungen des Seehotels Lindenhof\n' +
        'Eine Anfrage ist unverbindlich, bis wir sie als Angebot bestätigen. Mit der Annahme des Angebots wird die Buchung verbindlich.\n' +
        'Für Tagungen wird eine Anzahlung von 30 % fällig. Eine kostenfreie Stornierung ist bis 30 Tage vor Veranstaltungsbeginn möglich; danach berechnen wir 50 %, ab 7 Tagen vorher 90 % des Auftragswerts.\n' +
        'Die endgültige Teilnehmerzahl nennen Sie uns bitte spätestens 5 Werktage vor der Veranstaltung.',
    },
    en: {
      terms:
        'Terms and conditions of the Lindenhof Lakeside Hotel\n' +
        'A request is not binding until we confirm it as an offer. Accepting the offer makes the booking binding.\n' +
        'Conferences require a deposit of 30 %. Cancellation is free of charge up to 30 days before the event; after that we charge 50 %, from 7 days before 90 % of the order value.\n' +
        'Please tell us the final number of participants at least 5 working days before the event.',
    },
  },
  cityloft: {
    en: {
      terms:
        'Cityloft Hotel house rules and terms\n' +
        'Check-in from 3 pm, check-out by 11 am. A reservation made online is binding.\n' +
        'Free cancellation up to 48 hours before arrival; later cancellations and no-shows are charged the first night.\n' +
        'The city tax is not included in the room rate and is paid on site.',
    },
    de: {
      terms:
        'Hausordnung und Bedingungen des Cityloft Hotels\n' +
        'Check-in ab 15 Uhr, Check-out bis 11 Uhr. Eine online getätigte Reservierung ist verbindlich.\n' +
        'Kostenfreie Stornierung bis 48 Stunden vor Anreise; spätere Stornierungen und Nichtanreise berechnen wir mit der ersten Nacht.\n' +
        'Die City-Tax ist nicht im Zimmerpreis enthalten und wird vor Ort bezahlt.',
    },
  },
  workspace: {
    en: {
      terms:
        'Workspace Meeting Rooms booking terms\n' +
        'Rooms are booked by the quarter hour; please leave the room on time for the next team.\n' +
        'Cancellation is free of charge up to 24 hours before the start; later cancellations are charged in full.\n' +
        'Promo codes and customer account rates cannot be combined.',
    },
    de: {
      terms:
        'Buchungsbedingungen der Workspace Besprechungsräume\n' +
        'Räume werden im Viertelstundentakt gebucht; bitte verlassen Sie den Raum pünktlich für das nächste Team.\n' +
        'Eine Stornierung ist bis 24 Stunden vor Beginn kostenfrei; spätere Stornierungen berechnen wir voll.\n' +
        'Aktionscodes und Kundenkonditionen sind nicht kombinierbar.',
    },
  },
};

/** The property seed with its demo terms laid into its translations (each language's field `terms`). */
export function withDemoTerms(seed: PropertySeed): PropertySeed {
  const terms = demoTerms[seed.key];
  if (!terms) return seed;
  const i18n: Record<string, Readonly<Record<string, string>>> = { ...seed.i18n };
  for (const [language, fields] of Object.entries(terms)) i18n[language] = { ...i18n[language], ...fields };
  return { ...seed, i18n };
}
