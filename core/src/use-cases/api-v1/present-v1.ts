import { describeEvaluator, type EvaluatorDescription } from '../../rules/evaluator-label.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import type { Pillar } from '../../domain/criteria.js';
import type { EvaluationSummary } from '../../ports/review-read-model.js';
import { bandFor } from '../../rules/recommendation.js';
import { isMet } from '../../rules/scoring.js';
import type { V1Candidate, V1CandidateDetail, V1Invitation, V1Job } from '../../contract/api-v1.js';
import type { CandidateInvitationView } from '../../contract/candidate-invitations.js';
import type { CandidateDetailPayload, ReviewJob, ReviewSession } from '../../contract/review-views.js';
import { criteriaMatch } from '../review/criteria-match.js';
import { presentReviewSession } from '../review/present-session.js';

/** A job as /api/v1 answers it, from the review's view of it. */
export function presentV1Job(job: ReviewJob): V1Job {
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    status: job.status,
    language: job.language,
    created_at: job.createdAt,
    interview_url: job.interviewUrl,
    questions: job.questions.map((q) => ({ index: q.index, text: q.text, criterion: q.pillarId })),
    criteria: job.pillars.map((p) => ({ id: p.id, label: p.label, weight: p.weight })),
  };
}

function candidateFields(session: ReviewSession): Omit<V1Candidate, 'evaluation'> {
  return {
    id: session.id,
    job_id: session.jobId,
    name: session.candidateName,
    email: session.candidateEmail,
    phone: session.candidatePhone,
    external_reference: session.externalReference,
    status: session.status,
    started_at: session.startedAt,
    completed_at: session.completedAt,
    hiring_outcome: session.hiringOutcome,
    hiring_outcome_updated_at: session.hiringOutcomeUpdatedAt,
  };
}

/** Who made an evaluation, in the API's field names (docs/behaviour/review.md §16). */
const scoredBy = (evaluator: EvaluatorDescription) => ({
  language_model: evaluator.usesLanguageModel,
  label: evaluator.label,
});

/**
 * A candidate row from the session and its latest evaluation summary, scored by the same rules
 * as the overview (criteriaMatch; the band capped by the match level).
 */
export function presentV1Candidate(
  session: CandidateSession,
  summary: EvaluationSummary | undefined,
  pillars: readonly Pillar[],
): V1Candidate {
  const match = summary ? criteriaMatch(summary, pillars) : null;
  const label = (id: string) => pillars.find((p) => p.id === id)?.label ?? id;
  return {
    ...candidateFields(presentReviewSession(session)),
    evaluation: summary
      ? {
          overall_score: match?.overallScore ?? null,
          band: match ? bandFor(match.overallScore, match.matchLevel) : null,
          match_level: match?.matchLevel ?? null,
          scored: match !== null,
          criteria: Object.entries(match?.pillarScores ?? {})
            .filter(([id]) => pillars.some((p) => p.id === id))
            .map(([id, score]) => ({ id, label: label(id), score, meets: isMet(score) })),
          scored_by: scoredBy(describeEvaluator(summary.evaluatorVersion)),
          evaluated_at: summary.evaluatedAt.toISOString(),
        }
      : null,
  };
}

/** One candidate with transcripts, from the review's candidate detail. */
export function presentV1CandidateDetail(detail: CandidateDetailPayload): V1CandidateDetail {
  const evaluation = detail.evaluation;
  return {
    ...candidateFields(detail.session),
    evaluation: evaluation
      ? {
          overall_score: evaluation.overallScore,
          band: evaluation.recommendation,
          match_level: detail.matchLevel,
          scored: evaluation.scored,
          criteria: detail.criteriaEvaluations.map((c) => ({
            id: c.pillarId,
            label: c.pillarLabel,
            score: c.score,
            meets: c.meets,
          })),
          scored_by: scoredBy(evaluation.evaluator),
          evaluated_at: evaluation.evaluatedAt,
        }
      : null,
    answers: detail.responses.map((r) => ({
      question_index: r.questionIndex,
      question: r.questionText,
      transcript: r.readableText,
      transcriber: r.transcriber,
      words:
        r.words?.map((w) => ({
          word: w.text,
          start_seconds: w.startSeconds,
          end_seconds: w.endSeconds,
          confidence: w.confidence,
          unsure: w.unsure,
        })) ?? null,
      duration_seconds: r.duration,
    })),
  };
}

/** An invitation as /api/v1 answers it: HR's view of it in the API's field names. */
export function presentV1Invitation(invitation: CandidateInvitationView): V1Invitation {
  return {
    id: invitation.id,
    job_id: invitation.jobId,
    name: invitation.name,
    email: invitation.email,
    phone: invitation.phone,
    channel: invitation.channel,
    external_reference: invitation.externalReference,
    status: invitation.status,
    candidate_id: invitation.sessionId,
    created_at: invitation.createdAt,
    expires_at: invitation.expiresAt,
    last_sent_at: invitation.lastSentAt,
    opened_at: invitation.openedAt,
    revoked_at: invitation.revokedAt,
  };
}
