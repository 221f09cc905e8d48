export { ToastRegion, type ToastRegionProps } from './Toast.tsx';
export {
  createToastQueue,
  defaultToastTimeout,
  type ShowToastOptions,
  showToast,
  type ToastContent,
  type ToastQueue,
  type ToastTone,
  toastTones,
} from './toastQueue.ts';
