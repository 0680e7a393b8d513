import { describe, expect, it } from 'vitest';
import { fnv1a } from './browser-fingerprint';
import { isBlockedShortcut } from './use-interview-guards';

describe('isBlockedShortcut (docs/behaviour/interview.md §2.2)', () => {
  it('blocks copy, select-all, print and save with Ctrl or Cmd only', () => {
    for (const key of ['c', 'a', 'p', 's', 'C']) {
      expect(isBlockedShortcut({ key, ctrlKey: true, metaKey: false })).toBe(true);
      expect(isBlockedShortcut({ key, ctrlKey: false, metaKey: true })).toBe(true);
      expect(isBlockedShortcut({ key, ctrlKey: false, metaKey: false })).toBe(false);
    }
    expect(isBlockedShortcut({ key: 'r', ctrlKey: true, metaKey: false })).toBe(false);
  });
});

describe('fnv1a', () => {
  it('is stable and 8 hex digits', () => {
    expect(fnv1a('')).toBe('811c9dc5');
    expect(fnv1a('a')).toBe('e40c292c');
  });
});
