import type { JsonValue } from '../domain/json.js';
import type { CachedQuestionSuggestions } from '../domain/question-suggestion.js';
import type { QuestionSuggestionCache } from '../ports/question-suggestion-cache.js';

/** QuestionSuggestionCache in memory: first writer of a hash wins, as in storage. */
export class InMemoryQuestionSuggestionCache implements QuestionSuggestionCache {
  private readonly rows = new Map<string, CachedQuestionSuggestions>();

  async get(hash: string): Promise<CachedQuestionSuggestions | null> {
    const row = this.rows.get(hash);
    return row ? { ...row, questions: cloneJson(row.questions) } : null;
  }

  async put(hash: string, questions: JsonValue, at: Date): Promise<void> {
    if (!this.rows.has(hash)) this.rows.set(hash, { hash, questions: cloneJson(questions), createdAt: at });
  }

  /** How many hashes are stored (tests check that repeated requests add nothing). */
  get size(): number {
    return this.rows.size;
  }
}

function cloneJson(value: JsonValue): JsonValue {
  return JSON.parse(JSON.stringify(value)) as JsonValue;
}
