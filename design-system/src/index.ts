export { Button, type ButtonProps, buttonVariants } from './components/Button/index.ts';
