import { describe, expect, it } from 'vitest';
import type { CandidateSession, CandidateSessionUpdate } from '../../domain/candidate-session.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { AudioClip, SpeechToText } from '../../ports/speech-to-text.js';
import { NOT_RECOGNISED_MESSAGE, VERY_CLOSE_HINT } from '../../rules/verification-phrase.js';
import { InMemoryBlobStore } from '../../testing/in-memory-blobs.js';
import { CheckVerificationPhrase } from './check-phrase.js';
import { verificationHint } from './get-verification-status.js';
import { verificationKey } from './media-paths.js';
import type { SpeechExtractor } from '../../ports/speech-extractor.js';

const PHRASE = 'green island money today seventy four';
const FILE = '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b/11111111-2222-4333-8444-555555555555.webm';
const NOW = new Date('2026-02-01T10:00:00Z');

function aSession(overrides: Partial<CandidateSession> = {}): CandidateSession {
  return {
    id: 's1',
    verificationType: 'video',
    verificationFilePath: FILE,
    verificationStatus: 'pending',
    verificationPhrase: PHRASE,
    phraseCheckedAt: null,
    phraseMatchExact: null,
    verifiedAt: null,
    ...overrides,
  } as CandidateSession;
}

/** One session in memory; `beforeSecondRead` lets a test change it while the check transcribes. */
function sessionsWith(
  session: CandidateSession,
  beforeSecondRead?: (s: CandidateSession) => CandidateSession,
) {
  let row = session;
  let reads = 0;
  const updates: CandidateSessionUpdate[] = [];
  const repo = {
    findById: async () => {
      reads += 1;
      if (reads === 2 && beforeSecondRead) row = beforeSecondRead(row);
      return row;
    },
    update: async (_id: string, update: CandidateSessionUpdate) => {
      updates.push(update);
      row = { ...row, ...update } as CandidateSession;
      return row;
    },
  } as unknown as CandidateSessionRepository;
  return { repo, updates, current: () => row };
}

function heard(text: string): SpeechToText & { calls: AudioClip[] } {
  const calls: AudioClip[] = [];
  return {
    name: 'scripted',
    calls,
    transcribe: async (audio) => (calls.push(audio), { text, confidence: 0.9 }),
  };
}

const wav: SpeechExtractor = {
  extractSpeech: async () => ({ data: new Uint8Array([1]), contentType: 'audio/wav' }),
};
const silent: SpeechExtractor = { extractSpeech: async () => null };

async function setup(options: {
  text?: string;
  session?: Partial<CandidateSession>;
  extractor?: SpeechExtractor;
  noStt?: boolean;
  meanwhile?: (s: CandidateSession) => CandidateSession;
}) {
  const blobs = new InMemoryBlobStore();
  await blobs.put(verificationKey(FILE), new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]), 'video/webm');
  const sessions = sessionsWith(aSession(options.session), options.meanwhile);
  const stt = heard(options.text ?? PHRASE);
  const check = new CheckVerificationPhrase({
    sessions: sessions.repo,
    blobs,
    stt: options.noStt ? null : stt,
    extractor: options.extractor ?? wav,
    clock: { now: () => NOW },
  });
  return { check, sessions, stt };
}

describe('CheckVerificationPhrase', () => {
  it('passes an exact match after normalisation and saves every phrase field', async () => {
    const { check, sessions, stt } = await setup({ text: 'Green island, money today 74.' });
    expect(await check.execute('s1')).toBe('checked');
    expect(stt.calls[0]?.contentType).toBe('audio/wav');
    expect(sessions.current()).toMatchObject({
      verificationStatus: 'passed',
      verifiedAt: NOW,
      phraseTranscript: 'Green island, money today 74.',
      phraseNormalizedTranscript: 'green island money today seventy 4',
      phraseNormalizedExpected: 'green island money today seventy 4',
      phraseMatchExact: true,
      phraseMatchScore: 1,
      phraseCheckedAt: NOW,
    });
    expect(await check.execute('s1')).toBe('skipped'); // idempotent: checked once
    expect(stt.calls).toHaveLength(1);
  });

  it('keeps a near miss pending with its score, which earns the very-close hint', async () => {
    const { check, sessions } = await setup({ text: 'green island money today seventy five' });
    await check.execute('s1');
    const row = sessions.current();
    expect(row).toMatchObject({ verificationStatus: 'pending', phraseMatchExact: false, verifiedAt: null });
    expect(row.phraseMatchScore!).toBeGreaterThanOrEqual(0.9);
    expect(verificationHint(row)).toBe(VERY_CLOSE_HINT);
  });

  it('records silence (no sound track) as checked with score 0 and the retake hint', async () => {
    const { check, sessions, stt } = await setup({ extractor: silent });
    await check.execute('s1');
    expect(stt.calls).toHaveLength(0);
    expect(sessions.current()).toMatchObject({
      phraseTranscript: '',
      phraseMatchExact: false,
      phraseMatchScore: 0,
    });
    expect(verificationHint(sessions.current())).toBe(NOT_RECOGNISED_MESSAGE);
  });

  it('does nothing without a transcriber, for a photo, or without a video or phrase', async () => {
    expect(await (await setup({ noStt: true })).check.execute('s1')).toBe('unavailable');
    for (const session of [
      { verificationType: 'photo' as const },
      { verificationFilePath: null },
      { verificationPhrase: null },
      { phraseCheckedAt: NOW },
    ]) {
      const { check, sessions } = await setup({ session });
      expect(await check.execute('s1')).toBe('skipped');
      expect(sessions.updates).toHaveLength(0);
    }
  });

  it('drops a result for a video replaced meanwhile, and never undoes HR failing the check', async () => {
    const replaced = await setup({
      meanwhile: (s) => ({ ...s, verificationFilePath: FILE.replace('1111', '9999') }),
    });
    expect(await replaced.check.execute('s1')).toBe('skipped');
    expect(replaced.sessions.updates).toHaveLength(0);
    const failedByHr = await setup({ meanwhile: (s) => ({ ...s, verificationStatus: 'failed' }) });
    expect(await failedByHr.check.execute('s1')).toBe('checked');
    expect(failedByHr.sessions.current()).toMatchObject({
      verificationStatus: 'failed',
      phraseMatchExact: true,
      verifiedAt: null,
    });
  });
});
