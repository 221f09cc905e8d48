export { Button, type ButtonProps, buttonVariants } from './components/Button/index.ts';
export { type LocalizedStrings, useStrings } from './i18n/useStrings.ts';
export { type ButtonVariant } from './components/Button/index.ts';
export { Icon, type IconName, IconButton, type IconButtonProps, iconNames } from './components/IconButton/index.ts';
export { LinkButton, type LinkButtonProps } from './components/LinkButton/index.ts';
export { Spinner, type SpinnerProps, spinnerSizes, spinnerTones } from './components/Spinner/index.ts';
export { Skeleton, type SkeletonProps, skeletonShapes } from './components/Skeleton/index.ts';
