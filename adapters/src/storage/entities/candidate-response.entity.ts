import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TimedWord } from '@sauti/core/rules/readable-transcript';
import { CandidateSessionSchema } from './candidate-session.entity.js';
import { JobQuestionSchema } from './job.entity.js';

/** `candidate_responses` (docs/behaviour/review.md §3.1): one answer, unique per (session_id, question_index). */
export const CandidateResponseSchema = defineEntity({
  name: 'CandidateResponse',
  tableName: 'candidate_responses',
  properties: {
    id: p.text().primary(),
    session: () => p.manyToOne(CandidateSessionSchema).mapToPk().deleteRule('cascade'),
    question: () => p.manyToOne(JobQuestionSchema).mapToPk().nullable().deleteRule('set null'),
    questionIndex: p.integer(),
    questionText: p.text(),
    audioFilePath: p.text().nullable(),
    transcribedText: p.text().nullable(),
    /** The transcript as HR reads it (sentence case, full stops at pauses); transcribedText is scored. */
    readableText: p.text().nullable(),
    transcriptionConfidence: p.double().runtimeType('number').$type<number>().nullable(),
    /** The transcript's words with times and confidences (TimedWord[]), when the recogniser gave them. */
    transcriptWords: p.json<TimedWord[]>().nullable(),
    /** The recogniser that made the transcript. */
    transcriber: p.text().nullable(),
    duration: p.integer().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    isSamePerson: p.boolean().default(true),
  },
  uniques: [
    { properties: ['session', 'questionIndex'], name: 'candidate_responses_session_question_index_unique' },
  ],
});
export type CandidateResponseRow = InferEntity<typeof CandidateResponseSchema>;
