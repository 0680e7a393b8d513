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
    expect(await speakQuestion('Why this job?', d, cache)).toBe('audio');
    expect(await speakQuestion('Why this job?', d, cache)).toBe('audio');
    expect(d.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = vi.mocked(d.fetch).mock.calls[0]!;
    expect(url).toBe('/api/generate-question-audio-stream');
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'Why this job?' });
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
    expect(await speakQuestion('Tell us about a team you led.', d)).toBe('speech-synthesis');
    expect(speak).toHaveBeenCalledTimes(1);
    const utterance = speak.mock.calls[0]![0] as FakeUtterance;
    expect(utterance.text).toBe('Tell us about a team you led.');
    expect(utterance.rate).toBe(FALLBACK_SPEECH_RATE);
    expect(FALLBACK_SPEECH_RATE).toBe(0.9);
  });

  it('says it could not speak when the browser has no speech synthesis either', async () => {
    const { d } = deps(() => Promise.reject(new Error('offline')));
    expect(await speakQuestion('Q', { ...d, speechSynthesis: null })).toBe('none');
  });
});
