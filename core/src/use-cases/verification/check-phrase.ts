import type { CandidateSession } from '../../domain/candidate-session.js';
import type { BlobStore } from '../../ports/blob-store.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { SpeechToText } from '../../ports/speech-to-text.js';
import { phraseMatch } from '../../rules/verification-phrase.js';
import { VIDEO_MAX_BYTES } from './limits.js';
import { verificationKey } from './media-paths.js';
import type { SpeechExtractor } from '../../ports/speech-extractor.js';
import { spellTwoDigitNumbers } from './spoken-numbers.js';

/** What one run of the check did. */
export type PhraseCheckOutcome =
  /** Nothing to do: no such session, no video, no phrase, or this video was checked already. */
  | 'skipped'
  /** No transcriber is configured: the check stays pending for HR. */
  | 'unavailable'
  /** The result is saved (passed on an exact match). */
  | 'checked';

/** True when the session holds a video whose phrase has not been checked yet. */
export function awaitsPhraseCheck(session: CandidateSession): boolean {
  return (
    session.verificationType === 'video' &&
    session.verificationFilePath !== null &&
    session.verificationPhrase !== null &&
    session.phraseCheckedAt === null
  );
}

/**
 * The phrase check of an identity video: its sound is extracted, transcribed and compared with
 * the phrase after normalisation (docs/behaviour/interview.md §5.5). Transcript, normalised texts, exact match and
 * score are saved; an exact match passes a pending check. Idempotent: a checked video, or one
 * replaced while it was being transcribed, is left as it is, and HR's decision is never undone.
 */
export class CheckVerificationPhrase {
  constructor(
    private readonly deps: {
      sessions: CandidateSessionRepository;
      blobs: BlobStore;
      stt: SpeechToText | null;
      extractor: SpeechExtractor;
      clock: Clock;
    },
  ) {}

  /** Checks the session's current video. Rejects on a provider or tool failure (worth retrying). */
  async execute(sessionId: string): Promise<PhraseCheckOutcome> {
    const session = await this.deps.sessions.findById(sessionId);
    if (!session || !awaitsPhraseCheck(session)) return 'skipped';
    const stt = this.deps.stt;
    if (!stt) return 'unavailable';
    const file = session.verificationFilePath!;
    const video = await this.readVideo(file);
    if (!video) return 'skipped';
    const audio = await this.deps.extractor.extractSpeech(video);
    const heard = audio ? (await stt.transcribe(audio)).text : '';
    const match = phraseMatch(session.verificationPhrase!, spellTwoDigitNumbers(heard));

    const current = await this.deps.sessions.findById(session.id);
    if (!current || current.verificationFilePath !== file || !awaitsPhraseCheck(current)) return 'skipped';
    const passes = match.exact && current.verificationStatus === 'pending';
    const now = this.deps.clock.now();
    await this.deps.sessions.update(session.id, {
      phraseTranscript: heard,
      phraseNormalizedTranscript: match.normalizedTranscript,
      phraseNormalizedExpected: match.normalizedExpected,
      phraseMatchExact: match.exact,
      phraseMatchScore: match.score,
      phraseCheckedAt: now,
      ...(passes ? { verificationStatus: 'passed' as const, verifiedAt: now } : {}),
    });
    return 'checked';
  }

  /** The stored video's bytes, or null when it is gone or larger than any accepted upload. */
  private async readVideo(path: string): Promise<{ data: Uint8Array; contentType: string } | null> {
    const read = await this.deps.blobs.get(verificationKey(path));
    if (!read || read.size > VIDEO_MAX_BYTES) return null;
    const data = new Uint8Array(read.size);
    let offset = 0;
    for await (const chunk of read.body) {
      if (offset + chunk.length > data.length) return null;
      data.set(chunk, offset);
      offset += chunk.length;
    }
    return { data: data.subarray(0, offset), contentType: read.contentType };
  }
}
