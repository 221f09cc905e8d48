import { TextArea, TextField } from '@venue/design-system';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Draft, LANGUAGES, type ProblemKey, textKey } from './draft.ts';
import * as css from './forms.css.ts';

const LANGUAGE_NAME = { en: 'offer.language.en', de: 'offer.language.de' } as const;

interface Props {
  /** The field's name: its inputs edit the draft keys `{name}@en` and `{name}@de` (draft.ts). */
  readonly name: string;
  /** The field's label, already translated: the group's legend and each input's label with its language. */
  readonly label: string;
  /** What the field is for, already translated: shown once under the legend, and the group's description. */
  readonly hint?: string;
  readonly multiline?: boolean;
  /** The languages one under the other on every screen (a narrow place such as an image's card). */
  readonly stacked?: boolean;
  readonly draft: Draft;
  readonly problems: Readonly<Record<string, ProblemKey>>;
  /** The property's own language: its input edits the stored text, the other one the translation. */
  readonly baseLanguage: string;
  readonly onChange: (key: string, value: string) => void;
  readonly isDisabled?: boolean;
}

/**
 * A catalog text a guest reads, edited in English and German side by side (one under the other on a phone): each
 * input labelled with its language and marked with it (`lang`), the property's own language's input says that
 * the others fall back to it, and each shows its own problem.
 */
export function TranslatedText({
  name,
  label,
  hint,
  multiline = false,
  stacked = false,
  draft,
  problems,
  baseLanguage,
  onChange,
  isDisabled = false,
}: Props) {
  const { t } = useTranslation();
  const hintId = useId();
  const Input = multiline ? TextArea : TextField;
  return (
    <fieldset
      className={stacked ? css.translatedStacked : css.translated}
      {...(hint ? { 'aria-describedby': hintId } : {})}
    >
      <legend className={css.legend}>{label}</legend>
      {hint && (
        <p id={hintId} className={css.translatedHint}>
          {hint}
        </p>
      )}
      {LANGUAGES.map((language) => {
        const key = textKey(name, language);
        const problem = problems[key];
        const meaning =
          language === baseLanguage ? t('offer.hint.baseLanguage') : t('offer.hint.otherLanguage');
        return (
          <Input
            key={language}
            lang={language}
            label={t('offer.field.inLanguage', { field: label, language: t(LANGUAGE_NAME[language]) })}
            value={String(draft[key] ?? '')}
            onChange={(v) => onChange(key, v)}
            isDisabled={isDisabled}
            isInvalid={problem !== undefined}
            {...(problem ? { errorMessage: t(problem) } : {})}
            description={meaning}
          />
        );
      })}
    </fieldset>
  );
}
