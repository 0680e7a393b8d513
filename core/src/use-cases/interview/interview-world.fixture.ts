import {
  startSessionSchema,
  submitEnrollmentSchema,
  submitResponseSchema,
} from '../../contract/interview.js';
import { parseRequest } from '../../contract/parse-request.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import type { Ids } from '../../ports/ids.js';
import { FakeDigest } from '../../testing/fake-password-hasher.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryBlobStore } from '../../testing/in-memory-blobs.js';
import {
  InMemoryCandidateResponseRepository,
  InMemoryCandidateSessionRepository,
} from '../../testing/in-memory-interviews.js';
import { InMemoryJobRepository } from '../../testing/in-memory-jobs.js';
import { InMemoryRateLimitStore } from '../../testing/in-memory-rate-limits.js';
import { AbuseBudgets } from '../abuse/abuse-budgets.js';
import { InvitationAdmission } from '../candidate-invitations/invitation-admission.js';
import { silentInvitationEvents } from '../candidate-invitations/invitation-events.js';
import { InMemoryCandidateInvitationRepository } from '../../testing/in-memory-candidate-invitations.js';
import { StartSession } from './start-session.js';
import { SubmitEnrollment } from './submit-enrollment.js';
import { SubmitResponse } from './submit-response.js';
import { UpdateCandidateSession } from './update-candidate-session.js';
import type { UploadedFile } from './uploaded-file.js';

/** Ids shaped like the UUIDs the server makes (session ids must look like one), and tokens. */
class UuidIds implements Ids {
  private counter = 0;
  newId(): string {
    this.counter += 1;
    return `00000000-0000-4000-8000-${this.counter.toString(16).padStart(12, '0')}`;
  }
  newToken(length: number): string {
    this.counter += 1;
    return `tok${this.counter}-`.padEnd(length, 'x');
  }
}

/** A WebM recording (by its magic bytes) whose content, and so its hash, is named by `take`. */
export function webmRecording(take: string, size = 2_000): UploadedFile {
  // The EBML magic, then the DocType element (id 0x4282, size 4) saying 'webm'.
  const head = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]);
  const sha256 = new FakeDigest().sha256Hex(`recording:${take}`);
  return {
    name: 'answer.webm',
    size,
    head,
    sha256,
    async *open() {
      yield head;
    },
  };
}

/** The intake a candidate sends to start, for `jobId`. */
export const intakeFor = (jobId: string) => ({
  jobId,
  candidateName: 'Wanjiru Kamau',
  candidatePhone: '+254712345678',
  candidateEmail: 'wanjiru@example.com',
  consent: 'true',
});

/**
 * The interview use cases over the in-memory fakes, with an active job of `questionCount`
 * questions, and calls shaped as the routes make them (so a change of input shape is made here once).
 */
export async function interviewWorld(options: { questionCount?: number; requireIdentity?: boolean } = {}) {
  const clock = new FixedClock();
  const ids = new UuidIds();
  const digest = new FakeDigest();
  const sessions = new InMemoryCandidateSessionRepository();
  const responses = new InMemoryCandidateResponseRepository();
  const jobs = new InMemoryJobRepository({ sessions, responses });
  const blobs = new InMemoryBlobStore();
  const budgets = new AbuseBudgets({ store: new InMemoryRateLimitStore(), clock });
  const candidateInvitations = new InMemoryCandidateInvitationRepository();
  const invitations = new InvitationAdmission({
    jobs,
    invitations: candidateInvitations,
    digest,
    clock,
    events: silentInvitationEvents,
  });
  const deps = {
    sessions,
    responses,
    jobs,
    blobs,
    digest,
    clock,
    ids,
    budgets,
    invitations,
    candidateInvitations,
  };

  const { job } = await jobs.create({
    id: ids.newId(),
    organisationId: 'org-1',
    createdBy: 'user-1',
    title: 'Sales lead',
    description: 'Leads sales',
    createdAt: clock.now(),
    requireIdentityVerification: options.requireIdentity ? 'true' : 'false',
  });
  const drafts = Array.from({ length: options.questionCount ?? 3 }, (_, i) => ({
    text: `Question ${i + 1}?`,
    pillarId: null,
  }));
  const questions = await jobs.replaceQuestions(job.id, drafts, clock.now());

  const useCases = {
    start: new StartSession(deps),
    answer: new SubmitResponse(deps),
    warmUp: new SubmitEnrollment(deps),
    update: new UpdateCandidateSession(deps),
  };

  return {
    ...deps,
    job,
    questions,
    useCases,
    /** Starts a session from the intake form's text fields (overridden by `fields`), parsed as the route does. */
    start: async (fields: Record<string, unknown> = {}) =>
      useCases.start.execute({
        fields: parseRequest(startSessionSchema, { ...intakeFor(job.id), ...fields }),
        cv: null,
        ipAddress: null,
      }),
    /** Uploads `audio` as the answer to question `index` with the candidate's `token`. */
    answer: async (
      session: CandidateSession,
      token: string,
      index: number,
      audio = webmRecording(`q${index}`),
    ) =>
      useCases.answer.execute({
        fields: parseRequest(submitResponseSchema, { sessionId: session.id, questionIndex: String(index) }),
        audio,
        tokens: [token],
      }),
    /** Uploads the voice warm-up. */
    warmUp: async (session: CandidateSession, token: string, audio = webmRecording('warm-up')) =>
      useCases.warmUp.execute({
        fields: parseRequest(submitEnrollmentSchema, { sessionId: session.id }),
        audio,
        tokens: [token],
      }),
    /** Completes the interview, as the page does once every answer is acknowledged. */
    complete: (session: CandidateSession, token: string) =>
      useCases.update.execute(session.id, [token], { status: 'completed' }),
  };
}

export type InterviewWorld = Awaited<ReturnType<typeof interviewWorld>>;
