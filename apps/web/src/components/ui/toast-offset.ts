import { useEffect, type RefObject } from 'react';

/** The CSS variable the toast area's top edge reads (see ToastViewport). */
export const TOAST_TOP_OFFSET_VAR = '--toast-top-offset';

/**
 * Keeps toasts below a bar pinned to the top of the page (the impersonation banner, with its Exit
 * button): while the bar is mounted, the toast area starts at the bar's bottom edge, following its
 * height as it wraps on narrow screens.
 */
export function useToastsBelow(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const place = () =>
      root.style.setProperty(TOAST_TOP_OFFSET_VAR, `${bar.getBoundingClientRect().height}px`);
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(TOAST_TOP_OFFSET_VAR);
    };
  }, [ref]);
}
