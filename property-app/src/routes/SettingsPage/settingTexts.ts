import type { SettingSpec } from '@venue/domain';
import type { TFunction } from 'i18next';
import type { ValueProblem } from './settingsDraft.ts';

/*
 * The words for a setting (locales/{en,de}/settings.json): its label and explanation by key, its type, its default
 * and its problem in words. settingTexts.test.ts checks that every catalog key has them in both languages.
 */

export const labelOf = (t: TFunction, spec: SettingSpec): string => t(`settings.key.${spec.key}`);

export const helpOf = (t: TFunction, spec: SettingSpec): string => t(`settings.help.${spec.key}`);

/** The value type in words ("Whole number from 0"). */
export function typeText(t: TFunction, spec: SettingSpec): string {
  const type = spec.type;
  if (type.kind === 'integer')
    return type.max === undefined
      ? t('settings.type.integer', { min: type.min })
      : t('settings.type.integerRange', { min: type.min, max: type.max });
  if (type.kind === 'upperBound') return t('settings.type.upperBound', { min: type.min });
  return t(`settings.type.${type.kind}`);
}

/** The default in words ("Off", "no limit", "every day"). */
export function defaultText(t: TFunction, spec: SettingSpec): string {
  const { type, defaultValue } = spec;
  if (type.kind === 'boolean') return t(defaultValue === 'true' ? 'settings.on' : 'settings.off');
  if (type.kind === 'upperBound' && defaultValue === 'unlimited') return t('settings.noLimit');
  if (type.kind === 'amount' && defaultValue === '') return t('settings.noLimit');
  if (type.kind === 'weekdays') return t('settings.everyDay');
  if (type.kind === 'choices' && defaultValue === type.options.join(',')) return t('settings.allOptions');
  if (type.kind === 'minutes') return t('settings.minutes', { count: Number(defaultValue) });
  if (defaultValue === '') return t('settings.notSet');
  return defaultValue;
}

/** Why a value is refused, in words the user can act on; a refused list entry (`value`'s) is named. */
export function problemText(t: TFunction, spec: SettingSpec, problem: ValueProblem, value = ''): string {
  if (problem === 'tooLong') return t('settings.invalid.tooLong');
  if (problem === 'noneChosen') return t('settings.invalid.noneChosen');
  const type = spec.type;
  if (type.kind === 'origins') {
    const parsed = type.parse(value.trim());
    return t('settings.invalid.origins', { entry: parsed.ok ? value : (parsed.entry ?? value) });
  }
  if (type.kind === 'integer')
    return type.max === undefined
      ? t('settings.invalid.integer', { min: type.min })
      : t('settings.invalid.integerRange', { min: type.min, max: type.max });
  if (type.kind === 'upperBound') return t('settings.invalid.upperBound', { min: type.min });
  return t(`settings.invalid.${type.kind}`);
}
