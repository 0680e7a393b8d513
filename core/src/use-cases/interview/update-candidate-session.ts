import type { CandidateSession, CandidateSessionUpdate } from '../../domain/candidate-session.js';
import { DomainError } from '../../domain/errors.js';
import type { CandidateResponseRepository } from '../../ports/candidate-response-repository.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Digest } from '../../ports/digest.js';
import type { WebhookEvents } from '../../ports/webhook-events.js';
import { announce } from '../webhooks/publish-event.js';
import type { UpdateCandidateSessionRequest } from '../../contract/interview.js';
import { assertIdentityOnFile } from './identity-gate.js';
import { assertInProgress, findCandidateSession, SESSION_NOT_FOUND_MESSAGE } from './session-access.js';

/** Completing needs every answer stored: the page waits for its background uploads first. */
export const ANSWERS_MISSING_MESSAGE =
  'Some answers have not been received yet. Please wait for them to upload.';

/** PATCH /api/sessions/{id} by the candidate. */
export class UpdateCandidateSession {
  constructor(
    private readonly deps: {
      sessions: CandidateSessionRepository;
      responses: CandidateResponseRepository;
      jobs: JobRepository;
      digest: Digest;
      clock: Clock;
      /** Told `interview.completed` (docs/behaviour/platform.md, "Webhooks"); optional in tests of other rules. */
      webhooks?: WebhookEvents;
      /**
       * Opens the candidate's feedback record and queues the receipt (docs/behaviour/interview.md
       * §16); idempotent, so the page's retry of a completion that failed after it was stored opens
       * it too. Optional in tests of other rules.
       */
      feedback?: { execute(session: CandidateSession): Promise<void> };
    },
  ) {}

  /**
   * Records the page's data (parsed at the edge with the contract's updateCandidateSessionSchema) and, with status 'completed', completes the interview. Completing a
   * completed session again answers it unchanged (the page retries); any other change to it is
   * INVALID_STATE, as is completing while answers are missing (with `missingQuestionIndexes`).
   */
  async execute(
    id: string,
    tokens: readonly string[],
    input: UpdateCandidateSessionRequest,
  ): Promise<CandidateSession> {
    const session = await findCandidateSession(this.deps, id, tokens);
    if (session.status === 'completed' && input.status === 'completed') {
      await this.deps.feedback?.execute(session);
      return session;
    }
    assertInProgress(session);

    const update: CandidateSessionUpdate = {};
    if (input.timePerQuestion !== undefined) update.timePerQuestion = input.timePerQuestion;
    if (input.tabSwitchCount !== undefined) update.tabSwitchCount = input.tabSwitchCount;
    if (input.browserFingerprint !== undefined) update.browserFingerprint = input.browserFingerprint;
    if (input.status === 'completed') {
      await assertIdentityOnFile(this.deps.jobs, session);
      await this.assertAllAnswered(session);
      update.status = 'completed';
      update.completedAt = this.deps.clock.now();
    }
    const updated = await this.deps.sessions.update(session.id, update);
    if (!updated) throw new DomainError('NOT_FOUND', SESSION_NOT_FOUND_MESSAGE);
    if (update.status === 'completed') {
      await this.deps.feedback?.execute(updated);
      await this.announceCompletion(updated);
    }
    return updated;
  }

  /**
   * Completes an interview taken by phone (docs/behaviour/interview.md §20) once every answer is
   * stored, as the page's PATCH would: the feedback record, the receipt and the webhook follow.
   * Returns null while answers are missing (a recording is still being fetched), the session once
   * completed (also when it already was).
   */
  async completeFromCall(sessionId: string): Promise<CandidateSession | null> {
    const session = await this.deps.sessions.findById(sessionId);
    if (!session) return null;
    if (session.status === 'completed') return session;
    const missing = await this.missingAnswers(session);
    if (missing.length > 0) return null;
    const updated = await this.deps.sessions.update(session.id, {
      status: 'completed',
      completedAt: this.deps.clock.now(),
    });
    if (!updated) return null;
    await this.deps.feedback?.execute(updated);
    await this.announceCompletion(updated);
    return updated;
  }

  /** Ids and a summary only: the candidate's name, contact details and recordings stay in Sauti. */
  private async announceCompletion(session: CandidateSession): Promise<void> {
    const job = await this.deps.jobs.findById(session.jobId);
    if (!job || !this.deps.webhooks) return;
    await announce(this.deps.webhooks, {
      type: 'interview.completed',
      organisationId: job.organisationId,
      data: {
        sessionId: session.id,
        jobId: job.id,
        externalReference: session.externalReference,
        jobTitle: job.title,
        startedAt: session.startedAt.toISOString(),
        completedAt: session.completedAt?.toISOString() ?? null,
      },
    });
  }

  private async missingAnswers(session: CandidateSession): Promise<number[]> {
    const questions = await this.deps.jobs.listQuestions(session.jobId);
    const answered = new Set(
      (await this.deps.responses.listBySession(session.id)).map((r) => r.questionIndex),
    );
    return questions.map((_, index) => index).filter((index) => !answered.has(index));
  }

  private async assertAllAnswered(session: CandidateSession): Promise<void> {
    const missing = await this.missingAnswers(session);
    if (missing.length > 0) {
      throw new DomainError('INVALID_STATE', ANSWERS_MISSING_MESSAGE, { missingQuestionIndexes: missing });
    }
  }
}
