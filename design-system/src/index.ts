export { Button, type ButtonProps, buttonVariants } from './components/Button/index.ts';
export { type LocalizedStrings, useStrings } from './i18n/useStrings.ts';
