import { Checkbox, NumberField, Select, SelectItem, TextField } from '@venue/design-system';
import type { SettingSpec } from '@venue/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './SettingsPage.css.ts';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
/** The Select's key for "not set" (a choice setting stored empty). */
const NOT_SET = 'notSet';

interface SettingControlProps {
  readonly spec: SettingSpec;
  /** The text shown (draft, stored or default). */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly label: string;
  /** The setting's one-line explanation. */
  readonly description: string;
  /** The translated problem of the value, if any. */
  readonly errorMessage: string | null;
  readonly isReadOnly: boolean;
}

/** The value as a number for a number field: NaN (an empty field) when it is no number or has no limit. */
function numberOf(spec: SettingSpec, value: string): number {
  const parsed = value.trim() === '' ? null : spec.type.parse(value.trim());
  return parsed?.ok && typeof parsed.value === 'number' && Number.isFinite(parsed.value)
    ? parsed.value
    : Number.NaN;
}

/** The names of a comma list the value holds (weekdays: the allowed days). */
function chosenOf(spec: SettingSpec, value: string): ReadonlySet<string> {
  const parsed = value.trim() === '' ? null : spec.type.parse(value.trim());
  if (!parsed?.ok) return new Set();
  if (spec.type.kind === 'weekdays') {
    const days = parsed.value as Record<string, boolean>;
    return new Set(WEEKDAYS.filter((day) => days[day]));
  }
  return new Set(String(parsed.value).split(',').filter(Boolean));
}

/** One setting's control, chosen by its type; every control has the setting's label, explanation and problem. */
export function SettingControl({
  spec,
  value,
  onChange,
  label,
  description,
  errorMessage,
  isReadOnly,
}: SettingControlProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  const invalid = errorMessage !== null;
  const error = invalid ? { errorMessage } : {};
  const type = spec.type;
  switch (type.kind) {
    case 'boolean': {
      const parsed = type.parse(value.trim());
      return (
        <Checkbox
          isSelected={parsed.ok && parsed.value === true}
          onChange={(selected) => onChange(selected ? 'true' : 'false')}
          isReadOnly={isReadOnly}
          isInvalid={invalid}
          description={description}
          {...error}
        >
          {label}
        </Checkbox>
      );
    }
    case 'integer':
    case 'upperBound':
    case 'minutes':
      return (
        <NumberField
          label={label}
          description={description}
          value={numberOf(spec, value)}
          minValue={type.kind === 'minutes' ? 1 : type.min}
          {...(type.kind === 'integer' && type.max !== undefined ? { maxValue: type.max } : {})}
          formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
          onChange={(next) => onChange(Number.isNaN(next) ? '' : String(next))}
          isReadOnly={isReadOnly}
          isInvalid={invalid}
          {...error}
        />
      );
    case 'choice':
      return (
        <Select
          label={label}
          description={description}
          selectedKey={value.trim() === '' ? NOT_SET : value.trim()}
          onSelectionChange={(key) => onChange(key === NOT_SET ? '' : String(key))}
          isDisabled={isReadOnly}
          isInvalid={invalid}
          {...error}
        >
          <SelectItem id={NOT_SET}>{t('settings.notSet')}</SelectItem>
          {type.options.map((option) => (
            <SelectItem key={option} id={option}>
              {t(`settings.option.${option}`)}
            </SelectItem>
          ))}
        </Select>
      );
    case 'weekdays':
    case 'choices': {
      const chosen = chosenOf(spec, value);
      const names: readonly string[] = type.kind === 'weekdays' ? WEEKDAYS : type.options;
      const toggle = (name: string, on: boolean) =>
        onChange(names.filter((n) => (n === name ? on : chosen.has(n))).join(','));
      return (
        <fieldset className={css.choiceSet} aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}>
          <legend className={css.choiceLegend}>{label}</legend>
          <p id={hintId} className={css.hint}>
            {description}
          </p>
          <div className={css.choiceBoxes}>
            {names.map((name) => (
              <Checkbox
                key={name}
                isSelected={chosen.has(name)}
                onChange={(on) => toggle(name, on)}
                isReadOnly={isReadOnly}
                isInvalid={invalid}
              >
                {t(type.kind === 'weekdays' ? `settings.weekday.${name}` : `settings.option.${name}`)}
              </Checkbox>
            ))}
          </div>
          {invalid ? (
            <p id={errorId} className={css.error}>
              {errorMessage}
            </p>
          ) : null}
        </fieldset>
      );
    }
    default:
      return (
        <TextField
          label={label}
          description={description}
          value={value}
          onChange={onChange}
          isReadOnly={isReadOnly}
          isInvalid={invalid}
          {...(type.kind === 'time' ? { placeholder: t('settings.timePlaceholder') } : {})}
          {...(type.kind === 'amount' ? { inputMode: 'decimal' as const } : {})}
          {...(type.kind === 'email' ? { type: 'email' as const } : {})}
          {...(type.kind === 'phone' ? { type: 'tel' as const } : {})}
          {...error}
        />
      );
  }
}
