import type {
  SelfIdentificationAnswersRequest,
  SelfIdentificationQuestionsView,
} from '../../contract/self-identification.js';
import { DomainError } from '../../domain/errors.js';
import {
  PREFER_NOT_TO_SAY,
  PREFER_NOT_TO_SAY_LABEL,
  type CategoryAnswer,
  type SelfIdentificationAnswers,
  type SelfIdentificationConfig,
} from '../../domain/self-identification.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Digest } from '../../ports/digest.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { SelfIdentificationStore } from '../../ports/self-identification-store.js';
import { BUILT_IN_QUESTIONS, isAllowedAnswer, SELF_ID_MESSAGES } from '../../rules/self-identification.js';
import { findCandidateSession } from '../interview/session-access.js';
import { questionsOf } from './questions.js';

/** Refused before the interview is complete: the questions come at its end. */
export const NOT_YET_MESSAGE = 'These questions come at the end of the interview, once it is complete.';

/** A built-in answer checked against its options; null (unanswered) when absent. */
function builtIn(answer: string | null | undefined, field: keyof typeof BUILT_IN_QUESTIONS): string | null {
  if (answer === undefined || answer === null) return null;
  if (!isAllowedAnswer(answer, BUILT_IN_QUESTIONS[field].options)) {
    throw new DomainError('VALIDATION_FAILED', SELF_ID_MESSAGES.unknownOption, { field });
  }
  return answer;
}

/** The category answers, with the labels the candidate saw; each checked against the organisation's. */
function categoryAnswers(given: Record<string, string>, config: SelfIdentificationConfig): CategoryAnswer[] {
  for (const id of Object.keys(given)) {
    if (!config.categories.some((c) => c.id === id)) {
      throw new DomainError('VALIDATION_FAILED', SELF_ID_MESSAGES.unknownCategory);
    }
  }
  return config.categories.flatMap((category) => {
    if (!Object.hasOwn(given, category.id)) return [];
    const optionId = given[category.id]!;
    if (!isAllowedAnswer(optionId, category.options)) {
      throw new DomainError('VALIDATION_FAILED', SELF_ID_MESSAGES.unknownOption, { field: category.id });
    }
    const optionLabel =
      optionId === PREFER_NOT_TO_SAY
        ? PREFER_NOT_TO_SAY_LABEL
        : category.options.find((o) => o.id === optionId)!.label;
    return [{ categoryId: category.id, categoryLabel: category.label, optionId, optionLabel }];
  });
}

/**
 * The candidate's side of self-identification (docs/behaviour/interview.md §19): the questions,
 * and storing the answers apart from the interview. Only the session's own credential opens it
 * (NOT_FOUND for anyone else, as every candidate call).
 */
export class CandidateSelfIdentification {
  constructor(
    private readonly deps: {
      sessions: CandidateSessionRepository;
      jobs: JobRepository;
      digest: Digest;
      store: SelfIdentificationStore;
      clock: Clock;
    },
  ) {}

  /** GET /api/sessions/{id}/self-identification: the questions and whether answers are on file. */
  async questions(sessionId: string, tokens: readonly string[]): Promise<SelfIdentificationQuestionsView> {
    const session = await findCandidateSession(this.deps, sessionId, tokens);
    return {
      questions: questionsOf(await this.configOf(session.jobId)),
      answered: await this.deps.store.hasAnswers(session.id),
    };
  }

  /** PUT /api/sessions/{id}/self-identification. Errors: INVALID_STATE before completion; VALIDATION_FAILED. */
  async record(
    sessionId: string,
    tokens: readonly string[],
    request: SelfIdentificationAnswersRequest,
  ): Promise<{ answered: true }> {
    const session = await findCandidateSession(this.deps, sessionId, tokens);
    if (session.status !== 'completed') throw new DomainError('INVALID_STATE', NOT_YET_MESSAGE);
    const config = await this.configOf(session.jobId);
    const answers: SelfIdentificationAnswers = {
      sex: builtIn(request.sex, 'sex'),
      ageBand: builtIn(request.ageBand, 'ageBand'),
      firstLanguage: builtIn(request.firstLanguage, 'firstLanguage'),
      categories: categoryAnswers(request.categories ?? {}, config),
    };
    await this.deps.store.save({ sessionId: session.id, answers, recordedAt: this.deps.clock.now() });
    return { answered: true };
  }

  private async configOf(jobId: string): Promise<SelfIdentificationConfig> {
    const job = await this.deps.jobs.findById(jobId);
    const config = job ? await this.deps.store.findConfig(job.organisationId) : null;
    return config ?? { categories: [] };
  }
}
