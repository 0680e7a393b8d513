import { z } from 'zod';
import { TEXT_LIMITS } from './limits.js';

/**
 * POST /api/jobs/{jobId}/compare-candidates (docs/behaviour/review.md §7): the session ids to
 * compare (the use case checks there are 2 to 10, all distinct).
 */
export const compareCandidatesSchema = z.object({
  sessionIds: z.array(z.string().trim().min(1).max(TEXT_LIMITS.id)).max(100),
});
export type CompareCandidatesRequest = z.output<typeof compareCandidatesSchema>;

/** The answer: the comparative analysis (docs/behaviour/review.md §3.2), keyed by candidate. */
export interface ComparisonResult {
  summary: string;
  keyDifferentiators: string[];
  recommendations: Record<string, string>;
  bestFitFor: Record<string, string>;
}
