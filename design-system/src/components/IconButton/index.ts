export { IconButton, type IconButtonProps } from './IconButton.tsx';
export { Icon, type IconName, iconNames } from './icons.tsx';
