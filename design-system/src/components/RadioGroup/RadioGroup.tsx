import type { ReactNode } from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components';
import { withClassName } from '../Button/Button.tsx';
import { field } from '../TextField/Field.css.ts';
import { FieldHints, FieldLabel, type FieldTextProps } from '../TextField/FieldParts.tsx';
import { circle, options, radio } from './RadioGroup.css.ts';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'>, FieldTextProps {
  /** The `Radio` options. */
  children: ReactNode;
}

/** One choice out of a few, all visible (react-aria RadioGroup): arrow keys move and select. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={(state) => withClassName(field, className, state)}>
      {(state) => (
        <>
          <FieldLabel isRequired={props.isRequired ?? false}>{label}</FieldLabel>
          <div className={options({ orientation: state.orientation })}>{children}</div>
          <FieldHints {...(description ? { description } : {})} {...(errorMessage ? { errorMessage } : {})} />
        </>
      )}
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RACRadioProps, 'children'> {
  children: ReactNode;
}

/** One option of a RadioGroup. */
export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={(state) => withClassName(radio, className, state)}>
      {(state) => (
        <>
          <span
            aria-hidden="true"
            className={circle({
              selected: state.isSelected,
              focusVisible: state.isFocusVisible,
              invalid: state.isInvalid,
            })}
          />
          {children}
        </>
      )}
    </RACRadio>
  );
}
