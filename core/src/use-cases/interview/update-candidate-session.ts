import { z } from 'zod';
import type { CandidateSession, CandidateSessionUpdate } from '../../domain/candidate-session.js';
import { DomainError } from '../../domain/errors.js';
import type { CandidateResponseRepository } from '../../ports/candidate-response-repository.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Digest } from '../../ports/password-hasher.js';
import { TEXT_LIMITS } from '../../contract/limits.js';
import { assertIdentityOnFile } from './identity-gate.js';
import { assertInProgress, findCandidateSession, SESSION_NOT_FOUND_MESSAGE } from './session-access.js';

/** A day in seconds: no time on one question can honestly be longer. */
const MAX_SECONDS_PER_QUESTION = 86_400;

/** PATCH /api/sessions/{id}: completion and the anti-cheating data the page recorded (docs/behaviour/interview.md §3). */
export const updateCandidateSessionSchema = z
  .object({
    status: z.literal('completed').optional(),
    /** Validated, but the server's clock sets completedAt (a client clock can be anything). */
    completedAt: z.union([z.iso.datetime({ offset: true }), z.null()]).optional(),
    timePerQuestion: z
      .array(z.number().finite().min(0).max(MAX_SECONDS_PER_QUESTION))
      .max(TEXT_LIMITS.questions)
      .optional(),
    tabSwitchCount: z.number().int().min(0).max(100_000).optional(),
    browserFingerprint: z.string().max(512).optional(),
  })
  .strict();

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
    },
  ) {}

  /**
   * Records the page's data and, with status 'completed', completes the interview. Completing a
   * completed session again answers it unchanged (the page retries); any other change to it is
   * INVALID_STATE, as is completing while answers are missing (with `missingQuestionIndexes`).
   */
  async execute(id: string, tokens: readonly string[], body: unknown): Promise<CandidateSession> {
    const input = updateCandidateSessionSchema.parse(body);
    const session = await findCandidateSession(this.deps, id, tokens);
    if (session.status === 'completed' && input.status === 'completed') return session;
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
    return updated;
  }

  private async assertAllAnswered(session: CandidateSession): Promise<void> {
    const questions = await this.deps.jobs.listQuestions(session.jobId);
    const answered = new Set(
      (await this.deps.responses.listBySession(session.id)).map((r) => r.questionIndex),
    );
    const missing = questions.map((_, index) => index).filter((index) => !answered.has(index));
    if (missing.length > 0) {
      throw new DomainError('INVALID_STATE', ANSWERS_MISSING_MESSAGE, { missingQuestionIndexes: missing });
    }
  }
}
