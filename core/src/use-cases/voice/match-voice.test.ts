import { describe, expect, it } from 'vitest';
import type { CandidateResponse } from '../../domain/candidate-response.js';
import type { CandidateSession, CandidateSessionUpdate } from '../../domain/candidate-session.js';
import type { BlobStore } from '../../ports/blob-store.js';
import type { CandidateResponseRepository } from '../../ports/candidate-response-repository.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { SpeakerEmbedder } from '../../ports/speaker-embedding.js';
import type {
  SpeakerEmbedding,
  SpeakerEmbeddingRepository,
} from '../../ports/speaker-embedding-repository.js';
import type { AudioClip } from '../../ports/speech-to-text.js';
import { VOICE_MATCH_THRESHOLD } from '../../rules/voice-score.js';
import { audioKey } from '../interview/media-keys.js';
import { MatchVoice } from './match-voice.js';

const SESSION = 's1';
const WARM_UP = `${SESSION}/enrollment-aaa.webm`;
const NOW = new Date('2025-03-01T10:00:00Z');

/** Audio whose first byte is the "voice": the fake embedder's vector is [byte]. */
const voice = (who: number) => new Uint8Array([who, 1, 2, 3]);

/** Similarity 1 - |a - b| / 10: voices 0 and 4 score 0.6, voices 0 and 6 score 0.4. */
class FakeEmbedder implements SpeakerEmbedder {
  readonly name = 'fake';
  embedded: AudioClip[] = [];
  async embed(audio: AudioClip): Promise<number[] | null> {
    this.embedded.push(audio);
    const who = audio.data[0]!;
    return who === 255 ? null : [who];
  }
  similarity(a: readonly number[], b: readonly number[]): number {
    return 1 - Math.abs(a[0]! - b[0]!) / 10;
  }
}

function anAnswer(questionIndex: number, who: number): CandidateResponse {
  return {
    id: `r${questionIndex}`,
    sessionId: SESSION,
    questionId: null,
    questionIndex,
    questionText: `Question ${questionIndex}`,
    audioFilePath: `${SESSION}/${questionIndex}-${who}.webm`,
    transcribedText: null,
    readableText: null,
    transcriptionConfidence: null,
    transcriptWords: null,
    transcriber: null,
    duration: null,
    createdAt: NOW,
    isSamePerson: true,
  };
}

class World {
  answers = new Map<string, CandidateResponse>();
  blobs = new Map<string, Uint8Array>();
  cache = new Map<string, SpeakerEmbedding>();
  session: CandidateSession | null = { id: SESSION, enrollmentRecordingUrl: WARM_UP } as CandidateSession;
  updates: CandidateSessionUpdate[] = [];
  verdicts: [string, boolean][] = [];
  embedder = new FakeEmbedder();
  /** Called between the embedding and the re-read, to simulate a re-take meanwhile. */
  onEmbed: () => void = () => undefined;

  constructor(warmUpVoice: number | null = 0) {
    if (warmUpVoice !== null) this.blobs.set(audioKey(WARM_UP), voice(warmUpVoice));
  }

  answer(questionIndex: number, who: number): CandidateResponse {
    const a = anAnswer(questionIndex, who);
    this.answers.set(a.id, a);
    this.blobs.set(audioKey(a.audioFilePath!), voice(who));
    return a;
  }

  job(embedder: SpeakerEmbedder | null = this.embedder): MatchVoice {
    const unused = () => Promise.reject(new Error('not used by the job'));
    const responses: CandidateResponseRepository = {
      findById: async (id) => this.answers.get(id) ?? null,
      listBySession: async (sessionId) => [...this.answers.values()].filter((a) => a.sessionId === sessionId),
      setSamePerson: async (id, same) => void this.verdicts.push([id, same]),
      upsert: unused,
      findBySessionAndIndex: unused,
      listBySessions: unused,
      saveTranscript: unused,
    };
    const sessions = {
      findById: async (id: string) => (this.session?.id === id ? this.session : null),
      update: async (id: string, update: CandidateSessionUpdate) => {
        this.updates.push(update);
        return this.session;
      },
    } as unknown as CandidateSessionRepository;
    const embeddings: SpeakerEmbeddingRepository = {
      findByClipPath: async (path) => this.cache.get(path) ?? null,
      findByClipPaths: async (paths) => paths.flatMap((p) => this.cache.get(p) ?? []),
      save: async (row) => {
        if (!this.cache.has(row.clipPath)) this.cache.set(row.clipPath, row);
      },
    };
    const blobs = {
      get: async (key: string) => {
        const data = this.blobs.get(key);
        if (!data) return null;
        this.onEmbed();
        return {
          size: data.length,
          contentType: 'audio/webm',
          range: null,
          body: (async function* () {
            yield data;
          })(),
        };
      },
    } as unknown as BlobStore;
    let n = 0;
    return new MatchVoice({
      responses,
      sessions,
      embeddings,
      blobs,
      embedder,
      clock: { now: () => NOW },
      ids: { newId: () => `e${++n}`, newToken: () => 't' },
    });
  }
}

describe('MatchVoice', () => {
  it('marks a similar voice as the same person and records the score per question', async () => {
    const world = new World(0);
    world.answer(0, 4);
    const result = await world.job().execute({ responseId: 'r0' });
    expect(result).toEqual({ outcome: 'matched', similarity: 0.6 });
    expect(world.verdicts).toEqual([['r0', true]]);
    expect(world.updates).toEqual([
      { voiceVerifyScores: { '0': 0.6 }, voiceVerifyScore: 60, voiceVerifyCheckedAt: NOW },
    ]);
  });

  it('marks a voice below the 0.5 threshold as a different person', async () => {
    const world = new World(0);
    world.answer(2, 6);
    const result = await world.job().execute({ responseId: 'r2' });
    expect(result.similarity).toBeLessThan(VOICE_MATCH_THRESHOLD);
    expect(world.verdicts).toEqual([['r2', false]]);
    expect(world.updates[0]).toMatchObject({ voiceVerifyScores: { '2': 0.4 }, voiceVerifyScore: 40 });
  });

  it('uses exactly the threshold as a match (>= 0.5)', async () => {
    const world = new World(0);
    world.answer(0, 5);
    await world.job().execute({ responseId: 'r0' });
    expect(world.verdicts).toEqual([['r0', true]]);
  });

  it('embeds the warm-up once and averages every compared answer', async () => {
    const world = new World(0);
    world.answer(0, 0);
    world.answer(1, 6);
    const job = world.job();
    await job.execute({ responseId: 'r0' });
    await job.execute({ responseId: 'r1' });
    // warm-up, answer 0, answer 1: the warm-up's second use is served from the cache
    expect(world.embedder.embedded).toHaveLength(3);
    expect(world.cache.has(WARM_UP)).toBe(true);
    expect(world.updates[1]).toMatchObject({ voiceVerifyScores: { '0': 1, '1': 0.4 }, voiceVerifyScore: 70 });
    // running a job again embeds nothing new
    await job.execute({ responseId: 'r1' });
    expect(world.embedder.embedded).toHaveLength(3);
  });

  it('changes nothing without an embedder, a warm-up, speech or audio', async () => {
    const cases: [World, string, string][] = [];
    const noEmbedder = new World(0);
    noEmbedder.answer(0, 1);
    cases.push([noEmbedder, 'r0', 'no-embedder']);
    const noWarmUp = new World(0);
    noWarmUp.session = { id: SESSION, enrollmentRecordingUrl: null } as CandidateSession;
    noWarmUp.answer(0, 1);
    cases.push([noWarmUp, 'r0', 'no-enrollment']);
    const lostWarmUp = new World(null);
    lostWarmUp.answer(0, 1);
    cases.push([lostWarmUp, 'r0', 'enrollment-missing']);
    const silentWarmUp = new World(255);
    silentWarmUp.answer(0, 1);
    cases.push([silentWarmUp, 'r0', 'enrollment-silent']);
    const silentAnswer = new World(0);
    silentAnswer.answer(0, 255);
    cases.push([silentAnswer, 'r0', 'answer-silent']);
    const lostAnswer = new World(0);
    lostAnswer.blobs.delete(audioKey(lostAnswer.answer(0, 1).audioFilePath!));
    cases.push([lostAnswer, 'r0', 'audio-missing']);
    cases.push([new World(0), 'nope', 'answer-missing']);

    for (const [world, responseId, outcome] of cases) {
      const job = outcome === 'no-embedder' ? world.job(null) : world.job();
      expect((await job.execute({ responseId })).outcome).toBe(outcome);
      expect(world.verdicts).toEqual([]);
      expect(world.updates).toEqual([]);
    }
  });

  it('gives up when the candidate re-records while the answer is compared', async () => {
    const world = new World(0);
    world.answer(0, 9);
    world.onEmbed = () => {
      world.answers.set('r0', { ...anAnswer(0, 1) });
    };
    expect((await world.job().execute({ responseId: 'r0' })).outcome).toBe('superseded');
    expect(world.verdicts).toEqual([]);
    expect(world.updates).toEqual([]);
  });
});
