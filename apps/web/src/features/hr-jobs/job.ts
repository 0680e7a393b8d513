import type { CriteriaConfig, PillarId } from '@sauti/core/domain/criteria';
import { PILLAR_IDS } from '@sauti/core/domain/criteria';

/** A job's lifecycle status (docs/behaviour/review.md §4). */
export type JobStatus = 'draft' | 'active' | 'archived';

/** A question as the jobs API sends it; plain strings are read too (docs/behaviour/interview.md §3). */
export type ApiJobQuestion =
  | string
  | {
      id?: string;
      text: string;
      pillarId?: string | null;
      scoringGuide?: string | null;
      orderIndex?: number;
    };

/** A job as GET/POST/PATCH /api/jobs answer it (jobs API contract). */
export type Job = {
  id: string;
  title: string;
  description: string;
  location: string | null;
  companyName: string | null;
  jobType: string | null;
  skills: string[] | null;
  questions: ApiJobQuestion[];
  language: string;
  requireIdentityVerification: string;
  status: JobStatus;
  criteriaConfig: CriteriaConfig | null;
  evalVersion?: string;
  clientDraftKey?: string | null;
  createdAt: string;
  publishedAt?: string | null;
  interviewUrl?: string;
};

/** A question as the editor sends it. */
export type QuestionPayload = { text: string; pillarId: PillarId | null; scoringGuide?: string | null };

function isPillarId(value: unknown): value is PillarId {
  return typeof value === 'string' && (PILLAR_IDS as readonly string[]).includes(value);
}

/** A question of any accepted shape as text plus a known pillar (unknown pillars read as none). */
export function readQuestion(question: ApiJobQuestion): QuestionPayload {
  if (typeof question === 'string') return { text: question, pillarId: null, scoringGuide: null };
  return {
    text: question.text,
    pillarId: isPillarId(question.pillarId) ? question.pillarId : null,
    scoringGuide: typeof question.scoringGuide === 'string' ? question.scoringGuide : null,
  };
}
