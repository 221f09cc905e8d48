import { useStrings } from '../../i18n/useStrings.ts';
import { NumberField } from '../NumberField/NumberField.tsx';
import * as css from './card.css.ts';
import { SelectToggle } from './cardParts.tsx';
import type { CardBaseProps } from './cardProps.ts';
import { cardStrings } from './cardStrings.ts';

export type CardActionsProps = Pick<
  CardBaseProps,
  | 'name'
  | 'availability'
  | 'quantity'
  | 'minQuantity'
  | 'maxQuantity'
  | 'onQuantityChange'
  | 'isSelected'
  | 'onSelectedChange'
  | 'isDisabled'
>;

/**
 * The action row of a bookable card: the Select toggle and, after it, a quantity stepper (when more than
 * one can be chosen), so a stepper that appears on selecting comes next in the focus order. A blocked item
 * cannot be selected or its quantity changed, but it can still be deselected.
 */
export function CardActions({
  name,
  availability,
  quantity,
  minQuantity = 1,
  maxQuantity,
  onQuantityChange,
  isSelected = false,
  onSelectedChange,
  isDisabled = false,
}: CardActionsProps) {
  const t = useStrings(cardStrings);
  const showQuantity = quantity !== undefined && (maxQuantity === undefined || maxQuantity > 1);
  const locked = isDisabled || (availability === 'blocked' && !isSelected);
  return (
    <div className={css.actions}>
      <SelectToggle name={name} isSelected={isSelected} onChange={onSelectedChange} isDisabled={locked} />
      {showQuantity ? (
        <NumberField
          className={css.quantity}
          label={t.quantity}
          value={quantity}
          minValue={minQuantity}
          {...(maxQuantity !== undefined ? { maxValue: maxQuantity } : {})}
          {...(onQuantityChange ? { onChange: onQuantityChange } : {})}
          isDisabled={locked}
        />
      ) : null}
    </div>
  );
}
