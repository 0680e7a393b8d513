/** The blind sets share one answer format (held-out-2/types.ts); this set's author wrote against the same file. */
export type * from '../held-out-2/types.js';
