import {
  Checkbox,
  FieldHints,
  FieldLabel,
  NumberField,
  Select,
  SelectItem,
  Switch,
  TextArea,
  TextField,
} from '@venue/design-system';
import { useId } from 'react';
import { CheckboxGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Draft, ProblemKey } from '../../forms/draft.ts';
import * as css from '../../forms/forms.css.ts';
import type { FieldSpec, RefBase, SetBase } from '../../forms/resourceForms.ts';
import { TranslatedText } from '../../forms/TranslatedText.tsx';

/** What the inputs need besides the draft: the property's language and currency, the rows a field may name. */
export interface FieldContext {
  readonly baseLanguage: string;
  readonly currency: string;
  readonly refs: Readonly<Record<RefBase | SetBase, readonly { id: number; label: string }[]>>;
}

interface Props {
  readonly field: FieldSpec;
  readonly draft: Draft;
  readonly problems: Readonly<Record<string, ProblemKey>>;
  readonly context: FieldContext;
  readonly onChange: (key: string, value: unknown) => void;
  readonly isDisabled?: boolean;
}

/** One field of a catalog form, by its kind; a translated text as one input per language side by side. */
export function FieldInput({ field, draft, problems, context, onChange, isDisabled = false }: Props) {
  const { t } = useTranslation();
  const hintId = useId();
  const label = t(field.label);
  const hint = field.hint ? t(field.hint) : undefined;
  const problemOf = (key: string) => {
    const problem = problems[key];
    return problem ? { isInvalid: true, errorMessage: t(problem) } : { isInvalid: false };
  };
  const common = (key: string) => ({
    isDisabled,
    ...problemOf(key),
    ...(hint ? { description: hint } : {}),
  });

  switch (field.kind) {
    case 'text': {
      if (!field.translated) {
        const Input = field.multiline ? TextArea : TextField;
        return (
          <Input
            label={label}
            value={String(draft[field.name] ?? '')}
            onChange={(v) => onChange(field.name, v)}
            {...common(field.name)}
          />
        );
      }
      return (
        <TranslatedText
          name={field.name}
          label={label}
          {...(hint ? { hint } : {})}
          multiline={field.multiline === true}
          draft={draft}
          problems={problems}
          baseLanguage={context.baseLanguage}
          onChange={onChange}
          isDisabled={isDisabled}
        />
      );
    }
    case 'code':
    case 'time':
      return (
        <TextField
          label={label}
          value={String(draft[field.name] ?? '')}
          onChange={(v) => onChange(field.name, v)}
          {...(field.kind === 'time' ? { inputMode: 'numeric' as const, placeholder: 'HH:mm' } : {})}
          {...common(field.name)}
          {...(field.kind === 'time' && !hint ? { description: t('offer.hint.time') } : {})}
        />
      );
    case 'cents': {
      const cents = draft[field.name] as number | null;
      return (
        <NumberField
          label={label}
          size="amount"
          minValue={0}
          maxValue={10_000_000}
          formatOptions={{ style: 'currency', currency: context.currency }}
          value={cents === null || cents === undefined ? Number.NaN : cents / 100}
          onChange={(v) =>
            onChange(field.name, Number.isNaN(v) ? (field.nullable ? null : Number.NaN) : Math.round(v * 100))
          }
          {...common(field.name)}
        />
      );
    }
    case 'integer': {
      const value = draft[field.name] as number | null;
      return (
        <NumberField
          label={label}
          minValue={field.min}
          maxValue={field.max}
          value={value === null || value === undefined ? Number.NaN : value}
          onChange={(v) => onChange(field.name, Number.isNaN(v) ? (field.nullable ? null : Number.NaN) : v)}
          {...common(field.name)}
        />
      );
    }
    case 'boolean':
      return (
        <div className={css.switchField}>
          <Switch
            isSelected={Boolean(draft[field.name])}
            onChange={(v) => onChange(field.name, v)}
            isDisabled={isDisabled}
            {...(hint ? { 'aria-describedby': hintId } : {})}
          >
            {label}
          </Switch>
          {hint && (
            <p id={hintId} className={css.hint}>
              {hint}
            </p>
          )}
        </div>
      );
    case 'ids': {
      // A set of the property's rows (a unit group's tags): one checkbox each, Tab and Space to tick.
      const chosen = (draft[field.name] as readonly number[] | undefined) ?? [];
      const problem = problems[field.name];
      return (
        <CheckboxGroup
          className={css.idSet}
          value={chosen.map(String)}
          onChange={(ids) => onChange(field.name, ids.map(Number))}
          isDisabled={isDisabled}
          isInvalid={Boolean(problem)}
        >
          <FieldLabel>{label}</FieldLabel>
          {context.refs[field.base].length === 0 ? (
            <p className={css.hint}>{t('offer.ids.none')}</p>
          ) : (
            <div className={css.idSetOptions}>
              {context.refs[field.base].map((item) => (
                <Checkbox key={item.id} value={String(item.id)}>
                  {item.label}
                </Checkbox>
              ))}
            </div>
          )}
          <FieldHints
            {...(hint ? { description: hint } : {})}
            {...(problem ? { errorMessage: t(problem) } : {})}
          />
        </CheckboxGroup>
      );
    }
    case 'choice':
    case 'ref': {
      const items =
        field.kind === 'choice'
          ? field.choices.map((c) => ({ id: c.value, label: t(c.label) }))
          : context.refs[field.base];
      const selected = draft[field.name];
      return (
        <Select
          label={label}
          items={items}
          selectedKey={typeof selected === 'number' || typeof selected === 'string' ? selected : null}
          onSelectionChange={(key) => {
            if (key === null) return;
            // A choice keeps its own value's type (a number or a word); a row is named by its id.
            const choice =
              field.kind === 'choice'
                ? field.choices.find((c) => String(c.value) === String(key))
                : undefined;
            onChange(field.name, choice ? choice.value : Number(key));
          }}
          {...common(field.name)}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
      );
    }
  }
}
