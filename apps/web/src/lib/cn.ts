/** Joins class names, skipping false, null and undefined (so `cond && 'class'` reads well). */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
