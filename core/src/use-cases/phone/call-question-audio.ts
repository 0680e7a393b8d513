import { DomainError } from '../../domain/errors.js';
import type { BlobRead } from '../../ports/blob-store.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Digest } from '../../ports/digest.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { PhoneInterviewRepository } from '../../ports/phone-interview-repository.js';
import type { QuestionAudio } from '../speech/question-audio.js';

/**
 * How long after a call was placed or received its question audio URLs work: longer than any
 * interview call (questions of 90 s, prompts and retries), short enough that a URL copied from
 * a provider's log is soon worthless. The URL also stops working when the call ends.
 */
export const CALL_AUDIO_VALID_MS = 3 * 60 * 60_000;

/**
 * The question audio a call plays (docs/behaviour/interview.md §20): the web's own question audio
 * (QuestionAudio, the same cached mp3), fetched by the provider with no session from a URL that
 * carries the call's secret, while the call is live. Every refusal is the same NOT_FOUND, so a
 * guess learns nothing.
 */
export class CallQuestionAudio {
  constructor(
    private readonly deps: {
      phoneInterviews: PhoneInterviewRepository;
      sessions: CandidateSessionRepository;
      jobs: JobRepository;
      digest: Digest;
      clock: Clock;
      audio: Pick<QuestionAudio, 'execute' | 'prepare'>;
    },
  ) {}

  /** True when question `index` of the session's job has audio stored (made now if needed). */
  async ready(sessionId: string, index: number): Promise<boolean> {
    const question = await this.question(sessionId, index);
    return question !== null && this.deps.audio.prepare(question.text, question.language);
  }

  /**
   * The audio of question `index` for call `callId`, fetched from `clientAddress`. Twilio signs
   * no <Play> fetch, so the address counts like any other client's: cached audio is unlimited,
   * a synthesis (a cache miss) counts against the address's synthesis budget
   * (SYNTHESES_PER_WINDOW). Errors: NOT_FOUND, for every refusal the budget's included.
   */
  async serve(input: {
    callId: string;
    secret: string;
    index: number;
    clientAddress: string | null;
  }): Promise<BlobRead> {
    const { phoneInterviews, digest, clock } = this.deps;
    const refused = new DomainError('NOT_FOUND', 'Not found');
    const call = await phoneInterviews.findCall(input.callId);
    if (!call || digest.sha256Hex(input.secret) !== call.secretHash) throw refused;
    const age = clock.now().getTime() - call.createdAt.getTime();
    if (call.endedAt !== null || age > CALL_AUDIO_VALID_MS || !call.sessionId) throw refused;
    const question = await this.question(call.sessionId, input.index);
    if (question === null) throw refused;
    return this.deps.audio.execute({ ...question, clientAddress: input.clientAddress }).catch(() => {
      throw refused;
    });
  }

  /** The question's text and its job's language: the call speaks it in the interview's voice. */
  private async question(
    sessionId: string,
    index: number,
  ): Promise<{ text: string; language: string } | null> {
    const session = await this.deps.sessions.findById(sessionId);
    if (!session || !Number.isInteger(index) || index < 0) return null;
    const [job, questions] = await Promise.all([
      this.deps.jobs.findById(session.jobId),
      this.deps.jobs.listQuestions(session.jobId),
    ]);
    const text = questions[index]?.text;
    return job && text !== undefined ? { text, language: job.language } : null;
  }
}
