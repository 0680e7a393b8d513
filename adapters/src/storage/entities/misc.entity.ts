import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { JsonValue } from '@sauti/core/domain/json';
import { JobSchema } from './job.entity.js';
import { UserSchema } from './user.entity.js';

/** `question_suggestions_cache` (docs/behaviour/review.md §3.1). */
export const QuestionSuggestionSchema = defineEntity({
  name: 'QuestionSuggestion',
  tableName: 'question_suggestions_cache',
  properties: {
    id: p.text().primary(),
    hash: p.string().length(64).unique(),
    questionsJson: p.json<JsonValue>(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
export type QuestionSuggestionRow = InferEntity<typeof QuestionSuggestionSchema>;

/** `export_logs` (docs/behaviour/review.md §3.1). */
export const ExportLogSchema = defineEntity({
  name: 'ExportLog',
  tableName: 'export_logs',
  properties: {
    id: p.text().primary(),
    user: () => p.manyToOne(UserSchema).mapToPk().deleteRule('cascade').index(),
    job: () => p.manyToOne(JobSchema).mapToPk().deleteRule('cascade').index(),
    panelSize: p.integer(),
    exportedAt: p.datetime().defaultRaw('now()'),
    durationHours: p.double().runtimeType('number').$type<number>().nullable(),
  },
});
export type ExportLogRow = InferEntity<typeof ExportLogSchema>;

/** `rate_limit_counters`: fixed-window counters by key. */
export const RateLimitCounterSchema = defineEntity({
  name: 'RateLimitCounter',
  tableName: 'rate_limit_counters',
  properties: {
    key: p.text().primary(),
    windowStart: p.datetime().index('rate_limit_counters_window_start_index'),
    count: p.integer(),
  },
});

/**
 * `work_slots`: `capacity` numbered slots per kind of work (e.g. immediate transcriptions); a row
 * with a live lease is a slot taken. Slot rows are created on first use.
 */
export const WorkSlotSchema = defineEntity({
  name: 'WorkSlot',
  tableName: 'work_slots',
  properties: {
    name: p.text().primary(),
    slot: p.integer().primary(),
    lease: p.text().nullable(),
    expiresAt: p.datetime().nullable(),
  },
});
