import type { ReactNode } from 'react';
import {
  RadioButton as RACRadioButton,
  RadioField as RACRadioField,
  type RadioFieldProps as RACRadioFieldProps,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  Text,
} from 'react-aria-components';
import { withClassName } from '../Button/Button.tsx';
import { field, hintAbsent } from '../TextField/Field.css.ts';
import { FieldHints, FieldLabel, type FieldTextProps } from '../TextField/FieldParts.tsx';
import { circle, field as optionField, options, radio } from './RadioGroup.css.ts';

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

export interface RadioProps extends Omit<RACRadioFieldProps, 'children' | 'className'> {
  children: ReactNode;
  className?: string;
}

/**
 * One option of a RadioGroup: react-aria's RadioField with its RadioButton (the label holding the input) and an
 * empty description. react-aria gives every option a description slot and, finding no element in it once mounted,
 * rendered each option a second time (on a server-rendered page, right after hydrating): the empty element, not
 * shown, adds nothing to the option's description.
 */
export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <RACRadioField {...props} className={optionField}>
      <RACRadioButton className={(state) => withClassName(radio, className, state)}>
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
      </RACRadioButton>
      <Text slot="description" className={hintAbsent} />
    </RACRadioField>
  );
}
