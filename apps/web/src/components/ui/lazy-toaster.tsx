import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getToastState, subscribeToToasts } from './toast-store';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/**
 * The toaster, downloaded only when the first toast is raised: the candidate's entry shows toasts
 * only on failures, and the toast library is a tenth of its JavaScript. Once loaded it stays.
 */
export function LazyToaster() {
  const { toasts } = useSyncExternalStore(subscribeToToasts, getToastState, getToastState);
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
