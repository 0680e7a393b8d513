import type { CandidateSession } from '../../domain/candidate-session.js';
import type { CandidateResponseRepository } from '../../ports/candidate-response-repository.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Digest } from '../../ports/digest.js';
import { findCandidateSession } from './session-access.js';

/** A session as its candidate resumes it: where they were and which answers the server holds. */
export interface ResumableSession {
  session: CandidateSession;
  /** Question indexes with a stored answer, ascending: the web re-uploads only the others. */
  answeredQuestionIndexes: number[];
}

/** GET /api/sessions/{id} for the candidate holding the credential. */
export class GetCandidateSession {
  constructor(
    private readonly deps: {
      sessions: CandidateSessionRepository;
      responses: CandidateResponseRepository;
      digest: Digest;
    },
  ) {}

  /** Errors: NOT_FOUND (missing session or wrong credential). */
  async execute(id: string, tokens: readonly string[]): Promise<ResumableSession> {
    const session = await findCandidateSession(this.deps, id, tokens);
    const answers = await this.deps.responses.listBySession(session.id);
    return { session, answeredQuestionIndexes: answers.map((a) => a.questionIndex) };
  }
}
