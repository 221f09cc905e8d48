import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLinkKey, newLinkKey, openToken, sealToken } from './linkSeal.ts';

describe('the sealed link token (docs/api.md#mails)', () => {
  it('opens with the same key and booking only', () => {
    const key = newLinkKey();
    const sealed = sealToken(key, 7, 'the-token');
    expect(sealed).not.toContain('the-token');
    expect(openToken(key, 7, sealed)).toBe('the-token');
    expect(openToken(key, 8, sealed)).toBeNull();
    expect(openToken(newLinkKey(), 7, sealed)).toBeNull();
    expect(openToken(key, 7, 'garbage')).toBeNull();
  });

  it('takes MAIL_LINK_KEY, else makes a private key file once and keeps it', () => {
    const hex = 'ab'.repeat(32);
    expect(loadLinkKey(hex, '/nonexistent/key').toString('hex')).toBe(hex);
    expect(() => loadLinkKey('short', '/nonexistent/key')).toThrow(/32 bytes/);
    const file = join(mkdtempSync(join(tmpdir(), 'linkkey-')), 'data', 'mail-link.key');
    const first = loadLinkKey(undefined, file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
    expect(loadLinkKey(undefined, file).equals(first)).toBe(true);
  });
});
