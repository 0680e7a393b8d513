import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxMailer } from './outbox-mailer.js';
import { parseEml } from './testing/parse-eml.js';

const link = `https://sauti.example/reset-password?token=${'Ab9_-'.repeat(12)}abcd`;
const message = {
  to: 'amina@acme.co.ke',
  subject: 'Reset your Sauti password — ñ',
  text: `Hello Amina,\n\nOpen ${link} to continue.`,
  html: `<p>Hello Amina,</p><p><a href="${link}">Reset</a> — ${link}</p>`,
};

describe('OutboxMailer', () => {
  let dataDir = '';
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sauti-outbox-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes an .eml file under {dataDir}/outbox with text and HTML parts, and returns its path', async () => {
    const mailer = new OutboxMailer({ dataDir, from: 'Sauti <hr@sauti.example>' });
    const sent = await mailer.send(message);
    expect(sent.location).toBe(join(dataDir, 'outbox', (await readdir(join(dataDir, 'outbox')))[0]!));
    expect(sent.location).toMatch(/\.eml$/);

    const mail = parseEml(await readFile(sent.location!, 'utf8'));
    expect(mail.headers.get('to')).toBe('amina@acme.co.ke');
    expect(mail.headers.get('from')).toBe('Sauti <hr@sauti.example>');
    expect(mail.headers.get('message-id')).toBe(sent.id);
    expect(mail.headers.get('subject')).toMatch(/^=\?UTF-8\?/);
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(mail.parts.map((p) => p.contentType)).toEqual(['text/plain', 'text/html']);
    expect(mail.parts[0]!.body).toContain(link);
    expect(mail.parts[1]!.body).toContain(`href="${link}"`);
  });

  it('keeps every message in its own file', async () => {
    const mailer = new OutboxMailer({ dataDir, now: () => new Date('2025-01-01T00:00:00Z') });
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await mailer.send({ ...message, subject: `n${i}` })).id);
    expect(ids.size).toBe(5);
    const files = await readdir(join(dataDir, 'outbox'));
    expect(files).toHaveLength(5);
    expect(files.every((f) => f.startsWith('2025-01-01T00-00-00-000Z-'))).toBe(true);
  });
});
