export {
  createToastQueue,
  defaultToastTimeout,
  type ShowToastOptions,
  showToast,
  type ToastContent,
  type ToastQueue,
  ToastRegion,
  type ToastRegionProps,
  type ToastTone,
  toastTones,
} from './Toast.tsx';
