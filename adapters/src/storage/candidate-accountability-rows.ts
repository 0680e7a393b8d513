import type { EntityManager } from '@mikro-orm/postgresql';
import type { HiringOutcome } from '@sauti/core/domain/candidate-session';
import type { EvaluationProvenance } from '@sauti/core/domain/evaluation-provenance';
import type { HiringDecision, HiringDecisionSource } from '@sauti/core/domain/hiring-decision';
import type { SelfIdentificationAnswers } from '@sauti/core/domain/self-identification';
import { EvaluationSchema } from './entities/evaluation.entity.js';
import { EvaluationInputSchema, HiringDecisionSchema } from './entities/regulator-records.entity.js';
import { SelfIdentificationSchema } from './entities/self-identification.entity.js';

/** What a session holds besides its interview: evaluation inputs, self-identification, decisions. */
export interface AccountabilityRows {
  evaluationInputs: EvaluationProvenance[];
  selfIdentification: SelfIdentificationAnswers | null;
  hiringDecisions: HiringDecision[];
}

/**
 * The accountability rows of each of `sessionIds` (docs/behaviour/interview.md §19,
 * docs/behaviour/review.md §14), for a data-subject export: three statements whatever the count.
 */
export async function loadAccountabilityRows(
  em: EntityManager,
  sessionIds: readonly string[],
): Promise<Map<string, AccountabilityRows>> {
  const rows = new Map<string, AccountabilityRows>(
    sessionIds.map((id) => [id, { evaluationInputs: [], selfIdentification: null, hiringDecisions: [] }]),
  );
  if (sessionIds.length === 0) return rows;
  const evaluations = await em.find(
    EvaluationSchema,
    { session: { $in: [...sessionIds] } },
    { fields: ['id', 'session'], orderBy: { evaluatedAt: 'asc', id: 'asc' } },
  );
  const sessionOf = new Map(evaluations.map((e) => [e.id, e.session]));
  const inputs = await em.find(EvaluationInputSchema, { evaluation: { $in: [...sessionOf.keys()] } });
  const byEvaluation = new Map(inputs.map((i) => [i.evaluation, i]));
  for (const e of evaluations) {
    const input = byEvaluation.get(e.id);
    if (!input) continue;
    rows.get(e.session)?.evaluationInputs.push({
      evaluationId: e.id,
      evaluatorVersion: input.evaluatorVersion,
      inputDigest: input.inputDigest,
      scoreInput: input.scoreInput,
    });
  }
  for (const s of await em.find(SelfIdentificationSchema, { session: { $in: [...sessionIds] } })) {
    rows.get(s.session)!.selfIdentification = s.answers;
  }
  const decisions = await em.find(
    HiringDecisionSchema,
    { session: { $in: [...sessionIds] } },
    { orderBy: { decidedAt: 'asc', id: 'asc' } },
  );
  for (const d of decisions) {
    rows.get(d.session)?.hiringDecisions.push({
      id: d.id,
      sessionId: d.session,
      jobId: d.job,
      organisationId: d.organisation,
      outcome: (d.outcome ?? null) as HiringOutcome | null,
      previousOutcome: (d.previousOutcome ?? null) as HiringOutcome | null,
      decidedAt: d.decidedAt,
      decidedByUserId: d.decidedBy ?? null,
      impersonatorUserId: d.impersonator ?? null,
      apiKeyId: d.apiKeyId ?? null,
      source: d.source as HiringDecisionSource,
      evaluationId: d.evaluationId ?? null,
      evaluatorVersion: d.evaluatorVersion ?? null,
      overallScore: d.overallScore ?? null,
      recommendation: d.recommendation ?? null,
    });
  }
  return rows;
}

/**
 * Deletes those rows in the caller's transaction, before the sessions and evaluations they hang
 * from (the foreign keys would cascade; deleting them by name keeps the removal explicit).
 */
export async function deleteAccountabilityRows(
  em: EntityManager,
  sessionIds: readonly string[],
): Promise<void> {
  const ids = [...sessionIds];
  const evaluations = await em.find(EvaluationSchema, { session: { $in: ids } }, { fields: ['id'] });
  if (evaluations.length) {
    await em.nativeDelete(EvaluationInputSchema, { evaluation: { $in: evaluations.map((e) => e.id) } });
  }
  await em.nativeDelete(SelfIdentificationSchema, { session: { $in: ids } });
  await em.nativeDelete(HiringDecisionSchema, { session: { $in: ids } });
}
