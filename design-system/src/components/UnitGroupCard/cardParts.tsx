import { useId } from 'react';
import { ToggleButton, useLocale, VisuallyHidden } from 'react-aria-components';
import { useStrings } from '../../i18n/useStrings.ts';
import { formatMoney } from '../CartSummary/money.ts';
import { Icon } from '../IconButton/icons.tsx';
import type { Availability } from '../RangeCalendar/calendarRules.ts';
import { cardToggleAttribute, useCardToggleTabbable } from './CardList.tsx';
import * as css from './card.css.ts';
import { cardStrings } from './cardStrings.ts';

/** An image with its alternative text (empty `alt` only for purely decorative pictures). */
export interface CardImage {
  readonly src: string;
  readonly alt: string;
  /**
   * Loaded at once with high priority, not when scrolled near: the picture of a page's first card, likely its
   * largest paint (a lazily loaded image waits for layout and for the scripts' requests).
   */
  readonly priority?: boolean;
}

const badgeMarks: Record<Availability, string> = { free: '✓', short: '!', blocked: '✕' };

/** Availability as words with a mark, so it does not rely on colour. */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const t = useStrings(cardStrings);
  return (
    <span className={css.badge({ availability })}>
      <span aria-hidden="true">{badgeMarks[availability]}</span>
      {t[availability]}
    </span>
  );
}

export interface PriceProps {
  /** Integer minor units (cents); null or undefined with `onRequest` shows "price on request". */
  price?: number | null | undefined;
  currency: string;
  onRequest?: boolean | undefined;
  /** Already translated, e.g. "per night". */
  note?: string | undefined;
}

/** The price in the locale and currency given, or "price on request". */
export function PriceTag({ price, currency, onRequest = false, note }: PriceProps) {
  const t = useStrings(cardStrings);
  const { locale } = useLocale();
  if (!onRequest && (price === undefined || price === null)) return null;
  return (
    <p className={[css.text, css.price].join(' ')}>
      <span className={css.amount}>
        {onRequest || price == null ? t.onRequest : formatMoney(price, currency, locale)}
      </span>
      {note && !onRequest ? <span className={css.priceNote}>{note}</span> : null}
    </p>
  );
}

/**
 * A toggle button (aria-pressed) named "Select <item>" so every card's button has its own name. The name
 * stays the same when pressed (a toggle must not change its label); the check mark and fill show the state.
 * In a `CardList` the toggles are one Tab stop, moved between with the arrow keys.
 */
export function SelectToggle({
  name,
  isSelected,
  onChange,
  isDisabled,
}: {
  name: string;
  isSelected: boolean;
  onChange: ((selected: boolean) => void) | undefined;
  isDisabled: boolean;
}) {
  const t = useStrings(cardStrings);
  const id = useId();
  const tabbable = useCardToggleTabbable(id);
  return (
    <ToggleButton
      {...{ [cardToggleAttribute]: id }}
      {...tabbable}
      isSelected={isSelected}
      {...(onChange ? { onChange } : {})}
      isDisabled={isDisabled}
      className={(s) =>
        css.toggle({
          selected: s.isSelected,
          hovered: s.isHovered,
          focusVisible: s.isFocusVisible,
          disabled: s.isDisabled,
        })
      }
    >
      {isSelected ? <Icon name="check" size={18} /> : null}
      {t.select}
      <VisuallyHidden>{` ${name}`}</VisuallyHidden>
    </ToggleButton>
  );
}
