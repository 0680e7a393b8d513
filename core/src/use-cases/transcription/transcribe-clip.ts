import { DomainError } from '../../domain/errors.js';
import { CONTENT_TYPE_BY_KIND } from '../../rules/file-signatures.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Digest } from '../../ports/password-hasher.js';
import type { RateLimitStore } from '../../ports/rate-limit-store.js';
import type { SpeechToText, Transcript } from '../../ports/speech-to-text.js';
import { windowStart } from '../accounts/login-rate-limit.js';
import { AUDIO_RULE, UPLOAD_MESSAGES } from '../interview/limits.js';
import { findCandidateSession } from '../interview/session-access.js';
import { checkUpload, type UploadedFile } from '../interview/uploaded-file.js';

/** A clip sent for immediate transcription: short (a practice take), so 5 MB is plenty. */
export const TRANSCRIBE_MAX_BYTES = 5 * 1024 * 1024;
/** Synchronous transcriptions one session may ask for per hour (speech recognition is costly). */
export const TRANSCRIBE_PER_HOUR = 30;

export const NO_STT_MESSAGE = 'No speech-to-text is configured: your answer is saved and transcribed later.';

/**
 * POST /api/transcribe: transcribes one clip now, for the candidate of a session (their own
 * credential), e.g. to show a practice take's text. Interview answers are transcribed by the queue.
 */
export class TranscribeClip {
  constructor(
    private readonly deps: {
      stt: SpeechToText | null;
      sessions: CandidateSessionRepository;
      digest: Digest;
      rateLimits: RateLimitStore;
      clock: Clock;
    },
  ) {}

  async execute(input: {
    sessionId: string;
    tokens: readonly string[];
    audio: UploadedFile | null;
  }): Promise<Transcript> {
    const session = await findCandidateSession(this.deps, input.sessionId, input.tokens);
    if (!input.audio) throw new DomainError('VALIDATION_FAILED', UPLOAD_MESSAGES.audioRequired);
    const kind = checkUpload(input.audio, { ...AUDIO_RULE, maxBytes: TRANSCRIBE_MAX_BYTES });
    if (!this.deps.stt) throw new DomainError('PROVIDER_UNAVAILABLE', NO_STT_MESSAGE);
    const hour = windowStart(this.deps.clock.now(), 60 * 60_000);
    if ((await this.deps.rateLimits.hit(`transcribe:${session.id}`, hour)) > TRANSCRIBE_PER_HOUR) {
      throw new DomainError(
        'RATE_LIMITED',
        'Too many transcription requests for this interview. Please try again later.',
      );
    }
    const chunks: Uint8Array[] = [];
    for await (const chunk of input.audio.open()) chunks.push(chunk);
    const data = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      data.set(chunk, offset);
      offset += chunk.length;
    }
    return this.deps.stt.transcribe({ data, contentType: CONTENT_TYPE_BY_KIND[kind] });
  }
}
