import { SETTING_CATALOG, SETTING_GROUPS, settingSpec } from '@venue/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/instance.ts';
import { de, en } from '../../i18n/messages.ts';
import { valueProblem } from './settingsDraft.ts';
import { problemText } from './settingTexts.ts';

/** The keys SettingsPage builds from the catalog (not found by i18n/keys.test.ts, which reads literal keys). */
function catalogKeys(): string[] {
  const keys = SETTING_GROUPS.map((group) => `settings.group.${group}`);
  for (const spec of SETTING_CATALOG) {
    keys.push(`settings.key.${spec.key}`, `settings.help.${spec.key}`);
    const type = spec.type;
    if (type.kind !== 'integer' && type.kind !== 'upperBound')
      keys.push(`settings.type.${type.kind}`, `settings.invalid.${type.kind}`);
    if (type.kind === 'choice' || type.kind === 'choices')
      keys.push(...type.options.map((option) => `settings.option.${option}`));
  }
  return [...new Set(keys)];
}

describe('the settings texts', () => {
  it('name and explain every setting, group, type and option in English and German', () => {
    const keys = catalogKeys();
    expect(keys.length).toBeGreaterThan(150);
    expect(keys.filter((key) => !en[key])).toEqual([]);
    expect(keys.filter((key) => !de[key])).toEqual([]);
  });

  it('give every setting its own label', () => {
    const labels = (texts: Record<string, string>) =>
      SETTING_CATALOG.map((spec) => texts[`settings.key.${spec.key}`]);
    expect(new Set(labels(en)).size).toBe(SETTING_CATALOG.length);
    expect(new Set(labels(de)).size).toBe(SETTING_CATALOG.length);
  });
});

describe('the websites allowed to embed', () => {
  it('a refused entry is named in English and German, with what to enter instead', () => {
    const spec = settingSpec('embed.allowedOrigins');
    if (!spec) throw new Error('no embed.allowedOrigins');
    const value = 'https://www.hotel.example, javascript:alert(1)';
    const problem = valueProblem(spec, value);
    expect(problem).toBe('invalid');
    if (!problem) return;
    const english = problemText(createI18n('en').t, spec, problem, value);
    expect(english).toContain('“javascript:alert(1)”');
    expect(english).toContain('https://www.hotel.example');
    expect(problemText(createI18n('de').t, spec, problem, value)).toMatch(
      /^„javascript:alert\(1\)“ geht nicht/,
    );
    expect(valueProblem(spec, 'https://www.hotel.example, http://localhost:8080')).toBeNull();
  });
});
