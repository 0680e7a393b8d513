import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCapability } from '@sauti/core/rules/language-capabilities';
import { LANGUAGE_SUMMARIES } from '@sauti/core/rules/language-capabilities';
import { newKey, v1 } from '../api-v1/api-v1-fixtures.js';
import { job, signedIn } from '../jobs/job-fixtures.js';
import type { TestClient } from '../testing/client.js';
import { TestClient as Client } from '../testing/client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/** An installation with `env`, one HR member signed in. */
async function installation(env: Record<string, string>) {
  const server = await startTestApp({ PUBLIC_URL: 'https://hire.example.test', ...env });
  return { server, hr: await signedIn(server, 'amina@acme-logistics.co.ke') };
}

const languagesOf = async (client: TestClient) => {
  const res = await client.get('/api/interview-languages');
  expect(res.status).toBe(200);
  return new Map((res.body.languages as LanguageCapability[]).map((l) => [l.code, l]));
};

describe('a default install (pocketsphinx, espeak-ng, the built-in scorer; docs/behaviour/interview.md §19)', () => {
  let server: TestApp;
  let hr: TestClient;
  beforeAll(async () => ({ server, hr } = await installation({})));
  afterAll(() => server?.stop());

  it('says what each language gets, to anyone: English scored, the espeak-ng voices for the team, Oshiwambo recorded', async () => {
    const languages = await languagesOf(new Client(server.url));
    expect(languages.get('en')).toMatchObject({ offer: 'automatic', summary: LANGUAGE_SUMMARIES.automatic });
    for (const code of ['af', 'sw', 'fr', 'pt', 'am'])
      expect(languages.get(code), code).toMatchObject({
        offer: 'team',
        summary: 'spoken questions and recordings, scored by your team',
        recognition: null,
        scoring: null,
        voice: { kind: 'synthesised', provider: expect.stringMatching(/^espeak-ng \S+ \(offline\)$/) },
      });
    // Each language names the voice that really speaks it: espeak-ng's Swahili, not the English engine.
    expect(languages.get('sw')?.voice).toEqual({ kind: 'synthesised', provider: 'espeak-ng sw (offline)' });
    expect(languages.get('en')?.voice).not.toEqual(languages.get('sw')?.voice);
    expect(languages.get('kj')).toMatchObject({ offer: 'team', summary: 'recorded and scored by your team' });
    // Debian's espeak-ng has no Zulu voice and pocketsphinx hears English only.
    expect(languages.get('zu')).toMatchObject({ offer: 'unserved' });
  });

  it('creates jobs in a served language and refuses the others with the languages it can serve', async () => {
    const afrikaans = await hr.post('/api/jobs', { ...job, language: 'af' });
    expect(afrikaans.status).toBe(201);
    expect(afrikaans.body.language).toBe('af');
    const oshiwambo = await hr.post('/api/jobs', { ...job, language: 'kj' });
    expect(oshiwambo.status).toBe(201);

    const zulu = await hr.post('/api/jobs', { ...job, language: 'zu' });
    expect(zulu.status).toBe(400);
    expect(zulu.body.message).toMatch(
      /^This installation cannot run interviews in Zulu: .* Choose one of: English, /,
    );
    expect(zulu.body.message).toContain('Oshiwambo');
    const unknown = await hr.post('/api/jobs', { ...job, language: 'xx' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Choose the interview language from the list.');

    const id = afrikaans.body.id as string;
    const toZulu = await hr.request('PATCH', `/api/jobs/${id}`, { language: 'zu' });
    expect(toZulu.status).toBe(400);
    expect((await hr.get(`/api/jobs/${id}`)).body.language).toBe('af');
    const toSwahili = await hr.request('PATCH', `/api/jobs/${id}`, { language: 'sw' });
    expect(toSwahili.status).toBe(200);
    expect(toSwahili.body.language).toBe('sw');
  });

  it('/api/v1 takes the language on create and patch, with the same refusal', async () => {
    const key = await newKey(hr, 'read_write');
    const world = { server };
    const draft = {
      title: 'Muuzaji',
      description: 'Anauza bidhaa zetu Nairobi.',
      questions: ['Tuambie kuhusu mauzo.'],
    };
    const post = (body: unknown, n: string) =>
      v1(world, key, '/jobs', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Idempotency-Key': n },
      });
    const created = await post({ ...draft, language: 'sw' }, 'lang-1');
    expect(created.status).toBe(201);
    expect(created.body.language).toBe('sw');
    const refused = await post({ ...draft, language: 'zu' }, 'lang-2');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'VALIDATION_FAILED', field: 'language' });
    expect(refused.body.message).toMatch(/cannot run interviews in Zulu/);

    const read = await fetch(`${server.url}/api/v1/jobs/${created.body.id}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    const patch = (language: string) =>
      v1(world, key, `/jobs/${created.body.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ language }),
        headers: { 'If-Match': read.headers.get('etag')! },
      });
    expect((await patch('zu')).status).toBe(400);
    const changed = await patch('af');
    expect(changed.status).toBe(200);
    expect(changed.body.language).toBe('af');
  });
});

describe('an English-only installation (no synthesiser, pocketsphinx)', () => {
  let server: TestApp;
  let hr: TestClient;
  beforeAll(async () => ({ server, hr } = await installation({ TTS_PROVIDER: 'none' })));
  afterAll(() => server?.stop());

  it('refuses a job in Afrikaans with a clear message, and still offers Oshiwambo for the team', async () => {
    const languages = await languagesOf(hr);
    expect(languages.get('af')).toMatchObject({ offer: 'unserved' });
    expect(languages.get('en')).toMatchObject({ offer: 'automatic', voice: { kind: 'browser' } });
    const refused = await hr.post('/api/jobs', { ...job, language: 'af' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'This installation cannot run interviews in Afrikaans: no voice or speech recognition for Afrikaans is configured. Choose one of: English, Oshiwambo.',
    );
    expect((await hr.post('/api/jobs', { ...job, language: 'kj' })).status).toBe(201);
  });
});

describe('an OpenAI-compatible recogniser and a language model configured', () => {
  let server: TestApp;
  beforeAll(
    async () =>
      ({ server } = await installation({
        STT_PROVIDER: 'openai',
        STT_BASE_URL: 'http://127.0.0.1:9/v1',
        LLM_BASE_URL: 'http://127.0.0.1:9/v1',
        LLM_MODEL: 'test-model',
      })),
  );
  afterAll(() => server?.stop());

  it('gives Afrikaans and Swahili transcripts and scores, Yoruba written questions, Zulu nothing', async () => {
    const languages = await languagesOf(new Client(server.url));
    for (const code of ['en', 'af', 'sw'])
      expect(languages.get(code), code).toMatchObject({
        offer: 'automatic',
        summary: 'spoken questions, transcripts and scores',
      });
    expect(languages.get('yo')).toMatchObject({
      offer: 'automatic',
      summary: LANGUAGE_SUMMARIES.automaticUnspoken,
    });
    expect(languages.get('zu')).toMatchObject({ offer: 'unserved' });
    expect(languages.get('kj')).toMatchObject({
      summary: 'recorded and scored by your team',
      recognition: null,
    });
  });
});

describe('Google Speech and a language model configured', () => {
  let server: TestApp;
  beforeAll(
    async () =>
      ({ server } = await installation({
        STT_PROVIDER: 'google',
        GOOGLE_SPEECH_ENDPOINT: '127.0.0.1:9',
        LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      })),
  );
  afterAll(() => server?.stop());

  it('gives Zulu written questions, transcripts and scores, and nothing to Yoruba', async () => {
    const languages = await languagesOf(new Client(server.url));
    expect(languages.get('sw')).toMatchObject({ offer: 'automatic', summary: LANGUAGE_SUMMARIES.automatic });
    expect(languages.get('zu')).toMatchObject({
      offer: 'automatic',
      summary: 'written questions, transcripts and scores',
    });
    expect(languages.get('yo')).toMatchObject({ offer: 'unserved' });
  });
});
