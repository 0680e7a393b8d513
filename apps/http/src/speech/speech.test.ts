import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SPEECH_OUT } from '@sauti/adapters/container/tts-module';
import { TestClient } from '../testing/client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

describe('question audio with the offline synthesiser', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ TTS_PROVIDER: 'offline' });
  });
  afterAll(() => server?.stop());

  it('lists the one fixed voice', async () => {
    const res = await new TestClient(server.url).get('/api/voices');
    expect(res.status).toBe(200);
    expect(res.body.voices).toHaveLength(1);
    expect(res.body.defaultVoiceId).toBe(res.body.voices[0].id);
  });

  it('speaks a question as mp3, then serves the same bytes from the cache', async () => {
    const client = new TestClient(server.url);
    const first = await fetch(`${server.url}/api/generate-question-audio-stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Tell us about a time you solved a hard problem.' }),
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/mpeg');
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    const synthesize = vi.spyOn(server.app.get(SPEECH_OUT.TextToSpeech)!, 'synthesize');
    const again = await fetch(`${server.url}/api/generate-question-audio-stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        text: ' Tell us about a time you  solved a hard problem. ',
        voiceId: 'ignored',
      }),
    });
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    expect(synthesize).not.toHaveBeenCalled();
    synthesize.mockRestore();
    const bad = await client.post('/api/generate-question-audio-stream', { text: '' });
    expect(bad.status).toBe(400);
    const huge = await client.post('/api/generate-question-audio-stream', { text: 'x'.repeat(1001) });
    expect(huge.status).toBe(400);
  });
});

describe('without a synthesiser', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ TTS_PROVIDER: 'none' });
  });
  afterAll(() => server?.stop());

  it('says so, so the web app falls back to the browser speech synthesis', async () => {
    const client = new TestClient(server.url);
    expect((await client.get('/api/voices')).body).toMatchObject({ provider: null, voices: [] });
    const res = await client.post('/api/generate-question-audio-stream', { text: 'Why this role?' });
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('PROVIDER_UNAVAILABLE');
  });
});
