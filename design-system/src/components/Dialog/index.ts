export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
export { Dialog, DialogActions, type DialogProps } from './Dialog.tsx';
