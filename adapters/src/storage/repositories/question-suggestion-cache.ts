import { createHash } from 'node:crypto';
import type { JsonValue } from '@sauti/core/domain/json';
import type { CachedQuestionSuggestions } from '@sauti/core/domain/question-suggestion';
import type { QuestionSuggestionCache } from '@sauti/core/ports/question-suggestion-cache';
import { QuestionSuggestionSchema } from '../entities/misc.entity.js';
import { OrmRepository } from './orm-repository.js';

/** `QuestionSuggestionCache` on `question_suggestions_cache`. */
export class OrmQuestionSuggestionCache extends OrmRepository implements QuestionSuggestionCache {
  async get(hash: string): Promise<CachedQuestionSuggestions | null> {
    const row = await this.em().findOne(QuestionSuggestionSchema, { hash });
    return row ? { hash: row.hash, questions: row.questionsJson, createdAt: row.createdAt } : null;
  }

  async put(hash: string, questions: JsonValue, at: Date): Promise<void> {
    await this.em()
      .createQueryBuilder(QuestionSuggestionSchema)
      // The row id is derived from the hash: the cache key already identifies the row.
      .insert({
        id: createHash('sha256').update(`qs:${hash}`).digest('hex').slice(0, 32),
        hash,
        questionsJson: questions,
        createdAt: at,
      })
      .onConflict('hash')
      .ignore()
      .execute();
  }
}
