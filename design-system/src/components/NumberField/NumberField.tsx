import {
  Button,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { type LocalizedStrings, useStrings } from '../../i18n/useStrings.ts';
import { withClassName } from '../Button/Button.tsx';
import { Icon } from '../IconButton/icons.tsx';
import { field } from '../TextField/Field.css.ts';
import { FieldHints, FieldLabel, type FieldTextProps } from '../TextField/FieldParts.tsx';
import { group, input, stepButton } from './NumberField.css.ts';

const strings: LocalizedStrings<'increase' | 'decrease'> = {
  en: { increase: 'Increase', decrease: 'Decrease' },
  de: { increase: 'Erhöhen', decrease: 'Verringern' },
};

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'>, FieldTextProps {
  /** How wide the number is: `count` (a few digits, the default) or `amount` (a formatted sum of money). */
  size?: 'count' | 'amount';
}

/**
 * A stepper (e.g. guest count) with minus/plus buttons, arrow keys and typing. It never goes below
 * `minValue` or above `maxValue`: the buttons disable at the bounds and typed values are clamped.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  className,
  size = 'count',
  ...props
}: NumberFieldProps) {
  const t = useStrings(strings);
  const stepClass = (state: {
    isHovered: boolean;
    isPressed: boolean;
    isFocusVisible: boolean;
    isDisabled: boolean;
  }) =>
    stepButton({
      hovered: state.isHovered,
      pressed: state.isPressed,
      focusVisible: state.isFocusVisible,
      disabled: state.isDisabled,
    });
  return (
    <RACNumberField {...props} className={(state) => withClassName(field, className, state)}>
      <FieldLabel isRequired={props.isRequired ?? false}>{label}</FieldLabel>
      <Group
        className={(state) =>
          group({ focusVisible: state.isFocusVisible, invalid: state.isInvalid, disabled: state.isDisabled })
        }
      >
        <Button slot="decrement" aria-label={t.decrease} className={stepClass}>
          <Icon name="minus" />
        </Button>
        <Input className={input({ size })} />
        <Button slot="increment" aria-label={t.increase} className={stepClass}>
          <Icon name="plus" />
        </Button>
      </Group>
      <FieldHints {...(description ? { description } : {})} {...(errorMessage ? { errorMessage } : {})} />
    </RACNumberField>
  );
}
