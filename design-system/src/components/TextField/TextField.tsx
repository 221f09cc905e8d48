import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { withClassName } from '../Button/Button.tsx';
import { field, inputBox } from './Field.css.ts';
import { FieldHints, FieldLabel, type FieldTextProps } from './FieldParts.tsx';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'>, FieldTextProps {
  /** Hint text inside the empty input; never a replacement for the label. */
  placeholder?: string;
}

/** A single-line text input with label, description and validation error (react-aria TextField). */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={(state) => withClassName(field, className, state)}>
      <FieldLabel isRequired={props.isRequired ?? false}>{label}</FieldLabel>
      <Input
        {...(placeholder ? { placeholder } : {})}
        className={(state) =>
          inputBox({
            focusVisible: state.isFocusVisible,
            invalid: state.isInvalid,
            disabled: state.isDisabled,
          })
        }
      />
      <FieldHints {...(description ? { description } : {})} {...(errorMessage ? { errorMessage } : {})} />
    </RACTextField>
  );
}
