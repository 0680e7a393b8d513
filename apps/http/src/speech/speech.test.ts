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

  it("lists the one fixed English voice first, then espeak-ng's voice of each other language", async () => {
    const res = await new TestClient(server.url).get('/api/voices');
    expect(res.status).toBe(200);
    expect(res.body.defaultVoiceId).toBe(res.body.voices[0].id);
    expect(res.body.voices.slice(1)).toContainEqual({
      id: 'espeak-ng sw',
      name: 'eSpeak NG sw',
      language: 'sw',
    });
  });

  it("speaks a question in the interview's language with its voice; one without a voice is refused (docs/behaviour/interview.md §22)", async () => {
    const client = new TestClient(server.url);
    const text = 'Tafadhali tuambie kuhusu kazi yako.';
    const synthesize = vi.spyOn(server.app.get(SPEECH_OUT.TextToSpeech)!, 'synthesize');
    const swahili = await fetch(`${server.url}/api/generate-question-audio-stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text, language: 'sw' }),
    });
    expect(swahili.status).toBe(200);
    expect(swahili.headers.get('content-type')).toBe('audio/mpeg');
    expect((await swahili.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(synthesize).toHaveBeenCalledWith(text, 'sw');
    synthesize.mockRestore();
    const zulu = await client.post('/api/generate-question-audio-stream', {
      text: 'Sawubona',
      language: 'zu',
    });
    expect(zulu.status).toBe(503);
    expect(zulu.body.message).toBe(
      "No voice for Zulu is configured: the browser's own speech synthesis reads the question.",
    );
    const unknown = await client.post('/api/generate-question-audio-stream', {
      text: 'Hello',
      language: 'xx',
    });
    expect(unknown.status).toBe(400);
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
