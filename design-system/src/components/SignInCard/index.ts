export { SignInCard, type SignInCardProps, signInHeadingLevels } from './SignInCard.tsx';
