import { useEffect, type RefObject } from 'react';

/** The CSS variable the toast area's top edge reads (see ToastViewport). */
export const TOAST_TOP_OFFSET_VAR = '--toast-top-offset';

/**
 * Keeps toasts below a bar at the top of the page (the impersonation banner, with its Exit
 * button): while the bar is mounted, the toast area starts where the bar ends on screen, following
 * its height as it wraps on narrow screens and going up to the top as the page scrolls it away.
 */
export function useToastsBelow(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const place = () =>
      root.style.setProperty(TOAST_TOP_OFFSET_VAR, `${Math.max(0, bar.getBoundingClientRect().bottom)}px`);
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(bar);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      root.style.removeProperty(TOAST_TOP_OFFSET_VAR);
    };
  }, [ref]);
}
