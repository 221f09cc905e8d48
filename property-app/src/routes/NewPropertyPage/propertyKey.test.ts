import { PropertyCreateFields } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { keyFromName } from './propertyKey.ts';

describe('a property key from its name', () => {
  it('is the name in lower case with dashes, umlauts spelled out', () => {
    expect(keyFromName('Haus am See')).toBe('haus-am-see');
    expect(keyFromName('Gasthof Größenwahn & Söhne')).toBe('gasthof-groessenwahn-soehne');
    expect(keyFromName('  Hôtel du Lac!  ')).toBe('hotel-du-lac');
  });

  it('is one the server takes', () => {
    for (const name of [
      'Haus am See',
      'Gasthof Größenwahn & Söhne',
      'A very long name for a small hotel by the lake',
    ])
      expect(
        PropertyCreateFields.safeParse({
          key: keyFromName(name),
          name,
          currency: 'EUR',
          timezone: 'Europe/Berlin',
          defaultLanguage: 'de',
        }).success,
      ).toBe(true);
  });
});
