import { type ReactNode, useId } from 'react';
import { useStrings } from '../../i18n/useStrings.ts';
import { NumberField } from '../NumberField/NumberField.tsx';
import type { Availability } from '../RangeCalendar/calendarRules.ts';
import * as css from './card.css.ts';
import { AvailabilityBadge, type CardImage, PriceTag, SelectToggle } from './cardParts.tsx';
import { cardStrings, fill } from './cardStrings.ts';

/** Heading levels a card may use, reused by the stories. */
export const cardHeadingLevels = [2, 3, 4] as const;

export interface UnitGroupCardProps {
  /** The room or meeting space, already translated. */
  name: string;
  image?: CardImage | undefined;
  /** Display text, already translated. */
  description?: string | undefined;
  /** Largest number of people. */
  maxPersons?: number | undefined;
  /** Smallest number of people. */
  minPersons?: number | undefined;
  /** Price in integer minor units (cents). */
  price?: number | null | undefined;
  /** ISO currency of `price`. */
  currency: string;
  /** e.g. "per night", already translated. */
  priceNote?: string | undefined;
  /**
   * Show "price on request" instead of an amount.
   * @default false
   */
  priceOnRequest?: boolean;
  availability?: Availability | undefined;
  /** Chosen quantity; with `maxQuantity` above 1 a stepper is shown. */
  quantity?: number | undefined;
  /** @default 1 */
  minQuantity?: number;
  maxQuantity?: number | undefined;
  onQuantityChange?: ((quantity: number) => void) | undefined;
  /** @default false */
  isSelected?: boolean;
  onSelectedChange?: ((selected: boolean) => void) | undefined;
  /**
   * Nothing on the card can be changed.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Level of the name's heading in the page outline.
   * @default 3
   */
  headingLevel?: (typeof cardHeadingLevels)[number];
  /** Extra content under the description (e.g. relations), rendered as given. */
  children?: ReactNode;
}

/** Capacity as words, e.g. "2–12 people" or "Up to 12 people". */
export function useCapacityText(
  minPersons: number | undefined,
  maxPersons: number | undefined,
): string | null {
  const t = useStrings(cardStrings);
  if (maxPersons === undefined) return null;
  return minPersons !== undefined && minPersons > 1
    ? fill(t.capacityRange, { min: minPersons, max: maxPersons })
    : fill(t.capacityUpTo, { max: maxPersons });
}

/**
 * A room or meeting space to choose: picture, name, capacity, price, availability, quantity and a
 * Select toggle. A blocked one cannot be selected (but can still be deselected).
 */
export function UnitGroupCard({
  name,
  image,
  description,
  maxPersons,
  minPersons,
  price,
  currency,
  priceNote,
  priceOnRequest = false,
  availability,
  quantity,
  minQuantity = 1,
  maxQuantity,
  onQuantityChange,
  isSelected = false,
  onSelectedChange,
  isDisabled = false,
  headingLevel = 3,
  children,
}: UnitGroupCardProps) {
  const t = useStrings(cardStrings);
  const headingId = useId();
  const capacity = useCapacityText(minPersons, maxPersons);
  const Heading = `h${headingLevel}` as const;
  const blocked = availability === 'blocked';
  const showQuantity = quantity !== undefined && (maxQuantity === undefined || maxQuantity > 1);
  return (
    <article
      className={css.card({
        selected: isSelected,
        unavailable: blocked || isDisabled,
        withImage: image !== undefined,
      })}
      aria-labelledby={headingId}
    >
      {image ? <img className={css.media} src={image.src} alt={image.alt} loading="lazy" /> : null}
      <div className={css.body}>
        <div className={css.headerRow}>
          <Heading id={headingId} className={css.name}>
            {name}
          </Heading>
          <PriceTag price={price} currency={currency} onRequest={priceOnRequest} note={priceNote} />
        </div>
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
        <div className={css.actions}>
          {showQuantity ? (
            <NumberField
              className={css.quantity}
              label={t.quantity}
              value={quantity}
              minValue={minQuantity}
              {...(maxQuantity !== undefined ? { maxValue: maxQuantity } : {})}
              {...(onQuantityChange ? { onChange: onQuantityChange } : {})}
              isDisabled={isDisabled || (blocked && !isSelected)}
            />
          ) : null}
          <SelectToggle
            name={name}
            isSelected={isSelected}
            onChange={onSelectedChange}
            isDisabled={isDisabled || (blocked && !isSelected)}
          />
        </div>
      </div>
    </article>
  );
}

export type { CardImage };
