import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('are stored as argon2id with a random salt, never as themselves', async () => {
    const a = await hashPassword('Demo-Stay-2026!');
    const b = await hashPassword('Demo-Stay-2026!');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Demo-Stay-2026!');
  });

  it('verify only the right password', async () => {
    const stored = await hashPassword('Demo-Stay-2026!');
    expect(await verifyPassword(stored, 'Demo-Stay-2026!')).toBe(true);
    expect(await verifyPassword(stored, 'demo-stay-2026!')).toBe(false);
  });

  it('never match without a stored hash (unknown user) or with a broken one', async () => {
    expect(await verifyPassword(null, 'Demo-Stay-2026!')).toBe(false);
    expect(await verifyPassword(null, '')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Demo-Stay-2026!')).toBe(false);
  });
});
