import { describe, expect, it } from 'vitest';
import type { CandidateResponse } from '../../domain/candidate-response.js';
import { DomainError } from '../../domain/errors.js';
import type { BlobRead, BlobStore } from '../../ports/blob-store.js';
import type { CandidateResponseRepository } from '../../ports/candidate-response-repository.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import { evaluateKey } from '../../ports/job-queue.js';
import { RecordingQueue } from '../../testing/recording-queue.js';
import type {
  AudioClip,
  SpeechToText,
  Transcript,
  TranscriptionContext,
} from '../../ports/speech-to-text.js';
import {
  InMemoryCandidateResponseRepository,
  InMemoryCandidateSessionRepository,
} from '../../testing/in-memory-interviews.js';
import { InMemoryJobRepository } from '../../testing/in-memory-jobs.js';

const noJobs = () =>
  new InMemoryJobRepository({
    sessions: new InMemoryCandidateSessionRepository(),
    responses: new InMemoryCandidateResponseRepository(),
  });
import { audioKey } from '../interview/media-keys.js';
import { TranscribeAnswer } from './transcribe-answer.js';

const AUDIO_PATH = 'session-1/0-abc.webm';
const AUDIO = new Uint8Array([1, 2, 3, 4, 5, 6]);

function anAnswer(overrides: Partial<CandidateResponse> = {}): CandidateResponse {
  return {
    id: 'r1',
    sessionId: 'session-1',
    questionId: 'q1',
    questionIndex: 0,
    questionText: 'Tell us about yourself',
    audioFilePath: AUDIO_PATH,
    transcribedText: null,
    readableText: null,
    transcriptionConfidence: null,
    transcriptWords: null,
    transcriber: null,
    duration: null,
    createdAt: new Date('2025-01-15T09:00:00Z'),
    isSamePerson: true,
    ...overrides,
  };
}

/** Only what the job uses: find and saveTranscript. */
class Answers {
  rows = new Map<string, CandidateResponse>();
  saves = 0;
  constructor(...answers: CandidateResponse[]) {
    for (const a of answers) this.rows.set(a.id, a);
  }
  asRepository(): CandidateResponseRepository {
    const unused = () => Promise.reject(new Error('not used by the job'));
    return {
      findById: async (id) => this.rows.get(id) ?? null,
      saveTranscript: async (id, t) => {
        const row = this.rows.get(id);
        if (!row) return null;
        this.saves += 1;
        const saved = {
          ...row,
          transcribedText: t.text,
          transcriptionConfidence: t.confidence,
          duration: t.durationSeconds ? Math.round(t.durationSeconds) : row.duration,
          readableText: t.readableText ?? null,
          transcriptWords: t.words ?? null,
          transcriber: t.transcriber ?? null,
        };
        this.rows.set(id, saved);
        return saved;
      },
      upsert: unused,
      findBySessionAndIndex: unused,
      listBySession: async (sessionId) => [...this.rows.values()].filter((r) => r.sessionId === sessionId),
      listBySessions: unused,
      setSamePerson: unused,
    };
  }
}

/** Serves one blob, delivered in two chunks so reassembly is exercised. */
function blobsWith(key: string, data: Uint8Array): BlobStore {
  const read = (): BlobRead => ({
    size: data.length,
    contentType: 'audio/webm',
    range: null,
    body: (async function* () {
      yield data.slice(0, 2);
      yield data.slice(2);
    })(),
  });
  return {
    get: async (k) => (k === key ? read() : null),
    stat: async () => null,
    put: () => Promise.reject(new Error('read only')),
    delete: async () => undefined,
  };
}

class ScriptedStt implements SpeechToText {
  readonly name = 'scripted';
  languages?: readonly string[];
  heard: AudioClip[] = [];
  contexts: (TranscriptionContext | undefined)[] = [];
  constructor(private readonly answer: (clip: AudioClip) => Promise<Transcript>) {}
  transcribe(audio: AudioClip, context?: TranscriptionContext): Promise<Transcript> {
    this.heard.push(audio);
    this.contexts.push(context);
    return this.answer(audio);
  }
}

const hearing = (text: string, confidence: number | null = 0.8) =>
  new ScriptedStt(async () => ({ text, confidence, durationSeconds: 3 }));

describe('TranscribeAnswer', () => {
  it('sends the whole stored audio and saves the transcript with its confidence and measured duration', async () => {
    const answers = new Answers(anAnswer());
    const stt = hearing('I manage a warehouse', 0.73);
    const job = new TranscribeAnswer({
      responses: answers.asRepository(),
      blobs: blobsWith(audioKey(AUDIO_PATH), AUDIO),
      stt,
    });
    expect(await job.execute({ responseId: 'r1' })).toEqual({ outcome: 'transcribed', characters: 20 });
    expect(stt.heard).toEqual([{ data: AUDIO, contentType: 'audio/webm' }]);
    expect(answers.rows.get('r1')).toMatchObject({
      transcribedText: 'I manage a warehouse',
      transcriptionConfidence: 0.73,
      duration: 3, // the recogniser measured 3 s of audio; the upload stored none
    });
  });

  it('keeps the raw words for scoring and a readable form, split where the speaker paused', async () => {
    const answers = new Answers(anAnswer());
    const text = 'i stayed calm with the customer then i called the branch';
    const starts = [0, 0.2, 0.6, 0.9, 1.1, 1.2, 2.5, 2.8, 2.9, 3.3, 3.4];
    const words = text.split(' ').map((word, i) => ({
      word,
      startSeconds: starts[i]!,
      endSeconds: (starts[i + 1] ?? 3.9) - (i === 5 ? 0.9 : 0.01),
    }));
    const stt = new ScriptedStt(async () => ({ text, confidence: 0.8, words }));
    await new TranscribeAnswer({
      responses: answers.asRepository(),
      blobs: blobsWith(audioKey(AUDIO_PATH), AUDIO),
      stt,
    }).execute({
      responseId: 'r1',
    });
    expect(answers.rows.get('r1')).toMatchObject({
      transcribedText: text,
      readableText: 'I stayed calm with the customer. Then I called the branch.',
    });
  });

  it("tells the recogniser the job's phrases and keeps its timed words and name", async () => {
    const jobs = noJobs();
    const { job } = await jobs.create({
      id: 'job-1',
      organisationId: 'org-1',
      title: 'Stock Controller',
      description: 'Count stock in Mombasa.',
      companyName: 'Twiga Distribution',
      skills: ['inventory control'],
      createdBy: 'u1',
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    await jobs.replaceQuestions(
      job.id,
      [{ text: 'How do you check deliveries?', pillarId: null, scoringGuide: 'Counts against the note.' }],
      new Date('2025-01-01T00:00:00Z'),
    );
    const sessions = {
      findById: async (id: string) =>
        id === 'session-1' ? { id, jobId: 'job-1', status: 'in_progress' } : null,
    } as unknown as CandidateSessionRepository;
    const answers = new Answers(anAnswer());
    const words = [
      { word: 'zero', startSeconds: 0.1234, endSeconds: 0.5, confidence: 0.91234 },
      { word: 'injuries', startSeconds: 0.5, endSeconds: 1.2, confidence: 0.2 },
    ];
    const stt = new ScriptedStt(async () => ({
      text: 'zero injuries',
      confidence: 0.55,
      words,
      recogniser: 'scripted, job model',
    }));
    await new TranscribeAnswer({
      responses: answers.asRepository(),
      blobs: blobsWith(audioKey(AUDIO_PATH), AUDIO),
      stt,
      sessions,
      jobs,
    }).execute({ responseId: 'r1' });
    expect(stt.contexts).toEqual([
      {
        phrases: [
          'Stock Controller',
          'Twiga Distribution',
          'Count stock in Mombasa.',
          'inventory control',
          'How do you check deliveries?',
          'Counts against the note.',
        ],
        language: 'en',
      },
    ]);
    expect(answers.rows.get('r1')).toMatchObject({
      transcriptWords: [
        { word: 'zero', startSeconds: 0.12, endSeconds: 0.5, confidence: 0.912 },
        { word: 'injuries', startSeconds: 0.5, endSeconds: 1.2, confidence: 0.2 },
      ],
      transcriber: 'scripted, job model',
    });
  });

  it("tells the recogniser the interview's language, and never sends it one it does not hear (docs/behaviour/interview.md §22)", async () => {
    const jobs = noJobs();
    const at = new Date('2025-01-01T00:00:00Z');
    for (const [id, language] of [
      ['job-sw', 'sw'],
      ['job-kj', 'kj'],
    ] as const)
      await jobs.create({
        id,
        organisationId: 'org-1',
        title: 'Muuzaji',
        description: 'Anauza.',
        language,
        createdBy: 'u1',
        createdAt: at,
      });
    const sessions = {
      findById: async (id: string) => ({
        id,
        jobId: id === 'session-1' ? 'job-sw' : 'job-kj',
        status: 'in_progress',
      }),
    } as unknown as CandidateSessionRepository;
    const stt = hearing('ninauza maduka kumi na mbili');
    stt.languages = ['en', 'sw'];
    const run = (answers: Answers) =>
      new TranscribeAnswer({
        responses: answers.asRepository(),
        blobs: blobsWith(audioKey(AUDIO_PATH), AUDIO),
        stt,
        sessions,
        jobs,
      }).execute({
        responseId: 'r1',
      });

    const swahili = new Answers(anAnswer());
    expect(await run(swahili)).toMatchObject({ outcome: 'transcribed' });
    expect(stt.contexts.map((c) => c?.language)).toEqual(['sw']);

    const oshiwambo = new Answers(anAnswer({ sessionId: 'session-2' }));
    expect(await run(oshiwambo)).toEqual({ outcome: 'language-not-recognised' });
    expect(stt.heard).toHaveLength(1);
    expect(oshiwambo.rows.get('r1')).toMatchObject({ audioFilePath: AUDIO_PATH, transcribedText: null });

    // A recogniser that declares no languages (pocketsphinx's kind) hears English only.
    stt.languages = undefined;
    expect(await run(new Answers(anAnswer()))).toEqual({ outcome: 'language-not-recognised' });
    expect(stt.heard).toHaveLength(1);
  });

  it('transcribes without context when the job cannot be read, naming the transcriber', async () => {
    const answers = new Answers(anAnswer());
    const stt = hearing('I manage a warehouse');
    const failing = {
      findById: () => Promise.reject(new Error('db down')),
    } as unknown as CandidateSessionRepository;
    await new TranscribeAnswer({
      responses: answers.asRepository(),
      blobs: blobsWith(audioKey(AUDIO_PATH), AUDIO),
      stt,
      sessions: failing,
      jobs: noJobs(),
    }).execute({ responseId: 'r1' });
    expect(stt.contexts).toEqual([undefined]);
    expect(answers.rows.get('r1')).toMatchObject({ transcriber: 'scripted', transcriptWords: null });
  });

  it('does not transcribe again once a transcript of the current audio is stored', async () => {
    const answers = new Answers(anAnswer({ transcribedText: 'done', transcriptionConfidence: 0.9 }));
    const stt = hearing('other words');
    const job = new TranscribeAnswer({
      responses: answers.asRepository(),
      blobs: blobsWith('x', AUDIO),
      stt,
    });
    expect(await job.execute({ responseId: 'r1' })).toEqual({ outcome: 'already-transcribed' });
    expect(stt.heard).toHaveLength(0);
    expect(answers.rows.get('r1')?.transcribedText).toBe('done');
  });

  it('keeps an empty transcript as a transcript (silence was heard), not as pending', async () => {
    const answers = new Answers(anAnswer());
    const job = new TranscribeAnswer({
      responses: answers.asRepository(),
      blobs: blobsWith(audioKey(AUDIO_PATH), AUDIO),
      stt: hearing('', null),
    });
    expect((await job.execute({ responseId: 'r1' })).outcome).toBe('transcribed');
    expect(answers.rows.get('r1')).toMatchObject({ transcribedText: '', transcriptionConfidence: null });
  });

  it('leaves the transcript pending when no transcriber is configured', async () => {
    const answers = new Answers(anAnswer());
    const job = new TranscribeAnswer({
      responses: answers.asRepository(),
      blobs: blobsWith(audioKey(AUDIO_PATH), AUDIO),
      stt: null,
    });
    expect(await job.execute({ responseId: 'r1' })).toEqual({ outcome: 'no-transcriber' });
    expect(answers.saves).toBe(0);
  });

  it('rejects with the provider failure so the queue retries, and saves nothing', async () => {
    const answers = new Answers(anAnswer());
    const failing = new ScriptedStt(() =>
      Promise.reject(new DomainError('PROVIDER_UNAVAILABLE', 'speech-to-text unavailable')),
    );
    const job = new TranscribeAnswer({
      responses: answers.asRepository(),
      blobs: blobsWith(audioKey(AUDIO_PATH), AUDIO),
      stt: failing,
    });
    await expect(job.execute({ responseId: 'r1' })).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    expect(answers.saves).toBe(0);
  });

  it('drops the words of audio that was re-recorded while it was being transcribed', async () => {
    const answers = new Answers(anAnswer());
    const stt = new ScriptedStt(async () => {
      answers.rows.set('r1', anAnswer({ audioFilePath: 'session-1/0-new.webm' }));
      return { text: 'old take', confidence: 0.9 };
    });
    const job = new TranscribeAnswer({
      responses: answers.asRepository(),
      blobs: blobsWith(audioKey(AUDIO_PATH), AUDIO),
      stt,
    });
    expect(await job.execute({ responseId: 'r1' })).toEqual({ outcome: 'superseded' });
    expect(answers.rows.get('r1')?.transcribedText).toBeNull();
  });

  it.each([
    ['answer-missing', new Answers(), 'r1'],
    ['no-audio', new Answers(anAnswer({ audioFilePath: null })), 'r1'],
    ['audio-missing', new Answers(anAnswer({ audioFilePath: 'session-1/0-gone.webm' })), 'r1'],
  ] as const)('completes as %s without calling the provider', async (outcome, answers, id) => {
    const stt = hearing('never');
    const job = new TranscribeAnswer({
      responses: answers.asRepository(),
      blobs: blobsWith(audioKey(AUDIO_PATH), AUDIO),
      stt,
    });
    expect(await job.execute({ responseId: id })).toEqual({ outcome });
    expect(stt.heard).toHaveLength(0);
  });

  describe('an interview awaiting evaluation', () => {
    const REQUESTED = new Date('2025-01-15T09:30:00Z');
    /** Only findById is used; the session's other fields do not matter here. */
    const sessionsWith = (session: Partial<CandidateSession>): CandidateSessionRepository =>
      ({
        findById: async (id: string) =>
          id === 'session-1' ? ({ id, ...session } as CandidateSession) : null,
      }) as unknown as CandidateSessionRepository;
    const run = async (
      session: Partial<CandidateSession>,
      others: CandidateResponse[] = [],
      queue = new RecordingQueue(),
    ) => {
      const job = new TranscribeAnswer({
        responses: new Answers(anAnswer(), ...others).asRepository(),
        blobs: blobsWith(audioKey(AUDIO_PATH), AUDIO),
        stt: hearing('I manage a warehouse'),
        sessions: sessionsWith(session),
        queue,
      });
      return { result: await job.execute({ responseId: 'r1' }), queue };
    };
    const transcribed = anAnswer({
      id: 'r2',
      questionIndex: 1,
      transcribedText: 'yes',
      transcriptionConfidence: 0.9,
    });

    it('queues the evaluation as soon as its last transcript is stored', async () => {
      const { result, queue } = await run({ status: 'completed', evaluationRequestedAt: REQUESTED }, [
        transcribed,
      ]);
      expect(result.outcome).toBe('transcribed');
      expect(queue.sent).toEqual([
        {
          queue: 'evaluate',
          payload: { sessionId: 'session-1' },
          options: { singletonKey: evaluateKey('session-1') },
        },
      ]);
    });

    it.each([
      [
        'another answer is still untranscribed',
        { status: 'completed', evaluationRequestedAt: REQUESTED },
        [anAnswer({ id: 'r2', questionIndex: 1 })],
      ],
      ['no evaluation was requested', { status: 'completed', evaluationRequestedAt: null }, [transcribed]],
      ['the interview is in progress', { status: 'in_progress', evaluationRequestedAt: null }, [transcribed]],
    ] as const)('queues nothing while %s', async (_label, session, others) => {
      const { result, queue } = await run(session as Partial<CandidateSession>, [...others]);
      expect(result.outcome).toBe('transcribed');
      expect(queue.sent).toEqual([]);
    });

    it('keeps the transcript when the evaluation cannot be queued', async () => {
      const queue = new RecordingQueue();
      queue.failWith = new Error('queue down');
      const { result } = await run(
        { status: 'completed', evaluationRequestedAt: REQUESTED },
        [transcribed],
        queue,
      );
      expect(result).toEqual({ outcome: 'transcribed', characters: 20 });
    });
  });
});
