import { type ReactNode, useId } from 'react';
import * as css from './card.css.ts';
import { PriceTag } from './cardParts.tsx';
import type { CardBaseProps } from './cardProps.ts';

export interface CardFrameProps
  extends Pick<
    CardBaseProps,
    'name' | 'image' | 'price' | 'currency' | 'priceNote' | 'priceOnRequest' | 'headingLevel'
  > {
  isSelected: boolean;
  /** Greyed out: blocked or disabled. */
  isUnavailable: boolean;
  /** The card's body under the name and price. */
  children: ReactNode;
}

/**
 * The frame of a bookable card: an article named by its heading, the picture, and a header row with the
 * name and the price; the card's own content follows in the body.
 */
export function CardFrame({
  name,
  image,
  price,
  currency,
  priceNote,
  priceOnRequest = false,
  headingLevel = 3,
  isSelected,
  isUnavailable,
  children,
}: CardFrameProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={css.card({
        selected: isSelected,
        unavailable: isUnavailable,
        withImage: image !== undefined,
      })}
      aria-labelledby={headingId}
    >
      {image ? (
        <img
          className={css.media}
          src={image.src}
          alt={image.alt}
          {...(image.priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
        />
      ) : null}
      <div className={css.body}>
        <div className={css.headerRow}>
          <Heading id={headingId} className={css.name}>
            {name}
          </Heading>
          <PriceTag price={price} currency={currency} onRequest={priceOnRequest} note={priceNote} />
        </div>
        {children}
      </div>
    </article>
  );
}
