import { describe, expect, it } from 'vitest';
import { resolvePropertyLocation } from './propertyLocation.ts';

describe('which property a guest opens', () => {
  it('takes the property key from the first path segment and the mode from the second', () => {
    const at = resolvePropertyLocation('/lindenhof/rooms/cart/0', '', null, null);
    expect(at.login).toEqual({ by: 'key', value: 'lindenhof' });
    expect(at.mode).toBe('rooms');
    expect(at.base).toBe('/lindenhof/rooms');
  });

  it('does not mistake a page segment for a mode', () => {
    const at = resolvePropertyLocation('/lindenhof/cart/0', '', null, null);
    expect(at.mode).toBe('');
    expect(at.base).toBe('/lindenhof');
    // The attendee's link of a group (docs/pages.md#group-code) is a page, not the mode "group".
    expect(resolvePropertyLocation('/lindenhof/group/ABCD1234', '', null, null).base).toBe('/lindenhof');
  });

  it('uses propertyId from the query and remembers it', () => {
    const at = resolvePropertyLocation('/', '?propertyId=7', null, 'lindenhof');
    expect(at.login).toEqual({ by: 'id', value: 7 });
    expect(at.storedIdChange).toBe(7);
  });

  it('clears the remembered id with propertyId=0 and falls back to the default code', () => {
    const at = resolvePropertyLocation('/', '?propertyId=0', 7, 'lindenhof');
    expect(at.storedIdChange).toBeNull();
    expect(at.login).toEqual({ by: 'code', value: 'lindenhof' });
  });

  it('uses the remembered id when nothing else is given', () => {
    expect(resolvePropertyLocation('/', '', 9, 'x').login).toEqual({ by: 'id', value: 9 });
  });

  it('shows the properties page when no property can be determined', () => {
    expect(resolvePropertyLocation('/', '', null, null).login).toBeNull();
    expect(resolvePropertyLocation('/properties', '', null, null).login).toBeNull();
  });
});
