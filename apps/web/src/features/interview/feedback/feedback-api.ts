import type { CandidateFeedbackPage, HumanReviewRequestInput } from '@sauti/core/contract/candidate-feedback';
import { throwIfResNotOk } from '@/lib/api-client';

/** The candidate's page answer (type-only: nothing of the contract reaches the bundle). */
export type { CandidateFeedbackPage };

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

const pagePath = (sessionId: string) => `/api/candidate-feedback/${encodeURIComponent(sessionId)}`;

/** POST /api/candidate-feedback/{sessionId}: the feedback the mail's link opens. */
export function openFeedback(sessionId: string, token: string): Promise<CandidateFeedbackPage> {
  return post(pagePath(sessionId), { token });
}

/** POST …/review-request: asks for a person to review the decision; answers the page again. */
export function requestReview(
  sessionId: string,
  token: string,
  message: HumanReviewRequestInput['message'],
): Promise<CandidateFeedbackPage> {
  return post(`${pagePath(sessionId)}/review-request`, { token, ...(message ? { message } : {}) });
}
