export { AvailabilityBadge, type CardImage, PriceTag } from './cardParts.tsx';
export { cardHeadingLevels, UnitGroupCard, type UnitGroupCardProps } from './UnitGroupCard.tsx';
