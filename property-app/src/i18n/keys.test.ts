import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { de, deFiles, en, enFiles } from './messages.ts';

const srcDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every literal key passed to t('...') or tKey('...') in the app's sources. */
function keysUsedInCode(): string[] {
  const pattern = /\bt\(\s*['"]([^'"]+)['"]|\btKey\(\s*['"]([^'"]+)['"]/g;
  const keys = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      const key = match[1] ?? match[2];
      if (key) keys.add(key);
    }
  }
  return [...keys].sort();
}

describe('translation resources', () => {
  it('have the same keys in English and German', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it('hold every key the code asks for, in both languages', () => {
    const used = keysUsedInCode();
    expect(used.length).toBeGreaterThan(0);
    // A counted text ("3 hours") is there in its plural forms (i18next: key_one and key_other).
    const has = (texts: Record<string, string>, key: string) =>
      key in texts || (`${key}_one` in texts && `${key}_other` in texts);
    expect(used.filter((key) => !has(en, key))).toEqual([]);
    expect(used.filter((key) => !has(de, key))).toEqual([]);
  });

  it('define each key in one file only, the same file in both languages', () => {
    const owners = (files: Record<string, string>[]) => files.map((f) => Object.keys(f).sort());
    const keys = enFiles.flatMap((f) => Object.keys(f));
    expect(keys.length).toBe(new Set(keys).size);
    expect(owners(deFiles)).toEqual(owners(enFiles));
  });

  it('have no empty texts', () => {
    expect(Object.entries(en).filter(([, v]) => !v.trim())).toEqual([]);
    expect(Object.entries(de).filter(([, v]) => !v.trim())).toEqual([]);
  });

  it('point at nothing by its place, shape, colour or sound alone @wcag-1.3.3', () => {
    // "The link below", "the fields marked above", "the green button": a screen reader or a narrow window has no
    // below or green. Amounts may be above a limit; arrow keys may be named ("nach links").
    const enWords =
      /\b(below|above)\b(?! (the|this|that|it|a|an|\d)\b)|\b(on the (left|right)|at the (top|bottom)|(red|green|blue|grey|round) \w+|beep)\b/i;
    const deWords =
      /(?<!nach )\b(unten|oben|links|rechts)\b|\b(roten|grünen|blauen|grauen|runden) \w+|\bTon\b/;
    expect(Object.entries(en).filter(([, v]) => enWords.test(v))).toEqual([]);
    expect(Object.entries(de).filter(([, v]) => deWords.test(v))).toEqual([]);
  });
});
