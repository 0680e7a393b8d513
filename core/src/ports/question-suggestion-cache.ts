import type { CachedQuestionSuggestions } from '../domain/question-suggestion.js';
import type { JsonValue } from '../domain/json.js';

/** Cache of AI question suggestions by request hash (64 characters). */
export interface QuestionSuggestionCache {
  get(hash: string): Promise<CachedQuestionSuggestions | null>;
  /** Stores suggestions; a second put of the same hash keeps the first (first writer wins). */
  put(hash: string, questions: JsonValue, at: Date): Promise<void>;
}
