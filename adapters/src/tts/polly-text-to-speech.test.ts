import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPollyServer } from '../testing/wire/polly-server.js';
import { providerFailureContract } from '../stt/testing/provider-failure-contract.js';
import { createTextToSpeech } from './create-text-to-speech.js';
import { PollyTextToSpeech } from './polly-text-to-speech.js';
import { QUESTION, textToSpeechContract } from './testing/text-to-speech-contract.js';

process.env.AWS_EC2_METADATA_DISABLED = 'true';
const SECRET = 'wJalrTestSecretKey0123456789';

describe('PollyTextToSpeech against a Polly REST server', () => {
  let server: Awaited<ReturnType<typeof startPollyServer>>;
  const adapter = (options: { timeoutMs?: number; maxAttempts?: number } = {}) =>
    new PollyTextToSpeech({
      region: 'eu-west-1',
      voiceId: 'Matthew',
      endpoint: server.origin,
      credentials: { accessKeyId: 'AKIATESTKEY', secretAccessKey: SECRET },
      ...options,
    });

  beforeAll(async () => {
    server = await startPollyServer();
  });
  afterAll(() => server.close());

  describe('contract', () => textToSpeechContract(() => adapter()));

  describe('contract, as the configuration makes it (the SDK imported on first use)', () =>
    textToSpeechContract(
      () =>
        createTextToSpeech({
          pollyRegion: 'eu-west-1',
          pollyVoice: 'Matthew',
          pollyEndpoint: server.origin,
          awsAccessKeyId: 'AKIATESTKEY',
          awsSecretAccessKey: SECRET,
        }).tts!,
    ));

  it('asks for 16 kHz MP3 in the fixed voice and neural engine, signed with the access key', async () => {
    await adapter().synthesize(`  ${QUESTION} `);
    expect(server.syntheses().at(-1)).toMatchObject({
      text: QUESTION,
      voiceId: 'Matthew',
      engine: 'neural',
      outputFormat: 'mp3',
      sampleRate: '16000',
    });
    expect(server.syntheses().at(-1)?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIATESTKEY\/\d{8}\/eu-west-1\/polly\//,
    );
  });

  it('lists the voices the engine supports', async () => {
    const voices = await adapter().voices();
    expect(voices).toContainEqual({ id: 'Amy', name: 'Amy', language: 'en-GB' });
    expect(voices.map((v) => v.id)).not.toContain('Brian'); // standard engine only
    expect(server.requests.at(-1)?.query.get('Engine')).toBe('neural');
  });

  describe('failures', () =>
    providerFailureContract(
      () => server,
      () => adapter({ timeoutMs: 800, maxAttempts: 1 }).synthesize(QUESTION),
      SECRET,
    ));

  it('fails as PROVIDER_UNAVAILABLE when listing voices fails', async () => {
    server.failNext({ kind: 'status', status: 500 }, 3);
    await expect(adapter({ maxAttempts: 1 }).voices()).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
    server.clearFaults();
  });
});
