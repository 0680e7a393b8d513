import { describe, expect, it } from 'vitest';
import { createSpeechToText, NO_SPEECH_TO_TEXT } from './create-speech-to-text.js';
import { GOOGLE_SPEECH_NAME, LazySpeechToText } from './lazy-speech-to-text.js';
import { BlockedWordsGuard } from './blocked-words-guard.js';
import { POCKETSPHINX_NAME } from './pocketsphinx-speech-to-text.js';

const installed =
  (...commands: string[]) =>
  (command: string) =>
    commands.includes(command);

describe('createSpeechToText', () => {
  it('defaults to pocketsphinx with job models when it and ffmpeg are installed, saying what the models lack', async () => {
    const choice = createSpeechToText({}, installed('pocketsphinx_continuous', 'ffmpeg'));
    expect(choice.stt).toBeInstanceOf(BlockedWordsGuard);
    expect(choice.stt?.name).toBe(POCKETSPHINX_NAME);
    expect(choice.description).toBe(
      'pocketsphinx (offline), en-US, language model adapted to each job (no sphinx_lm_convert: models load as text; no espeak-ng: unknown job words left out; no sphinx_fe: phone answers lose their first sentence)',
    );
    await choice.close?.();
    const full = createSpeechToText(
      {},
      installed('pocketsphinx_continuous', 'ffmpeg', 'sphinx_lm_convert', 'espeak-ng', 'sphinx_fe'),
    );
    expect(full.description).toBe('pocketsphinx (offline), en-US, language model adapted to each job');
    await full.close?.();
  });

  it('passes every recogniser through the blocked-words guard', () => {
    for (const settings of [{ openaiBaseUrl: 'http://whisper.local:8000/v1' }, { googleApiKey: 'AIza-x' }]) {
      expect(createSpeechToText(settings, installed()).stt).toBeInstanceOf(BlockedWordsGuard);
    }
  });

  it.each([[installed('pocketsphinx_continuous')], [installed('ffmpeg')], [installed()]])(
    'chooses none when a tool is missing, so transcripts stay pending',
    (hasCommand) => {
      expect(createSpeechToText({}, hasCommand)).toEqual({ stt: null, description: NO_SPEECH_TO_TEXT });
    },
  );

  it('uses an OpenAI-compatible server when a base URL or key is configured, naming the origin but never the key', () => {
    const choice = createSpeechToText(
      {
        openaiBaseUrl: 'http://whisper.local:8000/v1',
        openaiApiKey: 'sk-secret-key',
        sttModel: 'Systran/faster-whisper-small',
      },
      installed(),
    );
    // The `openai` SDK is loaded on the first transcription, not at start-up.
    expect((choice.stt as unknown as { inner: unknown }).inner).toBeInstanceOf(LazySpeechToText);
    expect(choice.stt?.name).toBe('openai-compatible Systran/faster-whisper-small');
    expect(choice.description).toBe(
      'openai-compatible Systran/faster-whisper-small at http://whisper.local:8000',
    );
    expect(choice.description).not.toContain('sk-secret');
  });

  it('uses Google when its key is configured, and says which credentials', () => {
    const choice = createSpeechToText({ googleApiKey: 'AIza-secret' }, installed());
    // Google's SDK is loaded on the first transcription, not at start-up.
    expect((choice.stt as unknown as { inner: unknown }).inner).toBeInstanceOf(LazySpeechToText);
    // The name, not a client: a Google client built without a key looks for Google's metadata
    // server to find credentials, a lookup that leaves loopback.
    expect(choice.stt?.name).toBe(GOOGLE_SPEECH_NAME);
    expect(choice.description).toBe('google-cloud-speech (API key)');
  });

  it('lets an explicit provider win over what is installed or configured', () => {
    const everything = installed('pocketsphinx_continuous', 'ffmpeg');
    expect(createSpeechToText({ sttProvider: 'none', openaiApiKey: 'sk-x' }, everything).stt).toBeNull();
    expect(createSpeechToText({ sttProvider: 'google' }, everything).description).toContain(
      'application default credentials',
    );
    expect(createSpeechToText({ sttProvider: 'openai' }, everything).description).toContain(
      'https://api.openai.com',
    );
    expect(createSpeechToText({ sttProvider: 'pocketsphinx' }, installed()).stt?.name).toBe(
      POCKETSPHINX_NAME,
    );
  });
});
