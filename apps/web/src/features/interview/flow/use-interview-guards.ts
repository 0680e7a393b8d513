import { useEffect } from 'react';

/** Keys that copy, select all, print or save when held with Ctrl (Cmd on a Mac), docs/behaviour/interview.md §2.2. */
const BLOCKED_KEYS = new Set(['c', 'a', 'p', 's']);

/** True for the copy, select-all, print and save shortcuts. */
export function isBlockedShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && BLOCKED_KEYS.has(event.key.toLowerCase());
}

/** Something the candidate did that HR might want to know; logged only in this browser (docs/behaviour/interview.md §3). */
export interface SuspiciousActivity {
  type: 'blocked-shortcut' | 'context-menu' | 'tab-hidden';
  at: string;
  detail?: string;
}

/** The session's suspicious-activity log; it never leaves the browser. */
export const suspiciousActivity: SuspiciousActivity[] = [];

function log(type: SuspiciousActivity['type'], detail?: string): void {
  const entry = { type, at: new Date().toISOString(), ...(detail ? { detail } : {}) };
  suspiciousActivity.push(entry);
  console.info('Sauti interview activity', entry);
}

/**
 * While `active`: blocks the copy, select-all, print and save shortcuts and the context menu, and
 * counts each time the page is hidden (a tab or app switch) through `onTabSwitch`.
 */
export function useInterviewGuards(active: boolean, onTabSwitch: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isBlockedShortcut(event)) return;
      event.preventDefault();
      log('blocked-shortcut', event.key.toLowerCase());
    };
    const onContextMenu = (event: MouseEvent) => {
      event.preventDefault();
      log('context-menu');
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden') return;
      log('tab-hidden');
      onTabSwitch();
    };
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('contextmenu', onContextMenu, true);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('contextmenu', onContextMenu, true);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, onTabSwitch]);
}
