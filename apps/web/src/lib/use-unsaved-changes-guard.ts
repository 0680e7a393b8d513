import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, useLocation } from 'react-router';

/**
 * Asks before unsaved work is lost: an in-app navigation to another page (or the same page with
 * other query parameters) is held while `dirty` until the user chooses to stay or leave, and
 * closing or reloading the tab makes the browser ask (beforeunload). `whenSafe` runs an action of
 * the page itself that discards the work (Cancel) straight away when clean, else after the same
 * question. Needs a data router (useBlocker).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  const letThrough = useRef(false);
  const [pendingAction, setPendingAction] = useState<(() => void) | null>(null);
  const location = useLocation();

  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  // A pass given for a navigation is never kept for a later one.
  useEffect(() => {
    letThrough.current = false;
  }, [location]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (letThrough.current) return false;
    const elsewhere =
      currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
    return dirtyRef.current && elsewhere;
  });

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  /** Lets the page's own next navigation through (a redirect after loading, a confirmed Cancel). */
  const allowNextNavigation = useCallback(() => {
    letThrough.current = true;
  }, []);

  const whenSafe = useCallback((action: () => void) => {
    if (dirtyRef.current) setPendingAction(() => action);
    else action();
  }, []);

  const stay = () => {
    setPendingAction(null);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const leave = () => {
    if (pendingAction) {
      setPendingAction(null);
      letThrough.current = true;
      pendingAction();
    } else if (blocker.state === 'blocked') {
      blocker.proceed();
    }
  };

  return {
    asking: blocker.state === 'blocked' || pendingAction !== null,
    stay,
    leave,
    whenSafe,
    allowNextNavigation,
  };
}
