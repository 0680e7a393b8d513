import { interviewUrl, type Job, type JobQuestion } from '../../domain/job.js';
import { enabledPillars } from '../evaluation/evaluation-input.js';
import type { ReviewJob } from '../../contract/review-views.js';

/**
 * The job as the review screens read it. Questions come from the stored question rows (with their
 * pillar) and, for a job that has none, from its question texts; only enabled criteria are listed.
 */
export function presentReviewJob(job: Job, questions: readonly JobQuestion[], publicUrl: string): ReviewJob {
  const ordered = [...questions].sort((a, b) => a.orderIndex - b.orderIndex);
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    status: job.status,
    evalVersion: job.evalVersion,
    language: job.language,
    createdAt: job.createdAt.toISOString(),
    interviewUrl: interviewUrl(publicUrl, job.id),
    requireIdentityVerification: job.requireIdentityVerification,
    questions: ordered.length
      ? ordered.map((q, index) => ({ index, text: q.text, pillarId: q.pillarId }))
      : job.questions.map((text, index) => ({ index, text, pillarId: null })),
    pillars: enabledPillars(job).map((p) => ({
      id: p.id,
      label: p.label,
      description: p.description,
      weight: p.weight,
    })),
  };
}
