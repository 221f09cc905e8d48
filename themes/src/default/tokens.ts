import type { ThemeTokens } from '../tokenType.ts';

/** The neutral theme used when a property has none of its own. */
export const defaultTokens: ThemeTokens = {
  color: {
    brand: '#1d4ed8',
    brandText: '#ffffff',
    surface: '#ffffff',
    text: '#1f2937',
    border: '#6b7280',
    focusRing: '#b45309',
  },
  font: { body: 'system-ui, sans-serif' },
  space: { s: '0.5rem', m: '1rem' },
  radius: { m: '0.5rem' },
};
