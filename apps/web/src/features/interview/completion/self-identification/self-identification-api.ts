import type {
  SelfIdentificationAnswersInput,
  SelfIdentificationQuestionsView,
} from '@sauti/core/contract/self-identification';
import { throwIfResNotOk } from '@/lib/api-client';
import { CANDIDATE_TOKEN_HEADER, type SessionCredential } from '../../common/interview-api';

const path = (credential: SessionCredential) =>
  `/api/sessions/${encodeURIComponent(credential.sessionId)}/self-identification`;

const tokenHeaders = (credential: SessionCredential): Record<string, string> =>
  credential.candidateToken ? { [CANDIDATE_TOKEN_HEADER]: credential.candidateToken } : {};

/** GET /api/sessions/{id}/self-identification: the questions, and whether answers are on file. */
export async function getSelfIdentificationQuestions(
  credential: SessionCredential,
): Promise<SelfIdentificationQuestionsView> {
  const res = await fetch(path(credential), { credentials: 'include', headers: tokenHeaders(credential) });
  await throwIfResNotOk(res);
  return (await res.json()) as SelfIdentificationQuestionsView;
}

/** PUT /api/sessions/{id}/self-identification with the answers given (every one optional). */
export async function saveSelfIdentification(
  credential: SessionCredential,
  answers: SelfIdentificationAnswersInput,
): Promise<void> {
  const res = await fetch(path(credential), {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', ...tokenHeaders(credential) },
    body: JSON.stringify(answers),
  });
  await throwIfResNotOk(res);
}
