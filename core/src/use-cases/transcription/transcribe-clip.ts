import { DomainError } from '../../domain/errors.js';
import { CONTENT_TYPE_BY_KIND } from '../../rules/file-signatures.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Digest } from '../../ports/digest.js';
import type { JobRepository } from '../../ports/job-repository.js';
import { recognisedLanguages, type SpeechToText, type Transcript } from '../../ports/speech-to-text.js';
import type { WorkSlots } from '../../ports/work-slots.js';
import type { AbuseBudgets } from '../abuse/abuse-budgets.js';
import {
  TRANSCRIBE_BUSY_RETRY_SECONDS,
  TRANSCRIBE_NOW_CONCURRENCY,
  TRANSCRIBE_NOW_LEASE_MS,
} from '../../rules/abuse-budgets.js';
import { AUDIO_RULE, UPLOAD_MESSAGES } from '../interview/limits.js';
import { findCandidateSession } from '../interview/session-access.js';
import { checkUpload, type UploadedFile } from '../interview/uploaded-file.js';

/** A clip sent for immediate transcription: short (a practice take), so 5 MB is plenty. */
export const TRANSCRIBE_MAX_BYTES = 5 * 1024 * 1024;

export const NO_STT_MESSAGE = 'No speech-to-text is configured: your answer is saved and transcribed later.';

/** Said when the recogniser does not hear the interview's language (docs/behaviour/interview.md §22). */
export const NO_STT_FOR_LANGUAGE_MESSAGE =
  "No speech recognition for this interview's language is configured: your answers are kept for the hiring team.";

/** Said (429, Retry-After) while every immediate-transcription slot of the platform is taken. */
export const TRANSCRIBE_BUSY_MESSAGE =
  'Transcription is busy right now. Your answers are saved and transcribed later; please try again in a moment.';

/** The work-slot name of immediate transcriptions. */
const SLOTS = 'transcribe-now';

/**
 * POST /api/transcribe: transcribes one clip now, for the candidate of a session (their own
 * credential), e.g. to show a practice take's text. Interview answers are transcribed by the queue.
 * Budgets: per session and per address (a new session brings no new quota), and at most
 * TRANSCRIBE_NOW_CONCURRENCY running at once on the whole platform.
 */
export class TranscribeClip {
  constructor(
    private readonly deps: {
      stt: SpeechToText | null;
      sessions: CandidateSessionRepository;
      jobs: Pick<JobRepository, 'findById'>;
      digest: Digest;
      budgets: AbuseBudgets;
      slots: WorkSlots;
      clock: Clock;
    },
  ) {}

  /** Errors: NOT_FOUND, VALIDATION_FAILED, UNSUPPORTED_MEDIA_TYPE, TOO_LARGE, PROVIDER_UNAVAILABLE, RATE_LIMITED. */
  async execute(input: {
    sessionId: string;
    tokens: readonly string[];
    audio: UploadedFile | null;
    addressKey?: string | null;
  }): Promise<Transcript> {
    const session = await findCandidateSession(this.deps, input.sessionId, input.tokens);
    if (!input.audio) throw new DomainError('VALIDATION_FAILED', UPLOAD_MESSAGES.audioRequired);
    const kind = checkUpload(input.audio, { ...AUDIO_RULE, maxBytes: TRANSCRIBE_MAX_BYTES });
    if (!this.deps.stt) throw new DomainError('PROVIDER_UNAVAILABLE', NO_STT_MESSAGE);
    // The clip is heard in the interview's language, never by a recogniser that cannot hear it.
    const language = (await this.deps.jobs.findById(session.jobId))?.language ?? 'en';
    if (!recognisedLanguages(this.deps.stt).includes(language)) {
      throw new DomainError('PROVIDER_UNAVAILABLE', NO_STT_FOR_LANGUAGE_MESSAGE);
    }
    const { slots, clock } = this.deps;
    const lease = await slots.acquire(
      SLOTS,
      TRANSCRIBE_NOW_CONCURRENCY,
      TRANSCRIBE_NOW_LEASE_MS,
      clock.now(),
    );
    if (!lease) {
      throw new DomainError('RATE_LIMITED', TRANSCRIBE_BUSY_MESSAGE, {
        retryAfterSeconds: TRANSCRIBE_BUSY_RETRY_SECONDS,
      });
    }
    try {
      // Counted only once a slot is free: a candidate told "busy" keeps their quota for the retry.
      await this.deps.budgets.transcription(session.id, input.addressKey ?? null);
      const chunks: Uint8Array[] = [];
      for await (const chunk of input.audio.open()) chunks.push(chunk);
      const data = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        data.set(chunk, offset);
        offset += chunk.length;
      }
      return await this.deps.stt.transcribe(
        { data, contentType: CONTENT_TYPE_BY_KIND[kind] },
        { phrases: [], language },
      );
    } finally {
      await slots.release(SLOTS, lease);
    }
  }
}
