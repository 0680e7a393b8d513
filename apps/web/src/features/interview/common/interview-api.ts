import type { PublicJob, PublicJobSummary } from '@sauti/core/contract/public-jobs';
import { ApiError, throwIfResNotOk } from '@/lib/api-client';
import type { PendingAnswer } from '../uploads/answer-store';
import { sendResumable, sendWhileWaiting } from '../uploads/resumable-upload';

/** The public job views are the server's own types (type-only: nothing reaches the bundle). */
export type { PublicJob, PublicJobSummary };

/** The candidate's own session (docs/behaviour/interview.md §3), as GET /api/sessions/:id answers it. */
export interface CandidateSessionView {
  id: string;
  jobId: string;
  status: string;
  candidateName: string;
  completedAt: string | null;
  verificationFilePath: string | null;
  verificationStatus: string;
  enrollmentRecordingUrl: string | null;
  /** Only on GET: the indexes the server holds an answer for. */
  answeredQuestionIndexes?: number[];
}

/** The credential of one candidate session: the id and the token issued with it. */
export interface SessionCredential {
  sessionId: string;
  candidateToken: string | null;
}

/** The header that carries the candidate token on every session call. */
export const CANDIDATE_TOKEN_HEADER = 'X-Candidate-Token';

function tokenHeaders(token: string | null): Record<string, string> {
  return token ? { [CANDIDATE_TOKEN_HEADER]: token } : {};
}

async function json<T>(res: Response): Promise<T> {
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** The fields of the intake form sent with POST /api/sessions. */
export interface SessionIntake {
  jobId: string;
  name: string;
  phone: string;
  email: string;
  cv: File | null;
  referrerUrl: string;
}

/** How session creation ended: a session, or a session that must pass identity verification first. */
export type CreatedSession =
  | { kind: 'created'; credential: SessionCredential; session: CandidateSessionView }
  | { kind: 'verificationRequired'; credential: SessionCredential };

/** POST /api/sessions; a 409 VERIFICATION_REQUIRED is an outcome, any other failure throws. */
export async function createSession(intake: SessionIntake): Promise<CreatedSession> {
  const form = new FormData();
  form.set('jobId', intake.jobId);
  form.set('candidateName', intake.name.trim());
  form.set('candidatePhone', intake.phone.trim());
  form.set('candidateEmail', intake.email.trim());
  form.set('referrerUrl', intake.referrerUrl);
  form.set('consent', 'true');
  if (intake.cv) form.set('cv', intake.cv, intake.cv.name);
  const res = await fetch('/api/sessions', { method: 'POST', body: form, credentials: 'include' });
  if (res.status === 409) {
    const body = (await res
      .clone()
      .json()
      .catch(() => null)) as {
      error?: string;
      sessionId?: string;
      candidateToken?: string;
    } | null;
    if (body?.error === 'VERIFICATION_REQUIRED' && body.sessionId) {
      const credential = { sessionId: body.sessionId, candidateToken: body.candidateToken ?? null };
      return { kind: 'verificationRequired', credential };
    }
  }
  const session = await json<CandidateSessionView & { candidateToken?: string }>(res);
  const credential = { sessionId: session.id, candidateToken: session.candidateToken ?? null };
  return { kind: 'created', credential, session };
}

/** GET /api/sessions/:id, for resuming. */
export async function getSession(credential: SessionCredential): Promise<CandidateSessionView> {
  const res = await fetch(`/api/sessions/${encodeURIComponent(credential.sessionId)}`, {
    credentials: 'include',
    headers: tokenHeaders(credential.candidateToken),
  });
  return json<CandidateSessionView>(res);
}

/** What PATCH /api/sessions/:id records when the interview is finished. */
export interface Completion {
  timePerQuestion: number[];
  tabSwitchCount: number;
  browserFingerprint: string;
}

/** PATCH /api/sessions/:id with status completed. */
export async function completeSession(credential: SessionCredential, completion: Completion): Promise<void> {
  const res = await fetch(`/api/sessions/${encodeURIComponent(credential.sessionId)}`, {
    method: 'PATCH',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', ...tokenHeaders(credential.candidateToken) },
    body: JSON.stringify({ status: 'completed', completedAt: new Date().toISOString(), ...completion }),
  });
  await throwIfResNotOk(res);
}

/** POST /api/sessions/:id/evaluate: fire and forget, the answer is not read (docs/behaviour/interview.md §7). */
export function requestEvaluation(credential: SessionCredential): void {
  void fetch(`/api/sessions/${encodeURIComponent(credential.sessionId)}/evaluate`, {
    method: 'POST',
    credentials: 'include',
    headers: tokenHeaders(credential.candidateToken),
  }).catch(() => undefined);
}

/** The voice warm-up, as a resumable upload (the server stores it as POST /api/enrollment does). */
export function submitEnrollment(credential: SessionCredential, audio: Blob): Promise<void> {
  return sendWhileWaiting({
    file: audio,
    metadata: { kind: 'enrollment', sessionId: credential.sessionId },
    headers: tokenHeaders(credential.candidateToken),
  });
}

/**
 * Sends one recorded answer as a resumable upload (the server stores it once per session and
 * question, as POST /api/responses does), resuming `answer.uploadUrl` when there is one.
 */
export function uploadAnswer(answer: PendingAnswer, remember: (uploadUrl: string) => void): Promise<void> {
  return sendResumable({
    file: answer.audio,
    metadata: { kind: 'answer', sessionId: answer.sessionId, questionIndex: String(answer.questionIndex) },
    headers: tokenHeaders(answer.candidateToken),
    url: answer.uploadUrl ?? null,
    onUrl: remember,
  });
}

/** POST /api/verification/phrase: the phrase the candidate reads on camera. */
export async function getVerificationPhrase(credential: SessionCredential): Promise<string> {
  const res = await fetch('/api/verification/phrase', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', ...tokenHeaders(credential.candidateToken) },
    body: JSON.stringify({ sessionId: credential.sessionId }),
  });
  const body = await json<{ phrase?: unknown }>(res);
  if (typeof body.phrase !== 'string' || body.phrase === '') throw new Error('no phrase in the answer');
  return body.phrase;
}

/** True when the server no longer knows this session or refuses this credential for it. */
export function isSessionGone(error: unknown): boolean {
  return error instanceof ApiError && [401, 403, 404].includes(error.status);
}
