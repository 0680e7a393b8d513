import type { PillarId } from '@sauti/core/domain/criteria';
import { PILLAR_IDS } from '@sauti/core/domain/criteria';
import type { QuestionDraft } from '@sauti/core/domain/job';
import type { ApiJobQuestion } from '@/api/jobs';

function isPillarId(value: unknown): value is PillarId {
  return typeof value === 'string' && (PILLAR_IDS as readonly string[]).includes(value);
}

/** A question of any accepted shape as text plus a known pillar (unknown pillars read as none). */
export function readQuestion(question: ApiJobQuestion): QuestionDraft {
  if (typeof question === 'string') return { text: question, pillarId: null, scoringGuide: null };
  return {
    text: question.text,
    pillarId: isPillarId(question.pillarId) ? question.pillarId : null,
    scoringGuide: typeof question.scoringGuide === 'string' ? question.scoringGuide : null,
  };
}
