import { useId } from 'react';
import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import { withClassName } from '../Button/Button.tsx';
import { Icon } from '../IconButton/icons.tsx';
import { description as descriptionClass, error as errorClass } from '../TextField/Field.css.ts';
import { box, root } from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  /** The label next to the box (may contain a link, e.g. to the terms). */
  children: React.ReactNode;
  /** Help text under the label. */
  description?: string;
  /** The translated error shown while `isInvalid` (e.g. "Please accept the terms."). */
  errorMessage?: string;
}

/** A checkbox (e.g. accept the terms) toggled by click or Space, with description and error. */
export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  const hintId = useId();
  const errorId = useId();
  const showError = Boolean(props.isInvalid && errorMessage);
  const describedBy = [description ? hintId : null, showError ? errorId : null].filter(Boolean).join(' ');
  return (
    <div>
      <RACCheckbox
        {...props}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        className={(state) => withClassName(root, className, state)}
      >
        {(state) => (
          <>
            <span
              className={box({
                selected: state.isSelected,
                focusVisible: state.isFocusVisible,
                invalid: state.isInvalid,
              })}
            >
              {state.isSelected && <Icon name="check" size={16} />}
            </span>
            <span>{children}</span>
          </>
        )}
      </RACCheckbox>
      {description && (
        <div id={hintId} className={descriptionClass}>
          {description}
        </div>
      )}
      {showError && (
        <div id={errorId} className={errorClass}>
          {errorMessage}
        </div>
      )}
    </div>
  );
}
