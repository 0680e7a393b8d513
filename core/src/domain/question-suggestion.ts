import type { JsonValue } from './json.js';

/** Cached AI question suggestions, keyed by a 64-character hash of the request. */
export interface CachedQuestionSuggestions {
  hash: string;
  questions: JsonValue;
  createdAt: Date;
}
