import { useSyncExternalStore } from 'react';
import { dispatchToastEvent, getToastState, subscribeToToasts, toast } from './toast-store';

export { toast, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './toast-store';
export type { ToastInput } from './toast-store';

/** The current toasts plus `toast(...)` to show one and `dismiss(id?)` to close one or all. */
export function useToast() {
  const { toasts } = useSyncExternalStore(subscribeToToasts, getToastState, getToastState);
  return {
    toasts,
    toast,
    dismiss: (toastId?: string) =>
      dispatchToastEvent(toastId === undefined ? { type: 'dismiss' } : { type: 'dismiss', toastId }),
  };
}
