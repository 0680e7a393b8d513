import type { JsonObject, JsonValue } from '../../domain/json.js';
import { DomainError } from '../../domain/errors.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { EvaluationRepository } from '../../ports/evaluation-repository.js';
import type { Ids } from '../../ports/ids.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Actor } from '../accounts/tenancy.js';
import { findCandidateOfActor } from './candidate-of-actor.js';
import type { ReviewEvaluation } from '../../contract/review-views.js';
import { presentReviewEvaluation } from './present-evaluation.js';
import { slugOf, type Recommendation } from '../../rules/recommendation.js';

/** What HR reads when there is nothing held for a listen. */
export const NOTHING_TO_LISTEN_MESSAGE = 'This interview has no answer waiting for a human listen.';

const BANDS: readonly Recommendation[] = ['Strong Hire', 'Hire', 'Maybe', 'No Hire'];

const objectOr = (value: JsonValue | null | undefined): JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};

/**
 * POST /api/candidate-sessions/{sessionId}/concerns/listened (docs/behaviour/review.md §17): HR has
 * listened to the answers the evaluation flagged, so the score and band it held back are shown. The
 * release is a new evaluation (evaluations are never changed, the latest counts): the held figures,
 * each concern marked with who listened and when, and the evaluation it releases. NOT_FOUND for a
 * session of another organisation; CONFLICT when nothing is held.
 */
export class ListenToConcerns {
  constructor(
    private readonly deps: {
      jobs: JobRepository;
      sessions: CandidateSessionRepository;
      evaluations: EvaluationRepository;
      clock: Clock;
      ids: Ids;
    },
  ) {}

  async execute(actor: Actor, sessionId: string): Promise<{ evaluation: ReviewEvaluation }> {
    const { session } = await findCandidateOfActor(this.deps, actor, sessionId);
    const latest = await this.deps.evaluations.findLatestBySession(session.id);
    const analysis = objectOr(latest?.detailedAnalysis);
    const held = objectOr(analysis.held);
    if (!latest || typeof held.overallScore !== 'number')
      throw new DomainError('CONFLICT', NOTHING_TO_LISTEN_MESSAGE);
    const now = this.deps.clock.now();
    const listened = {
      userId: actor.userId,
      ...(actor.impersonatorId ? { impersonatorId: actor.impersonatorId } : {}),
      at: now.toISOString(),
    };
    const concerns = Array.isArray(analysis.concerns) ? analysis.concerns : [];
    const pillarScores = objectOr(held.pillarScores) as Record<string, number>;
    const band = BANDS.find((b) => b === held.recommendation) ?? null;
    const released = await this.deps.evaluations.add({
      id: this.deps.ids.newId(),
      sessionId: session.id,
      overallScore: held.overallScore,
      strengths: latest.strengths,
      weaknesses: latest.weaknesses,
      recommendation: band,
      pillarScores,
      evaluatedAt: now,
      detailedAnalysis: {
        ...analysis,
        ...objectOr(held.legacy),
        scored: true,
        notScoredReasons: [],
        matchLevel: held.matchLevel ?? null,
        recommendation: band === null ? null : slugOf(band),
        held: null,
        concerns: concerns.map((c) => ({ ...objectOr(c), listened })),
        releasedFrom: latest.id,
      },
    });
    return { evaluation: presentReviewEvaluation(released) };
  }
}
