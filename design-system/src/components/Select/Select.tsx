import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Popover,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components';
import { type LocalizedStrings, useStrings } from '../../i18n/useStrings.ts';
import { withClassName } from '../Button/Button.tsx';
import { Icon } from '../IconButton/icons.tsx';
import { field } from '../TextField/Field.css.ts';
import { FieldHints, FieldLabel, type FieldTextProps } from '../TextField/FieldParts.tsx';
import { listBox, option, popover, trigger, value } from './Select.css.ts';

const strings: LocalizedStrings<'placeholder'> = {
  en: { placeholder: 'Choose…' },
  de: { placeholder: 'Bitte wählen …' },
};

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'children'>, FieldTextProps {
  /** The options, for a dynamic collection rendered by `children`. */
  items?: Iterable<T>;
  /** `SelectItem`s, or a function that renders one per item. */
  children: ReactNode | ((item: T) => ReactNode);
}

/** A single-choice dropdown (react-aria Select): opens with Enter/Space/arrows, type-ahead, Escape closes. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  const t = useStrings(strings);
  return (
    <RACSelect
      placeholder={t.placeholder}
      {...props}
      className={(state) => withClassName(field, className, state)}
    >
      <FieldLabel isRequired={props.isRequired ?? false}>{label}</FieldLabel>
      <Button
        className={(state) =>
          trigger({
            focusVisible: state.isFocusVisible,
            invalid: Boolean(props.isInvalid),
            disabled: state.isDisabled,
          })
        }
      >
        <SelectValue className={value} />
        <Icon name="chevronDown" />
      </Button>
      <FieldHints {...(description ? { description } : {})} {...(errorMessage ? { errorMessage } : {})} />
      <Popover className={popover}>
        <ListBox className={listBox} {...(items ? { items } : {})}>
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

/** One option of a Select. */
export function SelectItem(props: ListBoxItemProps) {
  return (
    <ListBoxItem
      {...props}
      className={(state) =>
        option({
          focused: state.isFocused,
          focusVisible: state.isFocusVisible,
          selected: state.isSelected,
          disabled: state.isDisabled,
        })
      }
    >
      {(state) => (
        <>
          {typeof props.children === 'function' ? props.children(state) : props.children}
          {state.isSelected && <Icon name="check" size={16} />}
        </>
      )}
    </ListBoxItem>
  );
}
