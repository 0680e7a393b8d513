import { describe, expect, it } from 'vitest';
import { createTextToSpeech, NO_TEXT_TO_SPEECH } from './create-text-to-speech.js';
import { OfflineTextToSpeech } from './offline-text-to-speech.js';
import { LazyTextToSpeech } from './lazy-text-to-speech.js';
import { PollyTextToSpeech } from './polly-text-to-speech.js';

const installed =
  (...commands: string[]) =>
  (command: string) =>
    commands.includes(command);

describe('createTextToSpeech', () => {
  it('uses Polly when a region is configured, with the configured voice', () => {
    const choice = createTextToSpeech(
      { pollyRegion: 'eu-west-1', pollyVoice: 'Amy', awsSecretAccessKey: 'secret' },
      installed('flite', 'ffmpeg'),
    );
    // The SDK is imported on the first synthesis; the wrapper names what it will load.
    expect(choice.tts).toBeInstanceOf(LazyTextToSpeech);
    expect(choice.tts?.voiceId).toBe('Amy');
    expect(choice.description).toBe('amazon-polly Amy (neural, eu-west-1)');
    const polly = new PollyTextToSpeech({ region: 'eu-west-1', voiceId: 'Amy' });
    expect([choice.tts?.name, choice.tts?.encoding]).toEqual([polly.name, polly.encoding]);
  });

  it('defaults to Joanna when Polly is chosen without a voice', () => {
    expect(createTextToSpeech({ ttsProvider: 'polly' }, installed()).tts?.voiceId).toBe('Joanna');
  });

  it('prefers flite over espeak-ng offline, and needs ffmpeg', () => {
    expect(createTextToSpeech({}, installed('flite', 'espeak-ng', 'ffmpeg'), () => ({})).description).toBe(
      'flite slt (offline)',
    );
    const espeak = createTextToSpeech({}, installed('espeak-ng', 'ffmpeg'));
    expect(espeak.tts).toBeInstanceOf(OfflineTextToSpeech);
    expect(espeak.tts?.voiceId).toBe('en-us');
    expect(createTextToSpeech({}, installed('flite', 'espeak-ng')).tts).toBeNull();
  });

  it("speaks the other languages with espeak-ng's installed voices, beside flite or Polly for English (docs/behaviour/interview.md §22)", () => {
    const voices = () => ({ en: 'en-us', af: 'af', sw: 'sw' });
    const offline = createTextToSpeech({}, installed('flite', 'espeak-ng', 'ffmpeg'), voices);
    expect(offline.tts?.languages).toEqual(['en', 'af', 'sw']);
    expect(offline.description).toBe('flite slt (offline); languages: en, af, sw');
    const polly = createTextToSpeech({ pollyRegion: 'eu-west-1' }, installed('espeak-ng', 'ffmpeg'), voices);
    expect(polly.tts?.languages).toEqual(['en', 'af', 'sw']);
    expect(polly.tts?.voiceFor?.('en')).toBe('Joanna');
    // Without espeak-ng no other language is spoken, whatever voices are listed.
    expect(createTextToSpeech({}, installed('flite', 'ffmpeg'), voices).tts?.languages).toEqual(['en']);
  });

  it('falls back to the browser when nothing is available or TTS_PROVIDER is none', () => {
    const missing = createTextToSpeech({}, installed());
    expect(missing.tts).toBeNull();
    expect(missing.description).toContain('rate 0.9');
    expect(
      createTextToSpeech({ ttsProvider: 'none', pollyRegion: 'eu-west-1' }, installed('flite', 'ffmpeg')),
    ).toEqual({
      tts: null,
      description: NO_TEXT_TO_SPEECH,
    });
  });
});
