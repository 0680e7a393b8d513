import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let dir: string;
let server: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sauti-legal-http-'));
  const terms = join(dir, 'terms.txt');
  await writeFile(terms, '# Tausi Logistics\nOnly for hiring at Tausi.');
  server = await startTestApp({ TERMS_FILE: terms });
}, 60_000);
afterAll(async () => {
  await server.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('GET /api/legal/{kind} (docs/behaviour/platform.md §17)', () => {
  it('answers anyone, signed in or not, with the default privacy notice and the operator terms', async () => {
    const visitor = new TestClient(server.url);
    const privacy = await visitor.get('/api/legal/privacy');
    expect(privacy.status).toBe(200);
    expect(privacy.body).toMatchObject({ kind: 'privacy', title: 'Privacy Policy', source: 'default' });
    // What a candidate must be able to learn: what is stored, who sees it, for how long, how to remove it.
    for (const heading of [
      '# What is stored when you interview',
      '# Who sees it',
      '# How long it is kept',
      '# Your rights',
    ])
      expect(privacy.body.text).toContain(heading);
    const terms = await visitor.get('/api/legal/terms');
    expect(terms.body).toEqual({
      kind: 'terms',
      title: 'Terms of Use',
      text: '# Tausi Logistics\nOnly for hiring at Tausi.',
      source: 'operator',
    });
    expect((await visitor.get('/api/legal/cookies')).status).toBe(404);
  });

  it('reports the notices at start-up', () => {
    expect(server.app.ports).toContainEqual({
      port: 'privacy notice and terms',
      adapter: `Sauti's default; ${join(dir, 'terms.txt')}`,
    });
  });
});
