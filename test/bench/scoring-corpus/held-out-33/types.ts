/** Every blind set's author wrote against one answer format: development-blind/types.ts. */
export type * from '../development-blind/types.js';
