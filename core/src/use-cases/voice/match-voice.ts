import type { CandidateResponse } from '../../domain/candidate-response.js';
import type { BlobRead, BlobStore } from '../../ports/blob-store.js';
import type { CandidateResponseRepository } from '../../ports/candidate-response-repository.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Ids } from '../../ports/ids.js';
import type { JobPayloads } from '../../ports/job-queue.js';
import type { SpeakerEmbedder } from '../../ports/speaker-embedding.js';
import type { SpeakerEmbeddingRepository } from '../../ports/speaker-embedding-repository.js';
import { VOICE_MATCH_THRESHOLD } from '../../rules/voice-score.js';
import { audioKey } from '../interview/media-keys.js';
import { sessionVoiceScores } from '../../rules/session-voice-scores.js';

/** What a voice-match job did. Only `matched` changes anything. */
export type MatchVoiceOutcome =
  | 'matched'
  /** No embedder is configured: no score is recorded and the review shows Loading. */
  | 'no-embedder'
  | 'answer-missing'
  | 'no-audio'
  | 'session-missing'
  /** The candidate has no warm-up yet; nothing to compare with. */
  | 'no-enrollment'
  /** The warm-up's audio is gone from the store. */
  | 'enrollment-missing'
  /** The warm-up holds too little speech to describe a voice. */
  | 'enrollment-silent'
  | 'audio-missing'
  /** The answer holds too little speech to compare. */
  | 'answer-silent'
  /** The candidate re-recorded while this ran; the new audio has its own job. */
  | 'superseded';

/** What the job saw and did, for the worker's log. */
export interface MatchVoiceResult {
  outcome: MatchVoiceOutcome;
  /** The answer's similarity to the warm-up, 0-1. */
  similarity?: number;
}

type Vector = { vector: number[] } | { missing: true } | { silent: true };

/**
 * The `voice-match` job: compares the voice of one answer with the session's warm-up. The
 * warm-up is embedded once (cached in speaker_embeddings by its path, as is every answer), the
 * answer's `isSamePerson` is set from the threshold, and the session's per-question scores and
 * their mean are recomputed from every cached answer, so jobs finishing in any order agree.
 */
export class MatchVoice {
  constructor(
    private readonly deps: {
      responses: CandidateResponseRepository;
      sessions: CandidateSessionRepository;
      embeddings: SpeakerEmbeddingRepository;
      blobs: BlobStore;
      embedder: SpeakerEmbedder | null;
      clock: Clock;
      ids: Ids;
    },
  ) {}

  /** Rejects when the embedder's tool fails, so the queue retries the job. */
  async execute(payload: JobPayloads['voice-match']): Promise<MatchVoiceResult> {
    const { embedder } = this.deps;
    if (!embedder) return { outcome: 'no-embedder' };
    const response = await this.deps.responses.findById(payload.responseId);
    if (!response) return { outcome: 'answer-missing' };
    if (!response.audioFilePath) return { outcome: 'no-audio' };
    const session = await this.deps.sessions.findById(response.sessionId);
    if (!session) return { outcome: 'session-missing' };
    if (!session.enrollmentRecordingUrl) return { outcome: 'no-enrollment' };

    const reference = await this.vectorOf(session.enrollmentRecordingUrl, embedder);
    if ('missing' in reference) return { outcome: 'enrollment-missing' };
    if ('silent' in reference) return { outcome: 'enrollment-silent' };
    const audioPath = response.audioFilePath;
    const answer = await this.vectorOf(audioPath, embedder);
    // Embedding takes a while; a re-take in the meantime must not get the old audio's verdict.
    if (await this.audioChanged(response, audioPath)) return { outcome: 'superseded' };
    if ('missing' in answer) return { outcome: 'audio-missing' };
    if ('silent' in answer) return { outcome: 'answer-silent' };

    const similarity = embedder.similarity(reference.vector, answer.vector);
    await this.deps.responses.setSamePerson(response.id, similarity >= VOICE_MATCH_THRESHOLD);
    await this.recordSessionScores(session.id, reference.vector, embedder);
    return { outcome: 'matched', similarity };
  }

  /** The clip's cached vector, or its embedding (then cached). */
  private async vectorOf(clipPath: string, embedder: SpeakerEmbedder): Promise<Vector> {
    const cached = await this.deps.embeddings.findByClipPath(clipPath);
    if (cached) return { vector: cached.embedding };
    const blob = await this.deps.blobs.get(audioKey(clipPath));
    if (!blob) return { missing: true };
    const vector = await embedder.embed({ data: await readAll(blob), contentType: blob.contentType });
    if (!vector) return { silent: true };
    await this.deps.embeddings.save({
      id: this.deps.ids.newId(),
      clipPath,
      embedding: vector,
      createdAt: this.deps.clock.now(),
    });
    return { vector };
  }

  private async recordSessionScores(
    sessionId: string,
    reference: readonly number[],
    embedder: SpeakerEmbedder,
  ): Promise<void> {
    const answers = await this.deps.responses.listBySession(sessionId);
    const paths = answers.flatMap((a) => (a.audioFilePath ? [a.audioFilePath] : []));
    const cached = new Map(
      (await this.deps.embeddings.findByClipPaths(paths)).map((row) => [row.clipPath, row.embedding]),
    );
    const similarities = answers.flatMap((a) => {
      const vector = a.audioFilePath ? cached.get(a.audioFilePath) : undefined;
      return vector
        ? [{ questionIndex: a.questionIndex, similarity: embedder.similarity(reference, vector) }]
        : [];
    });
    const { scores, score } = sessionVoiceScores(similarities);
    await this.deps.sessions.update(sessionId, {
      voiceVerifyScores: scores,
      voiceVerifyScore: score,
      voiceVerifyCheckedAt: this.deps.clock.now(),
    });
  }

  private async audioChanged(response: CandidateResponse, audioPath: string): Promise<boolean> {
    const current = await this.deps.responses.findById(response.id);
    return current?.audioFilePath !== audioPath;
  }
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
