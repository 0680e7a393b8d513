import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * Segments of a valid key: a letter or digit first (so never `.`, `..` or a hidden name), then
 * letters, digits, dot, dash and underscore. No slash, backslash, NUL or percent escape can pass.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;

/**
 * Whether `key` follows the key grammar every blob store accepts (one to eight `/`-separated
 * segments as above). Stores refuse other keys, so a key that reads as a path can never climb out
 * of a folder (filesystem) or reach another application's objects (a shared bucket).
 */
export function isValidBlobKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length <= MAX_SEGMENTS && segments.every((s) => SEGMENT.test(s));
}

/**
 * The absolute file of `key` inside `root`, or null for a key that is malformed or would resolve
 * outside `root` (checked twice: by the grammar and by the resolved path).
 */
export function resolveBlobPath(root: string, key: string): string | null {
  if (!isValidBlobKey(key)) return null;
  const absoluteRoot = resolve(root);
  const file = resolve(absoluteRoot, ...key.split('/'));
  const inside = relative(absoluteRoot, file);
  if (!inside || inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside)) return null;
  return file;
}

/** The key of a folder (`audio/s1/` → `audio/s1`), or null when `folder` does not end in `/` or is invalid. */
export function folderKey(folder: string): string | null {
  if (!folder.endsWith('/')) return null;
  const key = folder.slice(0, -1);
  return isValidBlobKey(key) ? key : null;
}
