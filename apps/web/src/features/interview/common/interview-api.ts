import type {
  CandidateIntakeInput,
  CandidateSessionView,
  ResumedSessionView,
  StartedSessionView,
  StartSessionInput,
  UpdateCandidateSessionInput,
  VerificationRequiredBody,
} from '@sauti/core/contract/interview';
import type { InvitationPrefill, OpenInvitationInput } from '@sauti/core/contract/candidate-invitations';
import type { PublicJob, PublicJobSummary } from '@sauti/core/contract/public-jobs';
import type { PhoneInterviewView, StartPhoneInterviewInput } from '@sauti/core/contract/phone';
import type { VerificationPhraseView } from '@sauti/core/contract/verification';
import { ApiError, throwIfResNotOk } from '@/lib/api-client';
import type { PendingAnswer } from '../uploads/answer-store';
import { sendResumable, sendWhileWaiting } from '../uploads/resumable-upload';
import { CANDIDATE_TOKEN_HEADER } from '@sauti/core/contract/candidate-credential';

/** The public job views are the server's own types (type-only: nothing reaches the bundle). */
export type { InvitationPrefill, PublicJob, PublicJobSummary };

/**
 * The candidate's own session (docs/behaviour/interview.md §3) as the interview reads it: the fields
 * of the contract's session view it uses, since an offline reload builds one from what this device
 * remembers (use-interview-flow); `answeredQuestionIndexes` comes only with GET /api/sessions/:id.
 */
export type InterviewSession = Pick<
  CandidateSessionView,
  | 'id'
  | 'jobId'
  | 'status'
  | 'candidateName'
  | 'completedAt'
  | 'verificationFilePath'
  | 'verificationStatus'
  | 'enrollmentRecordingUrl'
> &
  Partial<Pick<ResumedSessionView, 'answeredQuestionIndexes'>>;

/**
 * The credential of one candidate session: the id and the token POST /api/sessions issued with it;
 * null when progress saved by an older version kept no token.
 */
export type SessionCredential = Pick<VerificationRequiredBody, 'sessionId'> & {
  candidateToken: StartedSessionView['candidateToken'] | null;
};

function tokenHeaders(token: string | null): Record<string, string> {
  return token ? { [CANDIDATE_TOKEN_HEADER]: token } : {};
}

async function json<T>(res: Response): Promise<T> {
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** What POST /api/sessions is made from: the intake form's fields, the job, the CV and the referrer. */
export type SessionIntake = CandidateIntakeInput &
  Pick<StartSessionInput, 'jobId' | 'invitation'> & { cv: File | null; referrerUrl: string };

/** How session creation ended (not a payload): a session, or one that must pass identity verification first. */
export type CreatedSession =
  | { kind: 'created'; credential: SessionCredential; session: InterviewSession }
  | { kind: 'verificationRequired'; credential: SessionCredential };

/** POST /api/sessions; a 409 VERIFICATION_REQUIRED is an outcome, any other failure throws. */
export async function createSession(intake: SessionIntake): Promise<CreatedSession> {
  const fields: Required<Omit<StartSessionInput, 'invitation'>> = {
    jobId: intake.jobId,
    candidateName: intake.name.trim(),
    candidatePhone: intake.phone.trim(),
    candidateEmail: intake.email.trim(),
    referrerUrl: intake.referrerUrl,
    consent: 'true',
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  // Only from a personal link: the server links the session to that invitation (docs/behaviour/interview.md §15).
  if (intake.invitation) form.set('invitation', intake.invitation);
  if (intake.cv) form.set('cv', intake.cv, intake.cv.name);
  const res = await fetch('/api/sessions', { method: 'POST', body: form, credentials: 'include' });
  if (res.status === 409) {
    // Read tolerantly: a 409 may also be another conflict, without these fields.
    const body = (await res
      .clone()
      .json()
      .catch(() => null)) as Partial<VerificationRequiredBody> | null;
    if (body?.error === 'VERIFICATION_REQUIRED' && body.sessionId) {
      const credential = { sessionId: body.sessionId, candidateToken: body.candidateToken ?? null };
      return { kind: 'verificationRequired', credential };
    }
  }
  // Tolerant of an answer without a token (the credential then rests on the cookie alone).
  const session = await json<Omit<StartedSessionView, 'candidateToken'> & Partial<StartedSessionView>>(res);
  const credential = { sessionId: session.id, candidateToken: session.candidateToken ?? null };
  return { kind: 'created', credential, session };
}

/** POST /api/public/candidate-invitations/open: the intake's pre-fill of a personal link (docs/behaviour/interview.md §15). */
export async function openInvitation(token: string): Promise<InvitationPrefill> {
  const res = await fetch('/api/public/candidate-invitations/open', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token } satisfies OpenInvitationInput),
  });
  return json<InvitationPrefill>(res);
}

/** POST /api/phone-interviews: the intake's phone option (docs/behaviour/interview.md §20). */
export async function startPhoneInterview(input: StartPhoneInterviewInput): Promise<PhoneInterviewView> {
  const res = await fetch('/api/phone-interviews', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  return json<PhoneInterviewView>(res);
}

/** GET /api/sessions/:id, for resuming. */
export async function getSession(credential: SessionCredential): Promise<ResumedSessionView> {
  const res = await fetch(`/api/sessions/${encodeURIComponent(credential.sessionId)}`, {
    credentials: 'include',
    headers: tokenHeaders(credential.candidateToken),
  });
  return json<ResumedSessionView>(res);
}

/** What PATCH /api/sessions/:id records when the interview is finished (all three always sent). */
export type Completion = Required<
  Pick<UpdateCandidateSessionInput, 'timePerQuestion' | 'tabSwitchCount' | 'browserFingerprint'>
>;

/** PATCH /api/sessions/:id with status completed. */
export async function completeSession(credential: SessionCredential, completion: Completion): Promise<void> {
  const res = await fetch(`/api/sessions/${encodeURIComponent(credential.sessionId)}`, {
    method: 'PATCH',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', ...tokenHeaders(credential.candidateToken) },
    body: JSON.stringify({
      status: 'completed',
      completedAt: new Date().toISOString(),
      ...completion,
    } satisfies UpdateCandidateSessionInput),
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
  // Read loosely: an answer without a phrase must fail here, not show an empty card.
  const body = await json<Partial<VerificationPhraseView>>(res);
  if (typeof body.phrase !== 'string' || body.phrase === '') throw new Error('no phrase in the answer');
  return body.phrase;
}

/** True when the server no longer knows this session or refuses this credential for it. */
export function isSessionGone(error: unknown): boolean {
  return error instanceof ApiError && [401, 403, 404].includes(error.status);
}

/** The header a candidate's requests carry their credential in (kept on the device for resume). */
export { CANDIDATE_TOKEN_HEADER };
