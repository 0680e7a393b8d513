import type { CandidateResponse } from '../domain/candidate-response.js';
import type { CandidateSession } from '../domain/candidate-session.js';
import { InMemoryBlobStore } from './in-memory-blobs.js';
import { InMemoryCandidateData } from './in-memory-candidate-data.js';
import { FixedClock } from './fixed-clock.js';
import { aSession } from './evaluation-testbed.js';

/** Now, in every data-protection test. */
export const NOW = new Date('2025-06-01T12:00:00.000Z');
const DAY = 86_400_000;

/** `days` before NOW. */
export function daysAgo(days: number): Date {
  return new Date(NOW.getTime() - days * DAY);
}

/** The store, blobs and clock of one test. Test helper. */
export function dataProtectionTestbed() {
  const store = new InMemoryCandidateData();
  const blobs = new InMemoryBlobStore();
  const clock = new FixedClock(NOW);
  store.jobTitles.set('job-a', 'Sales lead');
  store.jobTitles.set('job-b', 'Nurse');
  return { store, blobs, clock, deps: { store, blobs, clock } };
}

/** An answer with its audio path. Test helper. */
export function anAnswer(sessionId: string, questionIndex: number): CandidateResponse {
  return {
    id: `${sessionId}-a${questionIndex}`,
    sessionId,
    questionId: null,
    questionIndex,
    questionText: `Question ${questionIndex}`,
    audioFilePath: `${sessionId}/${questionIndex}-hash.webm`,
    transcribedText: `Answer ${questionIndex}`,
    readableText: null,
    transcriptionConfidence: null,
    transcriptWords: null,
    transcriber: null,
    duration: 30,
    createdAt: NOW,
    isSamePerson: true,
  };
}

/**
 * Stores a session with a CV, an identity video, a warm-up, two answers (files of 100 bytes
 * each, the CV 1000), an evaluation, and embeddings of the warm-up, one answer and a replaced take.
 */
export async function givenFullSession(
  bed: ReturnType<typeof dataProtectionTestbed>,
  overrides: Partial<CandidateSession> & Pick<CandidateSession, 'id'>,
): Promise<CandidateSession> {
  const id = overrides.id;
  const session = aSession({
    jobId: 'job-a',
    cvFilePath: `cv/${id}/cv.pdf`,
    verificationFilePath: `${id}/identity.webm`,
    verificationType: 'video',
    enrollmentRecordingUrl: `${id}/enrollment-hash.webm`,
    candidateTokenHash: 'secret-hash',
    ...overrides,
  });
  const answers = [anAnswer(id, 0), anAnswer(id, 1)];
  bed.store.sessions.push(session);
  bed.store.answers.push(...answers);
  bed.store.evaluations.push({
    id: `${id}-e`,
    sessionId: id,
    overallScore: 70,
    strengths: 'Clear',
    weaknesses: null,
    recommendation: 'hire',
    detailedAnalysis: null,
    pillarScores: null,
    evaluatedAt: NOW,
  });
  for (const clipPath of [session.enrollmentRecordingUrl!, answers[0]!.audioFilePath!, `${id}/0-old.webm`]) {
    bed.store.embeddings.push({ id: `emb-${clipPath}`, clipPath, embedding: [0.1, 0.2], createdAt: NOW });
  }
  await bed.blobs.put(`cv/${id}/cv.pdf`, new Uint8Array(1000), 'application/pdf');
  await bed.blobs.put(`verification/${id}/identity.webm`, new Uint8Array(100), 'video/webm');
  await bed.blobs.put(`audio/${id}/enrollment-hash.webm`, new Uint8Array(100), 'audio/webm');
  for (const a of answers) await bed.blobs.put(`audio/${a.audioFilePath}`, new Uint8Array(100), 'audio/webm');
  return session;
}
