export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { type FocusAfterRemoval, useFocusAfterRemoval } from './useFocusAfterRemoval.ts';
