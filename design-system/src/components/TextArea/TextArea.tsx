import { TextArea as RACTextArea, TextField, type TextFieldProps } from 'react-aria-components';
import { withClassName } from '../Button/Button.tsx';
import { field, inputBox } from '../TextField/Field.css.ts';
import { FieldHints, FieldLabel, type FieldTextProps } from '../TextField/FieldParts.tsx';

export interface TextAreaProps extends Omit<TextFieldProps, 'children'>, FieldTextProps {
  /** Hint text inside the empty input. */
  placeholder?: string;
  /**
   * Visible lines before it scrolls.
   * @default 4
   */
  rows?: number;
}

/** A multi-line text input (booking description, notes) with label, description and validation error. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  return (
    <TextField {...props} className={(state) => withClassName(field, className, state)}>
      <FieldLabel isRequired={props.isRequired ?? false}>{label}</FieldLabel>
      <RACTextArea
        rows={rows}
        {...(placeholder ? { placeholder } : {})}
        style={{ resize: 'vertical' }}
        className={(state) =>
          inputBox({
            focusVisible: state.isFocusVisible,
            invalid: state.isInvalid,
            disabled: state.isDisabled,
          })
        }
      />
      <FieldHints {...(description ? { description } : {})} {...(errorMessage ? { errorMessage } : {})} />
    </TextField>
  );
}
