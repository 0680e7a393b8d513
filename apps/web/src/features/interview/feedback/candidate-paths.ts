/**
 * The candidate's pages besides the interview itself (docs/behaviour/interview.md §17, §18), all under
 * /interview so the candidate's own entry serves them: "How your interview is assessed" and the
 * feedback page the feedback mail links to.
 */
export type CandidatePage =
  | { kind: 'interview'; jobId: string | undefined }
  | { kind: 'assessment'; jobId: string }
  | { kind: 'feedback'; jobId: string; sessionId: string };

const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** Which candidate page a path is; anything else under /interview is the interview (or the list). */
export function candidatePageOf(pathname: string): CandidatePage {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(2).map(decoded);
  const [jobId, kind, sessionId] = parts;
  if (jobId && kind === 'assessment' && parts.length === 2) return { kind: 'assessment', jobId };
  if (jobId && kind === 'feedback' && sessionId && parts.length === 3)
    return { kind: 'feedback', jobId, sessionId };
  return { kind: 'interview', jobId: parts.length === 1 ? jobId : undefined };
}

/** "How your interview is assessed" of a job. */
export const assessmentPath = (jobId: string) => `/interview/${encodeURIComponent(jobId)}/assessment`;
