import type { LocalizedStrings } from '../../i18n/useStrings.ts';

/** The viewer's own labels. */
export const panoramaStrings: LocalizedStrings<
  'hint' | 'still' | 'loading' | 'left' | 'right' | 'up' | 'down' | 'zoomIn' | 'zoomOut' | 'error'
> = {
  en: {
    hint: 'Look around with the arrow keys or by dragging; zoom with + and −.',
    still: 'This device cannot show the 360° view; here is the picture instead.',
    loading: 'Loading the 360° view…',
    left: 'Look left',
    right: 'Look right',
    up: 'Look up',
    down: 'Look down',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    error: 'The 360° view could not be loaded.',
  },
  de: {
    hint: 'Mit den Pfeiltasten oder durch Ziehen umsehen, mit + und − zoomen.',
    still: 'Dieses Gerät kann die 360°-Ansicht nicht zeigen; hier ist stattdessen das Bild.',
    loading: '360°-Ansicht wird geladen …',
    left: 'Nach links schauen',
    right: 'Nach rechts schauen',
    up: 'Nach oben schauen',
    down: 'Nach unten schauen',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    error: 'Die 360°-Ansicht konnte nicht geladen werden.',
  },
};
