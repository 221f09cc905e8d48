import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeLocalStorage, safeSessionStorage } from './safeStorage.ts';

const blocked = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('safeStorage (storage blocked in a third-party iframe)', () => {
  it('reads and writes the browser storage when it works', () => {
    safeLocalStorage.setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(safeLocalStorage.getItem('k')).toBe('v');
    safeLocalStorage.removeItem('k');
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('keeps values in memory when the storage getter itself throws, without throwing', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(blocked);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(safeSessionStorage.getItem('cart')).toBeNull();
    safeSessionStorage.setItem('cart', '{"a":1}');
    expect(safeSessionStorage.getItem('cart')).toBe('{"a":1}');
    safeSessionStorage.removeItem('cart');
    expect(safeSessionStorage.getItem('cart')).toBeNull();
  });

  it('keeps a refused write (quota, blocked setItem) in memory and reads it back', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    safeLocalStorage.setItem('p', '3');
    expect(safeLocalStorage.getItem('p')).toBe('3');
  });
});
