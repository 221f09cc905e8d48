import { useContext } from 'react';
import { FieldError, FieldErrorContext, Label, Text, type ValidationResult } from 'react-aria-components';
import { type LocalizedStrings, useStrings } from '../../i18n/useStrings.ts';
import {
  description as descriptionClass,
  error as errorClass,
  hintAbsent,
  label as labelClass,
  labelRow,
  requiredMark,
  requiredNote,
} from './Field.css.ts';

const strings: LocalizedStrings<'required'> = {
  en: { required: 'Fields marked * must be filled in.' },
  de: { required: 'Mit * gekennzeichnete Felder müssen ausgefüllt werden.' },
};

/** What every field shows around its input; the app passes the error text already translated. */
export interface FieldTextProps {
  /** The visible label (also the accessible name). */
  label: string;
  /** Help text under the input, read as the field's description. */
  description?: string;
  /** The error shown when the field is invalid (e.g. the app's `FORM.ERROR.REQUIRED` text). */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/**
 * A field's visible label. A required field's label is followed by an asterisk that only the eye reads: screen
 * readers hear "required" from the field itself (aria-required), and the label's text stays the field's name.
 */
export function FieldLabel({ children, isRequired = false }: { children: string; isRequired?: boolean }) {
  const label = <Label className={labelClass}>{children}</Label>;
  return isRequired ? (
    <span className={labelRow}>
      {label}
      <RequiredMark />
    </span>
  ) : (
    label
  );
}

/** The asterisk after a required field's label (hidden from assistive technology, see FieldLabel). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className={requiredMark}>
      *
    </span>
  );
}

/**
 * Says what the asterisk means; put it once at the start of every form with a required field (WCAG 3.3.2).
 * Screen readers read it too, though they also hear "required" on each such field.
 */
export function RequiredNote({ className }: { className?: string }) {
  const t = useStrings(strings);
  return <p className={[requiredNote, className].filter(Boolean).join(' ')}>{t.required}</p>;
}

/**
 * Description and error under the input, wired by RAC to `aria-describedby`. Both elements are always there, empty
 * and not shown while a field has no description or no error: react-aria looks for them once the field is mounted
 * and, missing one, rendered the field (a radio group: every option) a second time, which on a server-rendered page
 * came right after hydrating (docs/performance.md). An empty element adds nothing to the field's description.
 */
export function FieldHints({ description, errorMessage }: Omit<FieldTextProps, 'label'>) {
  const validation = useContext(FieldErrorContext);
  return (
    <>
      <Text slot="description" className={description ? descriptionClass : hintAbsent}>
        {description}
      </Text>
      {validation?.isInvalid ? (
        <FieldError className={errorClass}>{errorMessage}</FieldError>
      ) : (
        <Text slot="errorMessage" className={hintAbsent} />
      )}
    </>
  );
}
