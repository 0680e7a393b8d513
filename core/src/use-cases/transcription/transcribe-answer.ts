import type { BlobRead, BlobStore } from '../../ports/blob-store.js';
import type { CandidateResponseRepository } from '../../ports/candidate-response-repository.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import { evaluateKey, type JobPayloads, type JobQueue } from '../../ports/job-queue.js';
import type { JobRepository } from '../../ports/job-repository.js';
import {
  recognisedLanguages,
  type SpeechToText,
  type TimedWord,
  type TranscriptionContext,
} from '../../ports/speech-to-text.js';
import { jobPhrases } from '../../rules/job-phrases.js';
import { readableTranscript } from '../../rules/readable-transcript.js';
import { audioKey } from '../interview/media-keys.js';

/**
 * What a transcription job did. Every outcome but `transcribed` leaves the answer as it was;
 * a provider failure is not an outcome but a rejection, so the queue retries the job.
 */
export type TranscribeOutcome =
  | 'transcribed'
  /** A transcript of the current audio is already stored (a duplicate or retried job). */
  | 'already-transcribed'
  /** No transcriber is configured: the transcript stays pending until one is. */
  | 'no-transcriber'
  | 'answer-missing'
  | 'no-audio'
  /** The row names audio the store no longer has; retrying cannot help. */
  | 'audio-missing'
  /** The candidate re-recorded while this ran; the new audio has its own job (or the sweep's). */
  | 'superseded'
  /**
   * The transcriber does not hear the interview's language: the answer is kept for the team to
   * rate, never sent to it (docs/behaviour/interview.md §22).
   */
  | 'language-not-recognised';

/** What the job saw and did, for the worker's log. */
export interface TranscribeResult {
  outcome: TranscribeOutcome;
  /** Characters of the saved transcript. */
  characters?: number;
}

/**
 * The `transcribe` job: reads the answer, fetches its audio, asks the speech-to-text port and
 * saves the transcript with its confidence and its readable form (for HR's screens). Idempotent: a stored transcript is never redone,
 * and re-recording clears it (the repository's upsert), so the new audio is transcribed again.
 */
export class TranscribeAnswer {
  constructor(
    private readonly deps: {
      responses: CandidateResponseRepository;
      blobs: BlobStore;
      stt: SpeechToText | null;
      /**
       * With both, the last transcript of a completed interview awaiting evaluation queues its
       * evaluation at once (see `evaluateWhenTranscribed`).
       */
      sessions?: CandidateSessionRepository;
      queue?: JobQueue;
      /**
       * With `sessions`, the answer's job: its phrases tell the recogniser what to expect, and its
       * language which recogniser may hear it (without, English).
       */
      jobs?: JobRepository;
    },
  ) {}

  /** Rejects with the provider's error (e.g. PROVIDER_UNAVAILABLE) so the job is retried. */
  async execute(payload: JobPayloads['transcribe']): Promise<TranscribeResult> {
    const response = await this.deps.responses.findById(payload.responseId);
    if (!response) return { outcome: 'answer-missing' };
    if (!response.audioFilePath) return { outcome: 'no-audio' };
    if (response.transcribedText !== null) return { outcome: 'already-transcribed' };
    if (!this.deps.stt) return { outcome: 'no-transcriber' };

    const context = await this.contextOf(response.sessionId);
    const language = context?.language ?? 'en';
    if (!recognisedLanguages(this.deps.stt).includes(language)) return { outcome: 'language-not-recognised' };
    const audioPath = response.audioFilePath;
    const blob = await this.deps.blobs.get(audioKey(audioPath));
    if (!blob) {
      return { outcome: (await this.audioChanged(response.id, audioPath)) ? 'superseded' : 'audio-missing' };
    }
    const transcript = await this.deps.stt.transcribe(
      { data: await readAll(blob), contentType: blob.contentType },
      context,
    );
    // Transcription takes seconds; a re-take in the meantime must not get the old audio's words.
    if (await this.audioChanged(response.id, audioPath)) return { outcome: 'superseded' };
    // The recording's length as the recogniser measured it: browsers' WebM carries none, and
    // every upload path (simple or resumable) comes through here, so every answer gets one.
    const saved = await this.deps.responses.saveTranscript(response.id, {
      text: transcript.text,
      confidence: transcript.confidence,
      durationSeconds: transcript.durationSeconds ?? null,
      // Kept beside the raw text, which stays what is scored and exported.
      readableText: readableTranscript(transcript.text, transcript.words),
      words: transcript.words?.length ? transcript.words.map(storedWord) : null,
      transcriber: transcript.recogniser ?? this.deps.stt.name,
    });
    if (!saved) return { outcome: 'answer-missing' };
    await this.evaluateWhenTranscribed(response.sessionId);
    return { outcome: 'transcribed', characters: transcript.text.length };
  }

  /**
   * The evaluate job of an interview completed before its transcripts fails and backs off
   * (5 s doubling); under a transcription backlog its last attempt came before the transcripts and
   * judged answers "transcript missing", with nothing to evaluate them again. So the transcript
   * that leaves no answer of an interview awaiting evaluation pending queues the evaluation now
   * (a newer input, so a stale evaluation is replaced). Best effort: the transcript is stored,
   * and the evaluate job's own retries remain.
   */
  private async evaluateWhenTranscribed(sessionId: string): Promise<void> {
    const { sessions, queue } = this.deps;
    if (!sessions || !queue) return;
    try {
      const session = await sessions.findById(sessionId);
      if (session?.status !== 'completed' || !session.evaluationRequestedAt) return;
      const answers = await this.deps.responses.listBySession(sessionId);
      if (answers.some((a) => a.audioFilePath !== null && a.transcribedText === null)) return;
      await queue.enqueue('evaluate', { sessionId }, { singletonKey: evaluateKey(sessionId) });
    } catch {
      // deliberately swallowed: see above
    }
  }

  /**
   * The job's phrases and language for the recogniser; none when the job cannot be read (the
   * answer still gets a transcript, as English).
   */
  private async contextOf(sessionId: string): Promise<TranscriptionContext | undefined> {
    const { sessions, jobs } = this.deps;
    if (!sessions || !jobs) return undefined;
    try {
      const session = await sessions.findById(sessionId);
      const job = session ? await jobs.findById(session.jobId) : null;
      if (!job) return undefined;
      return { phrases: jobPhrases(job, await jobs.listQuestions(job.id)), language: job.language };
    } catch {
      return undefined;
    }
  }

  private async audioChanged(responseId: string, audioPath: string): Promise<boolean> {
    const current = await this.deps.responses.findById(responseId);
    return current?.audioFilePath !== audioPath;
  }
}

/** A word as stored: times to the centisecond and confidence to three places keep the row small. */
function storedWord(word: TimedWord): TimedWord {
  const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
  return {
    word: word.word,
    startSeconds: round(word.startSeconds, 2),
    endSeconds: round(word.endSeconds, 2),
    confidence: typeof word.confidence === 'number' ? round(word.confidence, 3) : null,
  };
}

async function readAll(blob: BlobRead): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of blob.body) parts.push(part);
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}
