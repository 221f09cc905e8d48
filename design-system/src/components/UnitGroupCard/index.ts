export { CardList, type CardListProps } from './CardList.tsx';
export { AvailabilityBadge, type CardImage, PriceTag } from './cardParts.tsx';
export { cardHeadingLevels, UnitGroupCard, type UnitGroupCardProps } from './UnitGroupCard.tsx';
