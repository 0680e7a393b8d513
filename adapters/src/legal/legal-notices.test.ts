import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_NOTICE_MAX_CHARS } from '@sauti/core/contract/legal';
import { DEFAULT_PRIVACY_NOTICE, DEFAULT_TERMS } from '@sauti/core/rules/legal-notices';
import { ConfigError } from '../config/config.js';
import { loadLegalNotices } from './legal-notices.js';

let dir: string;
const file = async (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sauti-legal-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the privacy notice and terms (docs/behaviour/platform.md §17)', () => {
  it("uses Sauti's defaults when the operator names no file", () => {
    const notices = loadLegalNotices({});
    expect(notices.privacy).toEqual({
      kind: 'privacy',
      title: 'Privacy Policy',
      text: DEFAULT_PRIVACY_NOTICE,
      source: 'default',
    });
    expect(notices.terms).toMatchObject({ title: 'Terms of Use', text: DEFAULT_TERMS, source: 'default' });
  });

  it("reads the operator's file as plain text, its byte-order mark and Windows line breaks dropped", async () => {
    const privacy = await file('privacy.txt', '\uFEFF# Who we are\r\nTausi Logistics hires with Sauti.\r\n');
    const notices = loadLegalNotices({ privacy });
    expect(notices.privacy).toMatchObject({
      text: '# Who we are\nTausi Logistics hires with Sauti.',
      source: 'operator',
    });
    expect(notices.terms.source).toBe('default');
  });

  it('stops the start-up, naming the variable, for a file it cannot read or should not show', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ privacy: join(dir, 'missing.txt') }, /^PRIVACY_NOTICE_FILE: cannot read .*missing\.txt \(ENOENT\)$/],
      [{ terms: await file('empty.txt', ' \n\n ') }, /^TERMS_FILE: .*empty\.txt is empty$/],
      [{ privacy: await file('nul.txt', 'Hello\u0000there') }, /control characters or is not UTF-8/],
      [{ privacy: await file('latin1.txt', Buffer.from([0x48, 0xe9, 0x6c, 0x6c, 0x6f])) }, /not UTF-8/],
      [
        { terms: await file('long.txt', 'a'.repeat(LEGAL_NOTICE_MAX_CHARS + 1)) },
        /longer than 100000 characters/,
      ],
      [{ privacy: dir }, /^PRIVACY_NOTICE_FILE: cannot read .* \(EISDIR\)$/],
    ];
    for (const [files, message] of cases) {
      let thrown: unknown;
      try {
        loadLegalNotices(files);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, JSON.stringify(files)).toBeInstanceOf(ConfigError);
      expect((thrown as ConfigError).issues[0]).toMatch(message);
    }
  });
});
