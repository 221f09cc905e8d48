import { useStrings } from '../../i18n/useStrings.ts';
import { CardActions } from './CardActions.tsx';
import { CardFrame } from './CardFrame.tsx';
import * as css from './card.css.ts';
import { AvailabilityBadge } from './cardParts.tsx';
import type { CardBaseProps } from './cardProps.ts';
import { cardStrings, fill } from './cardStrings.ts';

export { cardHeadingLevels } from './cardProps.ts';

export interface UnitGroupCardProps extends CardBaseProps {
  /** Largest number of people. */
  maxPersons?: number | undefined;
  /** Smallest number of people. */
  minPersons?: number | undefined;
}

/** Capacity as words, e.g. "2–12 people" or "Up to 12 people". */
function useCapacityText(minPersons: number | undefined, maxPersons: number | undefined): string | null {
  const t = useStrings(cardStrings);
  if (maxPersons === undefined) return null;
  return minPersons !== undefined && minPersons > 1
    ? fill(t.capacityRange, { min: minPersons, max: maxPersons })
    : fill(t.capacityUpTo, { max: maxPersons });
}

/**
 * A room or meeting space to choose: picture, name, capacity, price, availability, quantity and a
 * Select toggle, and once selected the fields of `selectedContent` under it. A blocked one cannot be
 * selected (but can still be deselected).
 */
export function UnitGroupCard({
  description,
  maxPersons,
  minPersons,
  availability,
  isSelected = false,
  isDisabled = false,
  children,
  selectedContent,
  ...props
}: UnitGroupCardProps) {
  const capacity = useCapacityText(minPersons, maxPersons);
  return (
    <CardFrame {...props} isSelected={isSelected} isUnavailable={availability === 'blocked' || isDisabled}>
      <ul className={css.facts}>
        {capacity ? <li>{capacity}</li> : null}
        {availability ? (
          <li>
            <AvailabilityBadge availability={availability} />
          </li>
        ) : null}
      </ul>
      {description ? <p className={css.text}>{description}</p> : null}
      {children}
      <CardActions {...props} availability={availability} isSelected={isSelected} isDisabled={isDisabled} />
      {isSelected && selectedContent ? <div className={css.selectedContent}>{selectedContent}</div> : null}
    </CardFrame>
  );
}
