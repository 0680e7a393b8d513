import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * Segments of a valid key: a letter or digit first (so never `.`, `..` or a hidden name), then
 * letters, digits, dot, dash and underscore. No slash, backslash, NUL or percent escape can pass.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;

/**
 * The absolute file of `key` inside `root`, or null for a key that is malformed or would resolve
 * outside `root` (checked twice: by the grammar and by the resolved path).
 */
export function resolveBlobPath(root: string, key: string): string | null {
  const segments = key.split('/');
  if (segments.length > MAX_SEGMENTS || !segments.every((s) => SEGMENT.test(s))) return null;
  const absoluteRoot = resolve(root);
  const file = resolve(absoluteRoot, ...segments);
  const inside = relative(absoluteRoot, file);
  if (!inside || inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside)) return null;
  return file;
}
