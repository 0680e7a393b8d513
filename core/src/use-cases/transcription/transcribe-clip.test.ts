import { describe, expect, it } from 'vitest';
import { FakeDigest } from '../../testing/fake-password-hasher.js';
import { FixedClock, SequentialIds } from '../../testing/fixed-clock.js';
import { aCandidateSession, InMemoryCandidateSessionRepository } from '../../testing/in-memory-interviews.js';
import { InMemoryRateLimitStore } from '../../testing/in-memory-rate-limits.js';
import { InMemoryWorkSlots } from '../../testing/in-memory-work-slots.js';
import type { SpeechToText } from '../../ports/speech-to-text.js';
import { AbuseBudgets } from '../abuse/abuse-budgets.js';
import {
  BUDGETS,
  TRANSCRIBE_BUSY_RETRY_SECONDS,
  TRANSCRIBE_NOW_CONCURRENCY,
} from '../../rules/abuse-budgets.js';
import { issueCandidateToken } from '../interview/candidate-credential.js';
import type { Job } from '../../domain/job.js';
import type { TranscriptionContext } from '../../ports/speech-to-text.js';
import { NO_STT_FOR_LANGUAGE_MESSAGE, TRANSCRIBE_BUSY_MESSAGE, TranscribeClip } from './transcribe-clip.js';

/** An EBML header whose DocType says webm, then filler: what the sniffer accepts as a WebM clip. */
const webm = Uint8Array.of(
  ...[0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0x82, 0x84],
  ...[0x77, 0x65, 0x62, 0x6d],
  ...new Array<number>(60).fill(1),
);
/** Lets queued promise callbacks run until `done` holds (the use case awaits several steps). */
async function settle(done: () => boolean) {
  for (let i = 0; i < 1000 && !done(); i++) await Promise.resolve();
}
const clip = {
  name: 'clip.webm',
  size: webm.length,
  head: webm,
  sha256: 'ab',
  open: async function* () {
    yield webm;
  },
};

let sequence = 0;

/** Jobs by id with only their language: 'j' is English, 'sw-job' Swahili. */
const jobsByLanguage = {
  findById: (id: string) => Promise.resolve(id === 'sw-job' ? ({ id, language: 'sw' } as Job) : null),
};

async function bed() {
  const digest = new FakeDigest();
  const sessions = new InMemoryCandidateSessionRepository();
  const clock = new FixedClock();
  const release: (() => void)[] = [];
  const stt: SpeechToText = {
    name: 'slow',
    transcribe: () =>
      new Promise((resolve) => release.push(() => resolve({ text: 'hello', confidence: 0.9 }))),
  } as unknown as SpeechToText;
  const slots = new InMemoryWorkSlots();
  const transcribe = new TranscribeClip({
    stt,
    sessions,
    jobs: jobsByLanguage,
    digest,
    budgets: new AbuseBudgets({ store: new InMemoryRateLimitStore(), clock }),
    slots,
    clock,
  });
  const ids = new SequentialIds();
  const start = async () => {
    const { token, hash } = issueCandidateToken(ids, digest);
    const session = await sessions.create(
      aCandidateSession({
        id: `3f2a9c1e-5b7d-4e8f-9a0b-${String(++sequence).padStart(12, '0')}`,
        jobId: 'j',
        startedAt: clock.now(),
        candidateTokenHash: hash,
      }),
    );
    return () =>
      transcribe.execute({ sessionId: session.id, tokens: [token], audio: clip, addressKey: null });
  };
  return { start, release, slots, clock };
}

describe('TranscribeClip', () => {
  it("hears the clip in the interview's language, and refuses a language its recogniser cannot hear", async () => {
    const digest = new FakeDigest();
    const sessions = new InMemoryCandidateSessionRepository();
    const clock = new FixedClock();
    const heard: (TranscriptionContext | undefined)[] = [];
    const stt = (languages: string[]): SpeechToText => ({
      name: 'scripted',
      languages,
      transcribe: (_audio, context) => {
        heard.push(context);
        return Promise.resolve({ text: 'habari', confidence: 0.9 });
      },
    });
    const clipOf = async (recogniser: SpeechToText) => {
      const { token, hash } = issueCandidateToken(new SequentialIds(), digest);
      const session = await sessions.create(
        aCandidateSession({
          id: `3f2a9c1e-5b7d-4e8f-9a0b-${String(++sequence).padStart(12, '0')}`,
          jobId: 'sw-job',
          startedAt: clock.now(),
          candidateTokenHash: hash,
        }),
      );
      const budgets = new AbuseBudgets({ store: new InMemoryRateLimitStore(), clock });
      const slots = new InMemoryWorkSlots();
      const deps = { stt: recogniser, sessions, jobs: jobsByLanguage, digest, budgets, slots, clock };
      return new TranscribeClip(deps).execute({ sessionId: session.id, tokens: [token], audio: clip });
    };
    await expect(clipOf(stt(['en']))).rejects.toThrow(NO_STT_FOR_LANGUAGE_MESSAGE);
    expect(heard).toEqual([]);
    expect((await clipOf(stt(['en', 'sw']))).text).toBe('habari');
    expect(heard).toEqual([{ phrases: [], language: 'sw' }]);
  });

  it(`runs at most ${TRANSCRIBE_NOW_CONCURRENCY} at once on the platform; the next is told to retry in ${TRANSCRIBE_BUSY_RETRY_SECONDS} s`, async () => {
    const { start, release } = await bed();
    const running = await Promise.all(Array.from({ length: TRANSCRIBE_NOW_CONCURRENCY }, () => start()));
    const pending = running.map((go) => go());
    await settle(() => release.length === TRANSCRIBE_NOW_CONCURRENCY);
    const busy = await (await start())().catch((e: unknown) => e);
    expect(busy).toMatchObject({
      code: 'RATE_LIMITED',
      message: TRANSCRIBE_BUSY_MESSAGE,
      details: { retryAfterSeconds: TRANSCRIBE_BUSY_RETRY_SECONDS },
    });
    for (const done of release) done();
    await Promise.all(pending);
    const next = (await start())();
    await settle(() => release.length === TRANSCRIBE_NOW_CONCURRENCY + 1);
    release.at(-1)!();
    await expect(next).resolves.toEqual({ text: 'hello', confidence: 0.9 });
  });
});

describe('TranscribeClip while busy', () => {
  it('spends none of the session’s quota on a "busy" answer, so the retry still runs', async () => {
    const { start, release, slots, clock } = await bed();
    const held = await Promise.all(
      Array.from({ length: TRANSCRIBE_NOW_CONCURRENCY }, () =>
        slots.acquire('transcribe-now', TRANSCRIBE_NOW_CONCURRENCY, 60_000, clock.now()),
      ),
    );
    const go = await start();
    for (let i = 0; i < BUDGETS.transcriptionsPerSession.max + 5; i++)
      await expect(go()).rejects.toMatchObject({ code: 'RATE_LIMITED', message: TRANSCRIBE_BUSY_MESSAGE });
    for (const lease of held) await slots.release('transcribe-now', lease!);
    const next = go();
    await settle(() => release.length === 1);
    release[0]!();
    await expect(next).resolves.toEqual({ text: 'hello', confidence: 0.9 });
  });
});
