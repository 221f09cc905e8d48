import type { LocalizedStrings } from '../../i18n/useStrings.ts';

/** The carousel's own labels. */
export const heroStrings: LocalizedStrings<
  | 'label'
  | 'previous'
  | 'next'
  | 'choose'
  | 'slide'
  | 'autoplay'
  | 'fullscreen'
  | 'resize'
  | 'heightText'
  | 'empty'
> = {
  en: {
    label: 'Pictures',
    previous: 'Previous picture',
    next: 'Next picture',
    choose: 'Choose picture',
    slide: '{n} of {count}',
    autoplay: 'Play automatically',
    fullscreen: 'Full screen',
    resize: 'Picture height',
    heightText: '{percent} percent of the window height',
    empty: 'No pictures yet.',
  },
  de: {
    label: 'Bilder',
    previous: 'Vorheriges Bild',
    next: 'Nächstes Bild',
    choose: 'Bild wählen',
    slide: '{n} von {count}',
    autoplay: 'Automatisch weiterblättern',
    fullscreen: 'Vollbild',
    resize: 'Bildhöhe',
    heightText: '{percent} Prozent der Fensterhöhe',
    empty: 'Noch keine Bilder.',
  },
};
