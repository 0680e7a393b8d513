import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { JsonValue } from '@sauti/core/domain/json';
import { JobSchema } from './job.entity.js';

/** `candidate_sessions` (docs/behaviour/review.md §3.1): one candidate's interview for one job. */
export const CandidateSessionSchema = defineEntity({
  name: 'CandidateSession',
  tableName: 'candidate_sessions',
  properties: {
    id: p.text().primary(),
    job: () => p.manyToOne(JobSchema).mapToPk().deleteRule('cascade'),
    candidateName: p.text().nullable(),
    candidatePhone: p.text().nullable(),
    candidateEmail: p.text().nullable(),
    /** The applicant tracking system's id, from the invitation (docs/behaviour/interview.md §15). */
    externalReference: p.text().nullable().index('candidate_sessions_external_reference_index'),
    cvFilePath: p.text().nullable(),
    status: p.text().default('in_progress'),
    currentQuestionIndex: p.integer().default(0),
    startedAt: p.datetime().defaultRaw('now()'),
    completedAt: p.datetime().nullable(),
    referrerUrl: p.text().nullable(),
    verificationFilePath: p.text().nullable(),
    verificationType: p.text().nullable(),
    verificationStatus: p.text().default('not_required'),
    verificationPhrase: p.text().nullable(),
    verificationCode: p.text().nullable(),
    verifiedAt: p.datetime().nullable(),
    phraseTranscript: p.text().nullable(),
    phraseNormalizedTranscript: p.text().nullable(),
    phraseNormalizedExpected: p.text().nullable(),
    phraseMatchExact: p.boolean().nullable(),
    phraseMatchScore: p.double().runtimeType('number').$type<number>().nullable(),
    phraseCheckedAt: p.datetime().nullable(),
    voiceVerifyScores: p.json<JsonValue>().nullable(),
    voiceVerifyScore: p.integer().nullable(),
    voiceVerifyCheckedAt: p.datetime().nullable(),
    ecapaVerifySimilarities: p.json<JsonValue>().nullable(),
    ecapaVerifyScore: p.double().runtimeType('number').$type<number>().nullable(),
    ecapaVerifyCheckedAt: p.datetime().nullable(),
    browserFingerprint: p.text().nullable(),
    ipAddress: p.text().nullable(),
    timePerQuestion: p.json<JsonValue>().nullable(),
    tabSwitchCount: p.integer().default(0),
    enrollmentRecordingUrl: p.text().nullable(),
    inPanel: p.boolean().default(false),
    hiringOutcome: p.text().nullable(),
    hiringOutcomeUpdatedAt: p.datetime().nullable(),
    /** SHA-256 of the candidate's credential (the token itself is never stored). */
    candidateTokenHash: p.text().nullable(),
    /** When the candidate asked for evaluation; set while the session awaits its evaluator. */
    evaluationRequestedAt: p.datetime().nullable(),
  },
  indexes: [
    { properties: ['job', 'startedAt'], name: 'candidate_sessions_job_started_at_index' },
    { properties: ['job', 'completedAt'], name: 'candidate_sessions_job_completed_at_index' },
  ],
});
export type CandidateSessionRow = InferEntity<typeof CandidateSessionSchema>;
