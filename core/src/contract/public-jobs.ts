/**
 * The JSON of the candidate's job calls, which need no sign-in (docs/behaviour/interview.md §3, §9):
 * one definition shared by the server's use cases and the interview screens.
 */

/** GET /api/public/jobs/{id}: what a candidate sees of a job (no owner, organisation, criteria or draft key). */
export interface PublicJob {
  id: string;
  title: string;
  description: string;
  companyName: string | null;
  location: string | null;
  language: string;
  requireIdentityVerification: string;
  questions: { id: string; text: string; orderIndex: number }[];
  estimatedMinutes: number;
  /**
   * Sauti's number when the interview may be taken by phone call (a provider is configured and the
   * job needs no camera identity check; docs/behaviour/interview.md §20), else null or absent.
   */
  phone?: { number: string } | null;
}

/** One entry of GET /api/public/jobs, the public list of open interviews. */
export interface PublicJobSummary {
  id: string;
  title: string;
  description: string;
  language: string;
  questionCount: number;
}
