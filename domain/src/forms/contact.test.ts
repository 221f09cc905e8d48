import { describe, expect, it } from 'vitest';
import { telHref } from './contact.ts';

describe('a phone number as a link', () => {
  it('dials the digits after an optional +, without what people write between them', () => {
    expect(telHref('+49 8151 4470-0')).toBe('tel:+49815144700');
    expect(telHref(' (030) 2847/1190 ')).toBe('tel:03028471190');
  });

  it('is no link for a number without digits', () => {
    expect(telHref(' - / ')).toBeNull();
  });
});
