export { LinkButton, type LinkButtonProps } from './LinkButton.tsx';
