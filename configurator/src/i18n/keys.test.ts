import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderedDomainKeys } from './domainKeys.ts';
import de from './locales/de/translation.json';
import en from './locales/en/translation.json';

const srcDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every literal key passed to t('...') / t("...") / i18nKey="..." in the configurator's sources. */
function keysUsedInCode(): string[] {
  const pattern = /\bt\(\s*['"]([^'"]+)['"]|\bi18nKey=['"]([^'"]+)['"]|\btKey\(\s*['"]([^'"]+)['"]/g;
  const keys = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      const key = match[1] ?? match[2] ?? match[3];
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
    // A plural key is asked for by its base name and held as `_one` / `_other` (i18next plurals).
    const held = (resources: Record<string, string>, key: string) =>
      key in resources || `${key}_other` in resources;
    expect(used.filter((key) => !held(en, key))).toEqual([]);
    expect(used.filter((key) => !held(de, key))).toEqual([]);
  });

  it('hold every readiness, form-error and payment key of the domain that the screens render', () => {
    expect(renderedDomainKeys.filter((key) => !(key in en))).toEqual([]);
    expect(renderedDomainKeys.filter((key) => !(key in de))).toEqual([]);
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
