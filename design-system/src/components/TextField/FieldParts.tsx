import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import { description as descriptionClass, error as errorClass, label as labelClass } from './Field.css.ts';

/** What every field shows around its input; the app passes the error text already translated. */
export interface FieldTextProps {
  /** The visible label (also the accessible name). */
  label: string;
  /** Help text under the input, read as the field's description. */
  description?: string;
  /** The error shown when the field is invalid (e.g. the app's `FORM.ERROR.REQUIRED` text). */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

export function FieldLabel({ children }: { children: string }) {
  return <Label className={labelClass}>{children}</Label>;
}

/** Description and error under the input, wired by RAC to `aria-describedby`. */
export function FieldHints({ description, errorMessage }: Omit<FieldTextProps, 'label'>) {
  return (
    <>
      {description && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <FieldError className={errorClass}>{errorMessage}</FieldError>
    </>
  );
}
