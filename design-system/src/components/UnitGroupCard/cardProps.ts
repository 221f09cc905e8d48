import type { ReactNode } from 'react';
import type { Availability } from '../RangeCalendar/calendarRules.ts';
import type { CardImage } from './cardParts.tsx';

/** Heading levels a card may use, reused by the stories. */
export const cardHeadingLevels = [2, 3, 4] as const;

/** What every bookable card (unit group, service) shows and reports. */
export interface CardBaseProps {
  /** The room, meeting space or service, already translated. */
  name: string;
  image?: CardImage | undefined;
  /** Display text, already translated. */
  description?: string | undefined;
  /** Price in integer minor units (cents). */
  price?: number | null | undefined;
  /** ISO currency of `price`. */
  currency: string;
  /** e.g. "per night" or "per person", already translated. */
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
  /**
   * Fields that appear once the card is selected (e.g. the number of persons). They follow the Select
   * toggle, so a keyboard guest who just chose the card reaches them with the next Tab.
   */
  selectedContent?: ReactNode;
}
