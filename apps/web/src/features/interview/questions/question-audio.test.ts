import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_SPEECH_RATE, speakQuestion, type SpeechDeps } from './question-audio';

class FakeUtterance {
  rate = 1;
  lang = '';
  constructor(readonly text: string) {}
}

function deps(fetchAnswer: () => Promise<Response>, play: () => Promise<void> = async () => undefined) {
  const speak = vi.fn();
  const d: SpeechDeps = {
    fetch: vi.fn(fetchAnswer) as unknown as typeof fetch,
    playAudio: vi.fn(play),
    speechSynthesis: { speak, cancel: vi.fn() },
    createUtterance: (text) => new FakeUtterance(text) as unknown as SpeechSynthesisUtterance,
  };
  return { d, speak };
}

const mp3 = () =>
  Promise.resolve(new Response('ID3 mp3 bytes', { headers: { 'Content-Type': 'audio/mpeg' } }));

describe('speakQuestion (docs/behaviour/interview.md §4.7)', () => {
  it('plays the generated mp3 when the server has it, and asks for it once', async () => {
    const { d, speak } = deps(mp3);
    const cache = new Map<string, Blob>();
    const question = { text: 'Why this job?', language: 'en' };
    expect(await speakQuestion(question, d, cache)).toBe('audio');
    expect(await speakQuestion(question, d, cache)).toBe('audio');
    expect(d.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = vi.mocked(d.fetch).mock.calls[0]!;
    expect(url).toBe('/api/generate-question-audio-stream');
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'Why this job?', language: 'en' });
    expect(d.playAudio).toHaveBeenCalledTimes(2);
    expect(speak).not.toHaveBeenCalled();
  });

  const failures: [string, () => Promise<Response>, (() => Promise<void>)?][] = [
    ['a non-2xx answer', () => Promise.resolve(new Response('no tts', { status: 501 }))],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['empty audio', () => Promise.resolve(new Response(''))],
    ['audio the browser will not play', mp3, () => Promise.reject(new Error('NotAllowedError'))],
  ];
  it.each(failures)('falls back to speech synthesis at rate 0.9 after %s', async (_, answer, play) => {
    const { d, speak } = deps(answer, play);
    const question = { text: 'Tell us about a team you led.', language: 'en' };
    expect(await speakQuestion(question, d)).toBe('speech-synthesis');
    expect(speak).toHaveBeenCalledTimes(1);
    const utterance = speak.mock.calls[0]![0] as FakeUtterance;
    expect(utterance.text).toBe('Tell us about a team you led.');
    expect(utterance.rate).toBe(FALLBACK_SPEECH_RATE);
    expect(utterance.lang).toBe('en-US');
    expect(FALLBACK_SPEECH_RATE).toBe(0.9);
  });

  it("asks for the interview language's voice, keeps each language's audio apart, and falls back to a browser voice of that language", async () => {
    const { d } = deps(mp3);
    const cache = new Map<string, Blob>();
    await speakQuestion({ text: 'Why this job?', language: 'en' }, d, cache);
    expect(await speakQuestion({ text: 'Why this job?', language: 'sw' }, d, cache)).toBe('audio');
    expect(d.fetch).toHaveBeenCalledTimes(2);
    const [, init] = vi.mocked(d.fetch).mock.calls[1]!;
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'Why this job?', language: 'sw' });

    const { d: noVoice, speak } = deps(() => Promise.resolve(new Response('no voice', { status: 503 })));
    expect(await speakQuestion({ text: 'Kwa nini kazi hii?', language: 'sw' }, noVoice)).toBe(
      'speech-synthesis',
    );
    expect((speak.mock.calls[0]![0] as FakeUtterance).lang).toBe('sw');
  });

  it('says it could not speak when the browser has no speech synthesis either', async () => {
    const { d } = deps(() => Promise.reject(new Error('offline')));
    expect(await speakQuestion({ text: 'Q', language: 'en' }, { ...d, speechSynthesis: null })).toBe('none');
  });
});
